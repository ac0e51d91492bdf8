/// The drawing attributes UIKit code reaches through `view.layer`: corner radius, border, shadow and
/// masking. A facade over its view: values live on the view, so they animate with it. A layer made
/// on its own (`CALayer()`, `CAGradientLayer()`) gets a view of its own that draws it once it is
/// added as a sublayer (CALayer+Sublayers.swift).
@preconcurrency @MainActor
open class CALayer: NSObject {
    unowned let view: UIView
    /// Set on the copy `presentation()` returns: its animatable values are what the screen shows.
    let isPresentation: Bool
    /// A presentation copy, or a layer made on its own, keeps its view alive.
    private let retainedView: UIView?

    init(view: UIView) {
        self.view = view
        isPresentation = false
        retainedView = nil
        super.init()
        // A view's layer has the view as its delegate, as in UIKit.
        delegate = view
    }

    /// A layer on its own, to add to another with `addSublayer(_:)`.
    public override init() {
        let backing = LayerBackingView()
        view = backing
        retainedView = backing
        isPresentation = false
        super.init()
        backing.layerLinks.weaklyAdopted = self
    }

    /// A new layer on its own with `layer`'s values, as Core Animation copies a layer: a subclass
    /// that overrides it copies its own fields after calling `super.init(layer:)` (a prototype's
    /// copy, say). Sublayers, the superlayer and animations are not copied.
    public init(layer: Any) {
        let backing = LayerBackingView()
        view = backing
        retainedView = backing
        isPresentation = false
        super.init()
        backing.layerLinks.weaklyAdopted = self
        if let model = layer as? CALayer { copyValues(of: model) }
    }

    /// Takes `model`'s values (`init(layer:)`); UIKit's layer subclasses add their own.
    func copyValues(of model: CALayer) {
        bounds = model.bounds
        position = model.position
        anchorPoint = model.anchorPoint
        zPosition = model.zPosition
        transform = model.transform
        opacity = model.opacity
        isHidden = model.isHidden
        backgroundColor = model.backgroundColor
        cornerRadius = model.cornerRadius
        maskedCorners = model.maskedCorners
        cornerCurve = model.cornerCurve
        masksToBounds = model.masksToBounds
        borderWidth = model.borderWidth
        borderColor = model.borderColor
        shadowColor = model.shadowColor
        shadowOpacity = model.shadowOpacity
        shadowOffset = model.shadowOffset
        shadowRadius = model.shadowRadius
        shadowPath = model.shadowPath
        contents = model.contents
        contentsGravity = model.contentsGravity
        contentsScale = model.contentsScale
        name = model.name
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
        let animated = model.view.animationState.layerValues
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
        super.init()
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
    open var cornerRadius: CGFloat {
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
    @exclusivity(unchecked)
    open var maskedCorners: CACornerMask = .allCorners { didSet { modelDidChange() } }

    /// How the corners bend: `.circular` (the default) or `.continuous`.
    @exclusivity(unchecked)
    open var cornerCurve: CALayerCornerCurve = .circular { didSet { modelDidChange() } }

    /// The corners as drawing commands describe them.
    var drawingCorners: DisplayCommand.Corners {
        DisplayCommand.Corners(radius: view.presentationCornerRadius, mask: maskedCorners,
                               isContinuous: cornerCurve == .continuous)
    }

    @exclusivity(unchecked)
    open var borderWidth: CGFloat = 0 { didSet { animatableDidChange("borderWidth", from: oldValue); modelDidChange() } }

    /// A shadow in the shape of the layer's (rounded) bounds, softened over `shadowRadius` points.
    /// Core Animation's defaults: black, fully transparent, 3 points up, 3 points of blur.
    open var shadowColor: CGColor? = CGColor(UIColor.black.rgba) { didSet { animatableDidChange("shadowColor", from: oldValue); modelDidChange() } }
    @exclusivity(unchecked)
    open var shadowOpacity: Float = 0 { didSet { animatableDidChange("shadowOpacity", from: CGFloat(oldValue)); modelDidChange() } }
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { animatableDidChange("shadowOffset", from: oldValue); modelDidChange() } }
    open var shadowRadius: CGFloat = 3 { didSet { animatableDidChange("shadowRadius", from: oldValue); modelDidChange() } }
    /// The shadow's shape, in the layer's coordinates, instead of its rounded bounds.
    open var shadowPath: CGPath? { didSet { modelDidChange() } }

    /// A layer whose alpha says where this one shows: opaque parts of the mask show the layer (its
    /// content, sublayers and shadow), transparent parts hide it. It is laid out in this layer's
    /// coordinates and belongs to no layer tree.
    @exclusivity(unchecked)
    open var mask: CALayer? {
        didSet {
            if oldValue !== mask, oldValue?.view.layerLinks.maskOwner === view { oldValue?.view.layerLinks.maskOwner = nil }
            mask?.view.layerLinks.maskOwner = view
            modelDidChange()
        }
    }

    /// Whether what the layer paints can reach past its bounds (a shape layer's path can).
    var paintsBeyondBounds: Bool { false }
    /// Whether the layer draws its own background, border, shadow and contents (a transform layer does not).
    var drawsOwnAppearance: Bool { true }
    /// Whether the layer draws its sublayers itself, as copies (a replicator), rather than once each.
    package var drawsSublayerInstances: Bool { false }
    open var borderColor: CGColor? = CGColor(UIColor.black.rgba) { didSet { animatableDidChange("borderColor", from: oldValue); modelDidChange() } }

    /// A name for finding the layer again.
    open var name: String?
    /// Hints for Core Animation's caching, which the lab (drawing every frame from the tree at the
    /// host's scale) does not need: kept for code that sets them, with no effect on what is drawn.
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    /// Pixels per point of `contents`: with `contentsGravity` other than a resize, an image shows
    /// at its pixel size divided by this.
    open var contentsScale: CGFloat = 1 { didSet { modelDidChange() } }
    /// An image (a `CGImage`) shown in the bounds above the background, as a layer's backing store.
    @exclusivity(unchecked)
    open var contents: Any? { didSet { modelDidChange() } }
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { modelDidChange() } }
    /// Kept; siblings draw in their order, as with zPosition 0 (ordering by zPosition is not built).
    open var zPosition: CGFloat = 0 {
        didSet {
            animatableDidChange("zPosition", from: oldValue)
            if zPosition != 0 {
                Diagnostics.warnOnce("zPosition", "CALayer.zPosition is not honoured; layers draw in the order of their views.")
            }
        }
    }

    open var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    // MARK: Drawing and layout, as Core Animation asks a layer

    /// The object that draws, lays out and gives actions for this layer; a view's layer has its view.
    /// Weak, as in Core Animation; the layer's own view is held through its handle instead, since a
    /// weak reference to it would give every view a side table (UnownedHandle.swift).
    open var delegate: CALayerDelegate? {
        get { delegateIsOwnView ? ownViewDelegate : otherDelegate }
        set {
            if let view = newValue as? UIView, view === self.view {
                delegateIsOwnView = true
                ownViewDelegate = view
                otherDelegate = nil
            } else {
                delegateIsOwnView = false
                ownViewDelegate = nil
                otherDelegate = newValue
            }
        }
    }
    private var delegateIsOwnView = false
    @Unretained private var ownViewDelegate: UIView?
    private weak var otherDelegate: CALayerDelegate?

    /// Whether a change of the bounds' size asks for a redraw (`setNeedsDisplay()`).
    open var needsDisplayOnBoundsChange = false

    /// Set by `setNeedsDisplay()`, cleared by `display()`: Core Animation draws a layer's content
    /// only when asked.
    private var isAwaitingDisplay = false

    /// Asks for a redraw: the next frame calls `display()`.
    open func setNeedsDisplay() {
        isAwaitingDisplay = true
        view.setNeedsDisplay()
    }

    open func needsDisplay() -> Bool { isAwaitingDisplay }

    /// The delegate the layer asks to draw, lay out and act: a view draws and lays out through its
    /// own methods, so a view's layer asks nobody.
    private var askedDelegate: CALayerDelegate? { delegate is UIView ? nil : delegate }

    /// Makes the layer's content: the delegate's `display(_:)`, whose default has the layer draw
    /// itself with `draw(in:)`.
    open func display() {
        if let askedDelegate { askedDelegate.display(self) } else { drawContents() }
    }

    /// Draws the layer's content into `ctx`; the default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { askedDelegate?.draw(self, in: ctx) }

    /// Lays out the sublayers; the default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() { askedDelegate?.layoutSublayers(of: self) }

    open func setNeedsLayout() { view.setNeedsLayout() }
    open func layoutIfNeeded() { view.layoutIfNeeded() }
    open func needsLayout() -> Bool { view.layoutState.needsLayout }

    /// The drawing `display()` does by default: `draw(in:)` into the current context.
    func drawContents() {
        isAwaitingDisplay = false
        guard let context = UIGraphicsGetCurrentContext() else { return }
        delegate?.layerWillDraw(self)
        draw(in: context)
    }

    /// The backing view draws: `display()` runs only when a redraw was asked for.
    func displayForBackingView() {
        guard isAwaitingDisplay else { return }
        display()
        isAwaitingDisplay = false
    }

    // MARK: Actions

    /// Actions by key, searched before the class's default: `NSNull()` under a key turns its
    /// implicit animation off.
    open var actions: [String: CAAction]?

    /// The action for a change of `event`, as Core Animation searches: `actions`, then the class's
    /// `defaultAction(forKey:)`, then (for a layer that backs no view) an animation of the property.
    open func action(forKey event: String) -> CAAction? {
        if let action = askedDelegate?.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        if let action = type(of: self).defaultAction(forKey: event) { return action }
        return implicitAction(forKey: event)
    }

    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    open var opacity: Float {
        get { Float(isPresentation ? view.presentationAlpha : view.alpha) }
        set {
            guard !isPresentation else { return }
            let old = view.alpha
            view.alpha = CGFloat(newValue)
            if old != view.alpha { animatableDidChange("opacity", from: old) }
        }
    }

    open var backgroundColor: CGColor? {
        get { isPresentation ? view.presentationBackgroundColor.map(CGColor.init) : view.backgroundColor?.cgColor }
        set {
            guard !isPresentation else { return }
            let old = view.backgroundColor?.cgColor
            view.backgroundColor = newValue.map { UIColor(cgColor: $0) }
            animatableDidChange("backgroundColor", from: old ?? CGColor(RGBA.clear))
        }
    }

    /// Core Animation derives the frame from position and bounds, and animates those.
    open var frame: CGRect {
        get { isPresentation ? view.presentationFrame : view.frame }
        set {
            guard !isPresentation else { return }
            let oldPosition = view.center, oldBounds = view.bounds
            view.frame = newValue
            if oldPosition != view.center { animatableDidChange("position", from: oldPosition) }
            if oldBounds != view.bounds { animatableDidChange("bounds", from: oldBounds) }
            if needsDisplayOnBoundsChange && oldBounds.size != view.bounds.size { setNeedsDisplay() }
        }
    }

    open var bounds: CGRect {
        get { isPresentation ? view.presentationBounds : view.bounds }
        set {
            guard !isPresentation else { return }
            let old = view.bounds
            view.bounds = newValue
            if old != view.bounds { animatableDidChange("bounds", from: old) }
            if needsDisplayOnBoundsChange && old.size != view.bounds.size { setNeedsDisplay() }
        }
    }

    /// The layer's centre in its superlayer (the view's `center`).
    open var position: CGPoint {
        get { isPresentation ? view.presentationCenter : view.center }
        set {
            guard !isPresentation else { return }
            let old = view.center
            view.center = newValue
            if old != view.center { animatableDidChange("position", from: old) }
        }
    }

    open func affineTransform() -> CGAffineTransform { isPresentation ? view.presentationTransform : view.transform }

    open func setAffineTransform(_ m: CGAffineTransform) { if !isPresentation { view.transform = m } }

    /// Stops every animation of the view, Core Animation's and UIView's; UIView completions run with
    /// `finished == false`, delegates hear `animationDidStop(_:finished: false)`.
    public func removeAllAnimations() {
        view.animationState.layerRunner?.removeAll()
        view.environment.animationEngine.removeAnimations(of: view)
        view.setNeedsDisplayTree()
    }
}
