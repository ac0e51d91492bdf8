import InterfaceBuilder

// A visual effect view's effect as Interface Builder writes it: `<blurEffect style="systemMaterial"/>`,
// or `<vibrancyEffect style="label">` around the blur it goes with.
extension UIVisualEffectView {
    static func archivedEffect(_ archive: InterfaceBuilderCoder) -> UIVisualEffect? {
        if let vibrancy = archive.element.children.first(where: { $0.name == "vibrancyEffect" }) {
            let blur = blurEffect(vibrancy.children.first { $0.name == "blurEffect" }) ?? UIBlurEffect(style: .regular)
            guard let name = vibrancy["style"] else { return UIVibrancyEffect(blurEffect: blur) }
            let style = (0...7).compactMap(UIVibrancyEffectStyle.init(rawValue:)).first { "\($0)" == name }
            return style.map { UIVibrancyEffect(blurEffect: blur, style: $0) } ?? UIVibrancyEffect(blurEffect: blur)
        }
        return blurEffect(archive.element.children.first { $0.name == "blurEffect" })
    }

    static func blurEffect(_ element: InterfaceBuilderElement?) -> UIBlurEffect? {
        guard let element else { return nil }
        return UIBlurEffect(style: blurStyle(named: element["style"] ?? "regular") ?? .regular)
    }

    /// The blur style Interface Builder names (`systemThickMaterialLight` …).
    static func blurStyle(named name: String) -> UIBlurEffect.Style? {
        (0...25).compactMap(UIBlurEffect.Style.init(rawValue:)).first { "\($0)" == name }
    }
}
