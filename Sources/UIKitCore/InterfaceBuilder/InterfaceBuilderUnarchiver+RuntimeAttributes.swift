import Foundation
import InterfaceBuilder

// User-defined runtime attributes: UIKit sets each with key-value coding once the document's
// objects are made and connected, before `awakeFromNib()`. Without key-value coding the lab sets
// a class's `@IBInspectable` properties through its Interface Builder table, and a few key paths
// of UIKit's own that apps set this way (`layer.cornerRadius`) directly.
@MainActor
extension InterfaceBuilderUnarchiver {
    func applyRuntimeAttributes(of element: InterfaceBuilderElement, to object: AnyObject) {
        for attribute in element.children(in: "userDefinedRuntimeAttributes") {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = runtimeValue(of: attribute)
            if let value, let set = InterfaceBuilderClassTables.current.setInspectable(keyPath, of: object, to: value, alsoIn: source.modules) {
                if !set {
                    source.warnOnce("runtime.type.\(keyPath)", "the user-defined runtime attribute '\(keyPath)' (line \(attribute.line)) is a \(attribute["type"] ?? "value") that \(type(of: object)).\(keyPath) does not hold; it keeps its value", line: attribute.line)
                }
                continue
            }
            // Key-value coding hands a scalar property NSString's doubleValue or boolValue of a
            // string, so a "string" attribute of "10f" sets a radius of 10, as on iOS.
            let text = attribute["value"] ?? attribute.children.first?["value"]
            if let view = object as? UIView, view.setRuntimeAttribute(keyPath, value: value, number: text.map(KeyValueCodingScalar.double), flag: text.map(KeyValueCodingScalar.bool)) {
                continue
            }
            source.warnOnce("runtime.\(keyPath)", "the user-defined runtime attribute '\(keyPath)' (line \(attribute.line)) names no @IBInspectable property of \(type(of: object)) (presentation-lab import lists those) and key-value coding does not exist on Linux; set it in awakeFromNib() instead", line: attribute.line)
        }
    }

    /// The attribute's value as key-value coding would pass it: a number as a Double, and a
    /// boolean, string, colour, point, size, rect, range or image as itself.
    private func runtimeValue(of attribute: InterfaceBuilderElement) -> Any? {
        let child = attribute.child(key: "value")
        let text = attribute["value"] ?? child?["value"]
        switch attribute["type"] {
        case "number"?: return text.map(KeyValueCodingScalar.double)
        case "boolean"?: return text.map(KeyValueCodingScalar.bool)
        case "string"?, "localizedString"?: return text ?? child?.text
        case "color"?:
            guard let child, child.name == "color" else { return nil }
            return color(from: child)
        case "point"?: return child.map { CGPoint(x: $0.double("x") ?? 0, y: $0.double("y") ?? 0) }
        case "size"?: return child.map { CGSize(width: $0.double("width") ?? 0, height: $0.double("height") ?? 0) }
        case "rect"?:
            return child.map { CGRect(x: $0.double("x") ?? 0, y: $0.double("y") ?? 0, width: $0.double("width") ?? 0, height: $0.double("height") ?? 0) }
        case "range"?: return child.map { NSRange(location: $0.int("location") ?? 0, length: $0.int("length") ?? 0) }
        case "image"?: return text.flatMap { image(named: $0, line: attribute.line) }
        default: return nil
        }
    }
}
