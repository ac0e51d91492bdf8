import Foundation
import InterfaceBuilder

/// The coder a storyboard or nib hands each object's `init?(coder:)`: it reads the object's element
/// of the document. UIKit's classes decode what Interface Builder wrote for them from it; an app's
/// own `decodeObject(forKey:)` and kin read the element's attributes, as keyed archives answer.
package final class InterfaceBuilderCoder: NSCoder, @unchecked Sendable {
    package let element: InterfaceBuilderElement
    /// The instantiation this object belongs to: other objects by identifier, the bundle, warnings.
    package let unarchiver: InterfaceBuilderUnarchiver

    init(element: InterfaceBuilderElement, unarchiver: InterfaceBuilderUnarchiver) {
        self.element = element
        self.unarchiver = unarchiver
        super.init()
    }

    package override var allowsKeyedCoding: Bool { true }

    package override func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.child(key: key) != nil
    }

    package override func decodeObject(forKey key: String) -> Any? {
        if let value = element[key] { return value }
        return nil
    }

    package override func decodeBool(forKey key: String) -> Bool { element.bool(key) ?? false }
    package override func decodeInteger(forKey key: String) -> Int { element.int(key) ?? 0 }
    package override func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: element.int(key) ?? 0) }
    package override func decodeInt64(forKey key: String) -> Int64 { Int64(element.int(key) ?? 0) }
    package override func decodeDouble(forKey key: String) -> Double { element.double(key) ?? 0 }
    package override func decodeFloat(forKey key: String) -> Float { Float(element.double(key) ?? 0) }

    /// Whether Interface Builder wrote the property `key` (as an attribute or a keyed child): a
    /// class's own defaults give way to what the document says.
    package func archives(_ key: String) -> Bool { containsValue(forKey: key) }

    /// The coder for a child element, in the same instantiation.
    package func coder(for child: InterfaceBuilderElement) -> InterfaceBuilderCoder {
        InterfaceBuilderCoder(element: child, unarchiver: unarchiver)
    }
}
