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

    package subscript(attribute: String) -> String? { attributes[attribute] }

    /// The object's identifier within its document (`id="BYZ-38-t0r"`).
    package var id: String? { attributes["id"] }

    /// The property of the parent object this element fills (`key="frame"`, `key="view"`).
    package var key: String? { attributes["key"] }

    /// The first child filling the parent's property `key`.
    package func child(key: String) -> InterfaceBuilderElement? { children.first { $0.key == key } }

    /// The first child named `name` (`<subviews>`, `<connections>`).
    package func child(named name: String) -> InterfaceBuilderElement? { children.first { $0.name == name } }

    /// The children of the first child named `container` (`<subviews>`' views).
    package func children(in container: String) -> [InterfaceBuilderElement] { child(named: container)?.children ?? [] }

    /// Interface Builder writes booleans as `YES` and `NO`.
    package func bool(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES"?: true
        case "NO"?: false
        default: nil
        }
    }

    package func double(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    package func int(_ attribute: String) -> Int? { attributes[attribute].flatMap { Int($0) } }

    /// Every element below this one, depth first in document order.
    package var descendants: [InterfaceBuilderElement] {
        children.flatMap { [$0] + $0.descendants }
    }
}
