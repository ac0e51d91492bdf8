// How each blur style looks: how far it blurs and the colour laid over the blur. The values are
// chosen by eye to resemble iOS; the adaptive styles take the look of the appearance they are
// drawn in (their Dark counterparts in dark mode).
extension UIBlurEffect.Style {
    /// The blur's standard deviation, in points.
    var blurRadius: CGFloat {
        switch self {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: return 12
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: return 14
        default: return 16
        }
    }

    /// The tint over the blur as the appearance drawing now shows it, straight alpha.
    var tint: RGBA { (TraitResolution.currentStyle == .dark ? darkCounterpart : self).fixedTint }

    /// The style an adaptive one looks like in dark mode; a fixed style is itself.
    private var darkCounterpart: UIBlurEffect.Style {
        switch self {
        case .regular: return .dark
        case .prominent, .systemThickMaterial: return .systemThickMaterialDark
        case .systemUltraThinMaterial: return .systemUltraThinMaterialDark
        case .systemThinMaterial: return .systemThinMaterialDark
        case .systemMaterial: return .systemMaterialDark
        case .systemChromeMaterial: return .systemChromeMaterialDark
        default: return self
        }
    }

    private var fixedTint: RGBA {
        switch self {
        case .extraLight: return RGBA(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.8)
        case .light, .regular: return RGBA(red: 1, green: 1, blue: 1, alpha: 0.3)
        case .prominent: return RGBA(red: 1, green: 1, blue: 1, alpha: 0.55)
        case .dark: return RGBA(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.73)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return RGBA(red: 1, green: 1, blue: 1, alpha: 0.35)
        case .systemThinMaterial, .systemThinMaterialLight: return RGBA(red: 1, green: 1, blue: 1, alpha: 0.55)
        case .systemMaterial, .systemMaterialLight: return RGBA(red: 0.98, green: 0.98, blue: 0.98, alpha: 0.72)
        case .systemThickMaterial, .systemThickMaterialLight: return RGBA(red: 0.98, green: 0.98, blue: 0.98, alpha: 0.88)
        case .systemChromeMaterial, .systemChromeMaterialLight: return RGBA(red: 0.96, green: 0.96, blue: 0.96, alpha: 0.8)
        case .systemUltraThinMaterialDark: return RGBA(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.4)
        case .systemThinMaterialDark: return RGBA(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.6)
        case .systemMaterialDark: return RGBA(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.75)
        case .systemThickMaterialDark: return RGBA(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.9)
        case .systemChromeMaterialDark: return RGBA(red: 0.12, green: 0.12, blue: 0.12, alpha: 0.8)
        }
    }
}
