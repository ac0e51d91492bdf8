/// How an image renderer's image is made, as UIKit's `UIGraphicsImageRendererFormat`: pixels a
/// point (the main screen's scale by default) and whether it is opaque (undrawn pixels black).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    open var scale: CGFloat = MainActorBridge.sync { UIScreen.main.scale }
    open var opaque = false
    /// Extended-range colour is not drawn here: every image is standard sRGB.
    open var preferredRange: Range = .automatic {
        didSet { if preferredRange == .extended { Diagnostics.warnOnceFromAnyThread("preferredRange.extended", "UIGraphicsImageRendererFormat.preferredRange = .extended is not honoured here; images are rendered in standard sRGB.") } }
    }

    public required init() { super.init() }

    /// The format for a screen with `traitCollection`: its display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The best format for the main screen (the same as `default()` here).
    open class func preferred() -> Self { Self() }

    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }
}
