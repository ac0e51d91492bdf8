/// One element of an Interface Builder document (`<label>`, `<rect key="frame">`, `<segue>` …) with
/// its attributes, its children in document order and the line it starts on, for messages that
/// point at the source.
package final class InterfaceBuilderElement {
    package let name: String
    package let attributes: [String: String]
    package let line: Int
    package private(set) var children: [InterfaceBuilderElement] = []
    /// The characters inside the element (`<string key="text">Two\nlines</string>`).
    package internal(set) var text = ""
    package private(set) weak var parent: InterfaceBuilderElement?

    package init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    package func append(_ child: InterfaceBuilderElement) {
        child.parent = self
        children.append(child)
    }

    /// The attributes and keyed children something has read. What an object's class leaves unread
    /// is what the lab does not know of it, and is named once as the document loads.
    package private(set) var readAttributes: Set<String> = []
    package private(set) var readKeys: Set<String> = []

    package subscript(attribute: String) -> String? {
        readAttributes.insert(attribute)
        return attributes[attribute]
    }

    /// Counts attributes and keyed children as read that a class deliberately leaves alone.
    package func markRead(attributes names: [String] = [], keys: [String] = []) {
        readAttributes.formUnion(names)
        readKeys.formUnion(keys)
    }

    /// The attributes no one has read, by name.
    package var unreadAttributes: [String] { attributes.keys.filter { !readAttributes.contains($0) }.sorted() }

    /// The keyed children no one has asked for (`<color key="thumbTintColor">`).
    package var unreadKeyedChildren: [InterfaceBuilderElement] {
        children.filter { child in child.key.map { !readKeys.contains($0) } ?? false }
    }

    /// The object's identifier within its document (`id="BYZ-38-t0r"`).
    package var id: String? { attributes["id"] }

    /// The property of the parent object this element fills (`key="frame"`, `key="view"`).
    package var key: String? { attributes["key"] }

    /// The first child filling the parent's property `key`.
    package func child(key: String) -> InterfaceBuilderElement? {
        readKeys.insert(key)
        return children.first { $0.key == key }
    }

    /// The children named `name` whatever their keys (a button's `<state key="normal">` …),
    /// each key counted as read.
    package func keyedChildren(named name: String) -> [InterfaceBuilderElement] {
        let found = children.filter { $0.name == name }
        for child in found { if let key = child.key { readKeys.insert(key) } }
        return found
    }

    /// The first child named `name` (`<subviews>`, `<connections>`).
    package func child(named name: String) -> InterfaceBuilderElement? { children.first { $0.name == name } }

    /// The children of the first child named `container` (`<subviews>`' views).
    package func children(in container: String) -> [InterfaceBuilderElement] { child(named: container)?.children ?? [] }

    /// Interface Builder writes booleans as `YES` and `NO`.
    package func bool(_ attribute: String) -> Bool? {
        switch self[attribute] {
        case "YES"?: true
        case "NO"?: false
        default: nil
        }
    }

    package func double(_ attribute: String) -> Double? { self[attribute].flatMap(Double.init) }

    package func int(_ attribute: String) -> Int? { self[attribute].flatMap { Int($0) } }

    /// Every element below this one, depth first in document order.
    package var descendants: [InterfaceBuilderElement] {
        children.flatMap { [$0] + $0.descendants }
    }
}
