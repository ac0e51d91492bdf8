import Foundation
import InterfaceBuilder

// A bar's appearance as Interface Builder writes it (`<navigationBarAppearance>`,
// `<toolbarAppearance>`, `<tabBarAppearance>`): its configuration, background colour and effect,
// hairline colour, and a navigation bar's title attributes.
@MainActor
extension InterfaceBuilderCoder {
    /// The appearance archived under `key`, decoded into `fresh` (of the class the bar takes).
    package func barAppearance<Appearance: UIBarAppearance>(_ key: String, into fresh: @autoclosure () -> Appearance) -> Appearance? {
        guard let element = element.child(key: key), element.name.hasSuffix("Appearance") else { return nil }
        let appearance = fresh()
        coder(for: element).decodeInto(appearance)
        return appearance
    }

    private func decodeInto(_ appearance: UIBarAppearance) {
        switch element["configurationType"] {
        case "opaque"?: appearance.configureWithOpaqueBackground()
        case "transparent"?: appearance.configureWithTransparentBackground()
        default: appearance.configureWithDefaultBackground()
        }
        if let color = color("backgroundColor") { appearance.backgroundColor = color }
        if let color = color("shadowColor") { appearance.shadowColor = color }
        // Written as an attribute naming the blur (`backgroundEffect="systemThickMaterialLight"`),
        // or as a `<blurEffect key="backgroundEffect">`.
        if let name = element["backgroundEffect"], let style = UIVisualEffectView.blurStyle(named: name) {
            appearance.backgroundEffect = UIBlurEffect(style: style)
        } else if let effect = element.child(key: "backgroundEffect"), effect.name == "blurEffect" {
            appearance.backgroundEffect = UIVisualEffectView.blurEffect(effect)
        }
        if let navigation = appearance as? UINavigationBarAppearance, let title = textAttributes("titleTextAttributes") {
            navigation.titleTextAttributes = title
        }
        unarchiver.source.warnUnreadProperties(of: element)
    }

    /// A `<textAttributes>`: the font and colour of a title.
    package func textAttributes(_ key: String) -> [NSAttributedString.Key: Any]? {
        guard let element = element.child(key: key), element.name == "textAttributes" else { return nil }
        let coder = coder(for: element)
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = coder.font() { attributes[.font] = font }
        if let color = coder.color("textColor"), let color { attributes[.foregroundColor] = color }
        return attributes
    }
}
