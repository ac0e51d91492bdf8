/// Content drawn "vibrant" over a blur, as UIKit's `UIVibrancyEffect`: put a `UIVisualEffectView`
/// with it in a blur view's `contentView`, and its own `contentView`'s subviews show through at the
/// style's strength (UIKit blends them with the blur; the lab draws them at the style's opacity).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle?

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// How strongly the content shows, by style (chosen by eye against iOS's light materials).
    var contentOpacity: CGFloat {
        switch style {
        case .none: return 0.7
        case .label?: return 0.85
        case .secondaryLabel?: return 0.6
        case .tertiaryLabel?: return 0.4
        case .quaternaryLabel?: return 0.25
        case .fill?: return 0.35
        case .secondaryFill?: return 0.25
        case .tertiaryFill?: return 0.18
        case .separator?: return 0.3
        }
    }
}

public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
