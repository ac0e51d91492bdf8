/// The drawing attributes UIKit code reaches through `view.layer`: corner radius, border, shadow and
/// masking. A facade over its view: values live on the view, so they animate with it. A layer made
/// on its own (`CALayer()`, `CAGradientLayer()`) gets a view of its own that draws it once it is
/// added as a sublayer (CALayer+Sublayers.swift).
@preconcurrency @MainActor
open class CALayer {
    unowned let view: UIView
    /// Set on the copy `presentation()` returns: its animatable values are what the screen shows.
    let isPresentation: Bool
    /// A presentation copy, or a layer made on its own, keeps its view alive.
    private let retainedView: UIView?

    init(view: UIView) {
        self.view = view
        isPresentation = false
        retainedView = nil
    }

    /// A layer on its own, to add to another with `addSublayer(_:)`.
    public init() {
        let backing = LayerBackingView()
        view = backing
        retainedView = backing
        isPresentation = false
        backing.weakAdoptedLayer = self
    }

    /// Draws what the layer itself shows above its background (a gradient); subclasses override.
    func paintLayerContent(into commands: inout [DisplayCommand], bounds: CGRect, toWindow: CGAffineTransform) {}

    /// The layer a presentation copy was made from.
    private weak var modelLayer: CALayer?

    /// A presentation copy of `model` (subclasses inherit it, so each copies into its own class).
    init(presentationOf model: CALayer) {
        view = model.view
        retainedView = model.view
        isPresentation = true
        modelLayer = model
        maskedCorners = model.maskedCorners
        cornerCurve = model.cornerCurve
        // What the screen shows: animated values over the model's.
        let animated = model.view.layerAnimationValues
        borderWidth = animated?.borderWidth ?? model.borderWidth
        borderColor = animated?.color("borderColor").map { CGColor($0) } ?? model.borderColor
        shadowColor = animated?.color("shadowColor").map { CGColor($0) } ?? model.shadowColor
        shadowOpacity = animated?.shadowOpacity.map { Float($0) } ?? model.shadowOpacity
        shadowOffset = animated?.size("shadowOffset") ?? model.shadowOffset
        shadowRadius = animated?.scalar("shadowRadius") ?? model.shadowRadius
        zPosition = animated?.scalar("zPosition") ?? model.zPosition
        shadowPath = model.shadowPath
        mask = model.mask
        contents = model.contents
        contentsGravity = model.contentsGravity
        contentsScale = model.contentsScale
    }

    /// A copy with the values the screen shows now, animations in flight included, as Core
    /// Animation's presentation layer, of the layer's own class. Setting values on it changes
    /// nothing on screen. A subclass of your own (whose initializers UIKit cannot call here, having
    /// no `init(layer:)` through the Objective-C runtime) answers its model layer, and says so once.
    public func presentation() -> Self? {
        if isPresentation { return self }
        if let copy = presentationCopy() as? Self { return copy }
        Diagnostics.warnOnce("presentation.\(type(of: self))", "presentation() of \(type(of: self)) answers the model layer: a CALayer subclass outside UIKit cannot be copied here; read animated values from a UIKit layer class.")
        return self
    }

    /// The presentation copy in this layer's class; UIKit's layer subclasses copy their own values.
    func presentationCopy() -> CALayer { CALayer(presentationOf: self) }

    /// The model layer of a presentation copy (itself for the model layer).
    public func model() -> Self { isPresentation ? (modelLayer as? Self ?? self) : self }

    /// A stored value changed: a model layer redraws; a presentation copy is a snapshot and does not.
    func modelDidChange() { if !isPresentation { view.setNeedsDisplayTree() } }

    /// Animatable, like UIKit's.
    public var cornerRadius: CGFloat {
        get { isPresentation ? view.presentationCornerRadius : view.storedCornerRadius }
        set {
            guard !isPresentation else { return }
            let value = Swift.max(0, newValue)
            guard value != view.storedCornerRadius else { return }
            view.animatableChange(.cornerRadius, from: AnimationVector(view.storedCornerRadius), to: AnimationVector(value))
            let old = view.storedCornerRadius
            view.storedCornerRadius = value
            animatableDidChange("cornerRadius", from: old)
            view.setNeedsDisplayTree()
        }
    }

    /// Which corners `cornerRadius` rounds (all four by default).
    public var maskedCorners: CACornerMask = .allCorners { didSet { modelDidChange() } }

    /// How the corners bend: `.circular` (the default) or `.continuous`.
    public var cornerCurve: CALayerCornerCurve = .circular { didSet { modelDidChange() } }

    /// The corners as drawing commands describe them.
    var drawingCorners: DisplayCommand.Corners {
        DisplayCommand.Corners(radius: view.presentationCornerRadius, mask: maskedCorners,
                               isContinuous: cornerCurve == .continuous)
    }

    public var borderWidth: CGFloat = 0 { didSet { animatableDidChange("borderWidth", from: oldValue); modelDidChange() } }

    /// A shadow in the shape of the layer's (rounded) bounds, softened over `shadowRadius` points.
    /// Core Animation's defaults: black, fully transparent, 3 points up, 3 points of blur.
    public var shadowColor: CGColor? = CGColor(UIColor.black.rgba) { didSet { animatableDidChange("shadowColor", from: oldValue); modelDidChange() } }
    public var shadowOpacity: Float = 0 { didSet { animatableDidChange("shadowOpacity", from: CGFloat(oldValue)); modelDidChange() } }
    public var shadowOffset = CGSize(width: 0, height: -3) { didSet { animatableDidChange("shadowOffset", from: oldValue); modelDidChange() } }
    public var shadowRadius: CGFloat = 3 { didSet { animatableDidChange("shadowRadius", from: oldValue); modelDidChange() } }
    /// The shadow's shape, in the layer's coordinates, instead of its rounded bounds.
    public var shadowPath: CGPath? { didSet { modelDidChange() } }

    /// A layer whose alpha says where this one shows: opaque parts of the mask show the layer (its
    /// content, sublayers and shadow), transparent parts hide it. It is laid out in this layer's
    /// coordinates and belongs to no layer tree.
    open var mask: CALayer? { didSet { modelDidChange() } }

    /// Whether what the layer paints can reach past its bounds (a shape layer's path can).
    var paintsBeyondBounds: Bool { false }
    public var borderColor: CGColor? = CGColor(UIColor.black.rgba) { didSet { animatableDidChange("borderColor", from: oldValue); modelDidChange() } }

    /// A name for finding the layer again.
    public var name: String?
    /// Hints for Core Animation's caching, which the lab (drawing every frame from the tree at the
    /// host's scale) does not need: kept for code that sets them, with no effect on what is drawn.
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1
    /// Pixels per point of `contents`: with `contentsGravity` other than a resize, an image shows
    /// at its pixel size divided by this.
    public var contentsScale: CGFloat = 1 { didSet { modelDidChange() } }
    /// An image (a `CGImage`) shown in the bounds above the background, as a layer's backing store.
    open var contents: Any? { didSet { modelDidChange() } }
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { modelDidChange() } }
    /// Kept; siblings draw in their order, as with zPosition 0 (ordering by zPosition is not built).
    public var zPosition: CGFloat = 0 {
        didSet {
            animatableDidChange("zPosition", from: oldValue)
            if zPosition != 0 {
                Diagnostics.warnOnce("zPosition", "CALayer.zPosition is not honoured; layers draw in the order of their views.")
            }
        }
    }

    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    // MARK: Actions

    /// Actions by key, searched before the class's default: `NSNull()` under a key turns its
    /// implicit animation off.
    open var actions: [String: CAAction]?

    /// The action for a change of `event`, as Core Animation searches: `actions`, then the class's
    /// `defaultAction(forKey:)`, then (for a layer that backs no view) an animation of the property.
    open func action(forKey event: String) -> CAAction? {
        if let action = actions?[event] { return action }
        if let action = type(of: self).defaultAction(forKey: event) { return action }
        return implicitAction(forKey: event)
    }

    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    public var opacity: Float {
        get { Float(isPresentation ? view.presentationAlpha : view.alpha) }
        set {
            guard !isPresentation else { return }
            let old = view.alpha
            view.alpha = CGFloat(newValue)
            if old != view.alpha { animatableDidChange("opacity", from: old) }
        }
    }

    public var backgroundColor: CGColor? {
        get { isPresentation ? view.presentationBackgroundColor.map(CGColor.init) : view.backgroundColor?.cgColor }
        set {
            guard !isPresentation else { return }
            let old = view.backgroundColor?.cgColor
            view.backgroundColor = newValue.map { UIColor(cgColor: $0) }
            animatableDidChange("backgroundColor", from: old ?? CGColor(RGBA.clear))
        }
    }

    /// Core Animation derives the frame from position and bounds, and animates those.
    public var frame: CGRect {
        get { isPresentation ? view.presentationFrame : view.frame }
        set {
            guard !isPresentation else { return }
            let oldPosition = view.center, oldBounds = view.bounds
            view.frame = newValue
            if oldPosition != view.center { animatableDidChange("position", from: oldPosition) }
            if oldBounds != view.bounds { animatableDidChange("bounds", from: oldBounds) }
        }
    }

    public var bounds: CGRect {
        get { isPresentation ? view.presentationBounds : view.bounds }
        set {
            guard !isPresentation else { return }
            let old = view.bounds
            view.bounds = newValue
            if old != view.bounds { animatableDidChange("bounds", from: old) }
        }
    }

    /// The layer's centre in its superlayer (the view's `center`).
    public var position: CGPoint {
        get { isPresentation ? view.presentationCenter : view.center }
        set {
            guard !isPresentation else { return }
            let old = view.center
            view.center = newValue
            if old != view.center { animatableDidChange("position", from: old) }
        }
    }

    public func affineTransform() -> CGAffineTransform { isPresentation ? view.presentationTransform : view.transform }

    public func setAffineTransform(_ m: CGAffineTransform) { if !isPresentation { view.transform = m } }

    /// Stops every animation of the view, Core Animation's and UIView's; UIView completions run with
    /// `finished == false`, delegates hear `animationDidStop(_:finished: false)`.
    public func removeAllAnimations() {
        view.layerAnimationRunner?.removeAll()
        view.environment.animationEngine.removeAnimations(of: view)
        view.setNeedsDisplayTree()
    }
}
