import Foundation
import InterfaceBuilder

// The values Interface Builder writes as child elements (`<rect key="frame">`, `<color key=…>`,
// `<fontDescription>`), read as UIKit's types.
@MainActor
extension InterfaceBuilderCoder {
    func rect(_ key: String) -> CGRect? {
        guard let rect = element.child(key: key), rect.name == "rect" else { return nil }
        return CGRect(x: rect.double("x") ?? 0, y: rect.double("y") ?? 0,
                      width: rect.double("width") ?? 0, height: rect.double("height") ?? 0)
    }

    package func size(_ key: String) -> CGSize? {
        guard let size = element.child(key: key), size.name == "size" else { return nil }
        return CGSize(width: size.double("width") ?? 0, height: size.double("height") ?? 0)
    }

    package func insets(_ key: String) -> UIEdgeInsets? {
        guard let insets = element.child(key: key), insets.name == "inset" || insets.name == "edgeInsets" else { return nil }
        return UIEdgeInsets(top: insets.double("minY") ?? insets.double("top") ?? 0, left: insets.double("minX") ?? insets.double("left") ?? 0,
                            bottom: insets.double("maxY") ?? insets.double("bottom") ?? 0, right: insets.double("maxX") ?? insets.double("right") ?? 0)
    }

    func directionalInsets(_ key: String) -> NSDirectionalEdgeInsets? {
        guard let insets = element.child(key: key), insets.name == "directionalEdgeInsets" else { return nil }
        return NSDirectionalEdgeInsets(top: insets.double("top") ?? 0, leading: insets.double("leading") ?? 0,
                                       bottom: insets.double("bottom") ?? 0, trailing: insets.double("trailing") ?? 0)
    }

    /// The colour archived under `key`: `.some(nil)` for `<nil key=…>`, nil when none is written.
    package func color(_ key: String) -> UIColor?? {
        guard let color = element.child(key: key) else { return nil }
        if color.name == "nil" { return .some(nil) }
        guard color.name == "color" else { return nil }
        return .some(unarchiver.color(from: color))
    }

    /// The font of a `<fontDescription key=…>`: the system font in its weight, a text style, or a
    /// named face (as `UIFont(name:size:)` finds it; one it cannot is drawn in the system face at
    /// its size, said once).
    package func font(_ key: String = "fontDescription") -> UIFont? {
        guard let font = element.child(key: key), font.name == "fontDescription" else { return nil }
        if let style = font["style"] { return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
        let size = CGFloat(font.double("pointSize") ?? UIFont.labelFontSize)
        switch font["type"] {
        case "boldSystem"?: return .boldSystemFont(ofSize: size)
        case "italicSystem"?: return .italicSystemFont(ofSize: size)
        case "system"?:
            return .systemFont(ofSize: size, weight: Self.weights[font["weight"] ?? "regular"] ?? .regular)
        default:
            if let name = font["name"] {
                if let named = UIFont(name: name, size: size) { return named }
                unarchiver.warnOnce("font.\(name)", "the font '\(name)' (\(element.name), line \(font.line)) is drawn in the system face at its size")
            }
            return .systemFont(ofSize: size)
        }
    }

    private static let weights: [String: UIFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// The image an attribute names: the app's asset catalogs and files in its bundle, or an SF
    /// Symbol for `<imageReference catalog="system">`.
    func image(_ key: String) -> UIImage? {
        if let reference = element.child(key: key), reference.name == "imageReference", let name = reference["image"] {
            return reference["catalog"] == "system" ? symbol(name, line: reference.line) : unarchiver.image(named: name, line: reference.line)
        }
        guard let name = element[key] else { return nil }
        // Xcode 11 and later write an SF Symbol as the name with `catalog="system"` beside it.
        if element["catalog"] == "system" { return symbol(name, line: element.line) }
        return unarchiver.image(named: name, line: element.line)
    }

    /// An SF Symbol a document names; one the lab has no artwork for is named once (Interface
    /// Builder offers only real symbols, so this is the lab's gap, not the app's).
    private func symbol(_ name: String, line: Int) -> UIImage? {
        if let image = UIImage(systemName: name) { return image }
        unarchiver.warnOnce("symbol.\(name)", "the SF Symbol '\(name)' (line \(line)) has no artwork in the lab yet (docs/SYMBOLS.md lists those it has); the image is empty")
        return nil
    }

    func contentMode() -> UIView.ContentMode? {
        guard let name = element["contentMode"] else { return nil }
        return Self.contentModes[name]
    }

    private static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    package func textAlignment(_ key: String = "textAlignment") -> NSTextAlignment? {
        switch element[key] {
        case "left"?: .left
        case "center"?: .center
        case "right"?: .right
        case "justified"?: .justified
        case "natural"?: .natural
        default: nil
        }
    }

    /// A `<string key=…>` element's text (Interface Builder writes long or multi-line text so), or
    /// the attribute's.
    package func text(_ key: String) -> String? {
        if let id = element.id, let localized = unarchiver.source.localizedStrings["\(id).\(key)"] { return localized }
        if let value = element[key] { return value }
        guard let string = element.child(key: key), string.name == "string" else { return nil }
        return string.text
    }
}
