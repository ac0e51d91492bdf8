/// A blur of what lies behind a UIVisualEffectView, with a tint by style, as UIKit's `UIBlurEffect`.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }
}
