/// The thud of things colliding, as UIKit's generator: a style, and an intensity from 0 to 1.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        case soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact, UIKit's default.
    public override convenience init() { self.init(style: .medium) }

    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    override var kind: FeedbackEvent.Generator { .impact(style) }

    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// An impact at `intensity`, which UIKit clamps to 0...1.
    open func impactOccurred(intensity: CGFloat) {
        record(.impact(style, intensity: Swift.min(1, Swift.max(0, intensity))))
    }

    open func impactOccurred(at location: CGPoint) { impactOccurred() }

    open func impactOccurred(intensity: CGFloat, at location: CGPoint) { impactOccurred(intensity: intensity) }
}
