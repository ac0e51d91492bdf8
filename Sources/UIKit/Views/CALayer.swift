/// The drawing attributes UIKit code reaches through `view.layer`: corner radius, border and masking.
/// A facade over its view: values live on the view, so they animate with it.
@MainActor
public final class CALayer {
    private unowned let view: UIView

    init(view: UIView) { self.view = view }

    /// Animatable, like UIKit's.
    public var cornerRadius: CGFloat {
        get { view.storedCornerRadius }
        set {
            let value = Swift.max(0, newValue)
            guard value != view.storedCornerRadius else { return }
            view.animatableChange(.cornerRadius, from: AnimationVector(view.storedCornerRadius), to: AnimationVector(value))
            view.storedCornerRadius = value
            view.setNeedsDisplayTree()
        }
    }

    /// Which corners `cornerRadius` rounds (all four by default).
    public var maskedCorners: CACornerMask = .allCorners { didSet { view.setNeedsDisplayTree() } }

    public var borderWidth: CGFloat = 0 { didSet { view.setNeedsDisplayTree() } }

    /// A shadow in the shape of the layer's (rounded) bounds, softened over `shadowRadius` points.
    /// Core Animation's defaults: black, fully transparent, 3 points up, 3 points of blur.
    public var shadowColor: CGColor? = CGColor(UIColor.black.rgba) { didSet { view.setNeedsDisplayTree() } }
    public var shadowOpacity: Float = 0 { didSet { view.setNeedsDisplayTree() } }
    public var shadowOffset = CGSize(width: 0, height: -3) { didSet { view.setNeedsDisplayTree() } }
    public var shadowRadius: CGFloat = 3 { didSet { view.setNeedsDisplayTree() } }
    public var borderColor: CGColor? = CGColor(UIColor.black.rgba) { didSet { view.setNeedsDisplayTree() } }

    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = CGFloat(newValue) }
    }

    public var backgroundColor: CGColor? {
        get { view.backgroundColor?.cgColor }
        set { view.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }

    public var frame: CGRect {
        get { view.frame }
        set { view.frame = newValue }
    }

    public var bounds: CGRect {
        get { view.bounds }
        set { view.bounds = newValue }
    }

    /// Stops every animation of the view; their completions run with `finished == false`.
    public func removeAllAnimations() {
        UIApplication.shared.animationEngine.removeAnimations(of: view)
        view.setNeedsDisplayTree()
    }
}
