/// A rectangle of the screen and the base of every visible thing, as UIKit's `UIView`.
///
/// Geometry is stored as UIKit stores it (center, bounds and transform; `frame` is derived). Every
/// animatable property keeps its model value here; what the screen shows while an animation runs is
/// the model value plus the running animation's offset (see `PropertyAnimation`).
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment, HandleOwner {
    // MARK: Model values

    private var storedCenter: CGPoint
    private var storedBounds: CGRect
    private var storedTransform: CGAffineTransform = .identity
    private var storedAlpha: CGFloat = 1
    private var storedBackgroundColor: UIColor?
    @exclusivity(unchecked)
    var storedCornerRadius: CGFloat = 0

    // The subsystems' state, one value each, declared in their folders. Read for every view every
    // frame; main-thread only, so the runtime exclusivity check on each read (a fifth of building a
    // frame's display list) guards nothing. Final: a build with testing enabled (the tests, the
    // bench) lets other modules override internal members, and a field that could be overridden
    // is read through a getter that copies the whole value (a layout pass's cost tripled).
    /// The animations moving this view (Animation/ViewAnimationState.swift).
    @exclusivity(unchecked) final var animationState = ViewAnimationState()
    /// Layout's marks, constraints and engine (Layout/ViewLayoutState.swift).
    @exclusivity(unchecked) package final var layoutState = ViewLayoutState()
    /// Key-value observers (Observation/ViewObservationState.swift).
    @exclusivity(unchecked) final var observationState = ViewObservationState()
    /// The trait and tint overrides set here (Views/ViewTraitState.swift).
    final var traitState = ViewTraitState()
    /// The layers and mask tied to this view (QuartzCore/ViewLayerLinks.swift).
    @exclusivity(unchecked) final var layerLinks = ViewLayerLinks()

    /// Insets a container adds to this view's safe area (a navigation bar over the content).
    package var providedSafeAreaInsets: UIEdgeInsets {
        get { layoutState.providedSafeAreaInsets }
        set {
            guard newValue != layoutState.providedSafeAreaInsets else { return }
            layoutState.providedSafeAreaInsets = newValue
            window?.needsSafeAreaUpdate = true
            setNeedsLayout()
        }
    }

    /// Core Animation's geometry beyond UIKit's: the anchor point, a 3D transform, the sublayer
    /// transform and double-sidedness (CALayer+Geometry3D.swift).
    // These are read for every view every frame; main-thread only, so the runtime exclusivity
    // check on each read guards nothing (as for `runningAnimations`).
    @exclusivity(unchecked) final var layerGeometry = LayerGeometry()

    /// Multiplies the view's alpha when drawn: a vibrancy effect view's content shows at its style's strength.
    @exclusivity(unchecked) var drawingOpacityFactor: CGFloat = 1


    // MARK: Tree

    public var superview: UIView? { superviewReference }
    /// Unowned, not weak: a weak reference gives the view a side table, which sends every retain
    /// and release of it down Swift's slow path (half a layout pass's time). The superview clears
    /// it in its deinit, the one way it can go while its subviews stay.
    nonisolated(unsafe) unowned(unsafe) private var superviewReference: UIView?
    public internal(set) var subviews: [UIView] {
        get { subviewStorage }
        _modify { yield &subviewStorage }
        set { subviewStorage = newValue }
    }
    /// Not isolated so that `deinit`, which runs on no actor, can reach the subviews; every other
    /// access is on the main actor, through `subviews`.
    @exclusivity(unchecked) nonisolated(unsafe) private var subviewStorage: [UIView] = []

    /// The view controller whose root view this is, for the layout callbacks and the responder chain.
    @exclusivity(unchecked)
    weak var owningViewController: UIViewController?

    // MARK: Layout

    /// Insets for content, 8 points on each side by default, as in UIKit.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            layoutState.hasCustomMargins = true
            if oldValue != layoutMargins { constraintsDidChange(); layoutMarginsDidChange() }
        }
    }
    /// Whether the margins are measured from the safe area's edges rather than the bounds' (true,
    /// the default): content held to the margins stays clear of the status bar and home indicator.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if oldValue != insetsLayoutMarginsFromSafeArea { constraintsDidChange(); layoutMarginsDidChange() } }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left,
                                      bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading,
                                           bottom: newValue.bottom, right: newValue.trailing) }
    }
    open func layoutMarginsDidChange() {}

    /// Called when `safeAreaInsets` changed: a rotation, a move or resize against the screen's
    /// edges, or a controller's `additionalSafeAreaInsets`.
    open func safeAreaInsetsDidChange() {}

    /// The part of the view that the screen's unsafe edges or an ancestor's safe area leave out
    /// (UIView+AutoLayout.swift computes it); subclasses may override it, as in UIKit.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    public private(set) lazy var layoutMarginsGuide = UILayoutGuide(kind: .margins, owner: self)
    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(kind: .safeArea, owner: self)

    @exclusivity(unchecked)
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if oldValue != translatesAutoresizingMaskIntoConstraints, treeRoot.layoutState.engine != nil {
                constraintsDidChange()
            }
        }
    }
    open var autoresizingMask: AutoresizingMask = []
    @exclusivity(unchecked)
    open var autoresizesSubviews = true

    // MARK: Initialisers

    public init(frame: CGRect) {
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    deinit {
        // Subviews the app still holds lose their superview with it (see `superviewReference`),
        // and constraints and guides that name it find nil.
        for subview in subviewStorage { subview.superviewReference = nil }
        handleStorage?.object = nil
    }

    /// What constraints, guides and the layout engine hold instead of a weak reference to the view.
    nonisolated var handle: UnownedHandle<UIView> { .of(self, keptIn: &handleStorage) }
    nonisolated(unsafe) private var handleStorage: UnownedHandle<UIView>?

    /// A view decoded from a storyboard or nib: what Interface Builder wrote for it, its subviews
    /// and its constraints (UIView+InterfaceBuilder.swift); subclasses decode their own after. Any
    /// other coder (a keyed archive of the app's) has nothing the lab can read, and gives nil.
    public required init?(coder: NSCoder) {
        guard let archive = coder as? InterfaceBuilderCoder else {
            Diagnostics.warn("\(type(of: self)): init(coder:) reads storyboards and nibs only; this coder is a \(type(of: coder)). Use init(frame:).")
            return nil
        }
        let frame = UIView.archivedFrame(archive)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
        decodeViewProperties(from: archive)
    }

    /// Makes a storyboard segue run when the user triggers this view (a control's touch up, a
    /// cell's selection); false for a view that triggers none.
    @_spi(UIKitLayers) open func attachSegueTrigger(_ trigger: @escaping (Any?) -> Void) -> Bool { false }

    // MARK: Geometry

    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let anchor = layerGeometry.anchorPoint
            if storedTransform.isIdentity {
                return CGRect(x: storedCenter.x - size.width * anchor.x, y: storedCenter.y - size.height * anchor.y,
                              width: size.width, height: size.height)
            }
            let local = CGRect(x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
            return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            Diagnostics.requireMainThread("-[UIView setFrame:]")
            // UIKit raises for a frame that is not finite (its layer's position and bounds would be).
            if let message = Diagnostics.invalidGeometry("position", [newValue.midX, newValue.midY])
                ?? Diagnostics.invalidGeometry("bounds", [0, 0, newValue.width, newValue.height]) {
                Diagnostics.fail("\(message), setting \(type(of: self)).frame to \(newValue).")
            }
            announcing(.frame) {
                // The position first: a new size resizes the subviews at once, and what they do
                // then (an observer laying out, a safe area read) must see this view where it ends.
                let anchor = layerGeometry.anchorPoint
                center = CGPoint(x: newValue.minX + newValue.width * anchor.x, y: newValue.minY + newValue.height * anchor.y)
                bounds = CGRect(origin: storedBounds.origin, size: newValue.size)
            }
        }
    }

    open var bounds: CGRect {
        get { storedBounds }
        set {
            Diagnostics.requireMainThread("-[UIView setBounds:]")
            if let message = Diagnostics.invalidGeometry("bounds", [newValue.minX, newValue.minY, newValue.width, newValue.height]) {
                Diagnostics.fail("\(message), setting \(type(of: self)).bounds to \(newValue).")
            }
            let old = storedBounds
            guard old != newValue else { return observableValueDidChange(.bounds) }
            animatableChange(.bounds, from: AnimationVector(old), to: AnimationVector(newValue))
            storedBounds = newValue
            if old.size != newValue.size {
                if old.size.width != newValue.size.width, layoutState.readableContentGuide != nil { constraintsDidChange() }
                setNeedsLayout()
                resizeSubviewsForAutoresizing(oldSize: old.size)
                boundsSizeDidChange()
            }
            if old.origin != newValue.origin { boundsOriginDidChange(from: old.origin) }
            setNeedsDisplayTree()
            observableValueDidChange(.bounds)
        }
    }

    open var center: CGPoint {
        get { storedCenter }
        set {
            Diagnostics.requireMainThread("-[UIView setCenter:]")
            if let message = Diagnostics.invalidGeometry("position", [newValue.x, newValue.y]) {
                Diagnostics.fail("\(message), setting \(type(of: self)).center to \(newValue).")
            }
            setAnimatable(.center, \.storedCenter, announcing: .center, to: newValue) { AnimationVector($0) }
        }
    }

    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            Diagnostics.requireMainThread("-[UIView setTransform:]")
            if let message = Diagnostics.invalidGeometry("transform", [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty]) {
                Diagnostics.fail("\(message), setting \(type(of: self)).transform.")
            }
            setAnimatable(.transform, \.storedTransform, announcing: .transform, to: newValue) { AnimationVector($0) }
        }
    }

    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            setAnimatable(.alpha, \.storedAlpha, announcing: .alpha, to: Swift.min(1, Swift.max(0, newValue))) { AnimationVector($0) }
        }
    }

    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            let old = storedBackgroundColor?.rgba ?? RGBA.clear.withColor(of: newValue?.rgba)
            let new = newValue?.rgba ?? RGBA.clear.withColor(of: storedBackgroundColor?.rgba)
            if old != new { animatableChange(.backgroundColor, from: AnimationVector(old), to: AnimationVector(new)) }
            storedBackgroundColor = newValue
            drawnValueDidChange(.backgroundColor)
        }
    }

    @exclusivity(unchecked)
    open var isHidden = false {
        didSet {
            guard oldValue != isHidden else { return observableValueDidChange(.isHidden) }
            setNeedsDisplayTree()
            observableValueDidChange(.isHidden)
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange()
        }
    }
    open var clipsToBounds = false { didSet { if oldValue != clipsToBounds { setNeedsDisplayTree() } } }
    open var isOpaque = true
    /// Whether `draw(_:)` starts from a cleared buffer. The lab always gives it one (each drawing is
    /// recorded afresh), which is what `true` asks for; `false` only lets UIKit skip that work.
    open var clearsContextBeforeDrawing = true
    open var tag = 0
    /// Light or dark for this view and its subviews whatever the system's (UIView+Appearance.swift).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrideStyle }
        set {
            guard newValue != traitState.overrideStyle else { return }
            TraitChange.run(in: window.map { [$0] } ?? []) { traitState.overrideStyle = newValue }
        }
    }
    /// The level the system's own chrome for raised content draws at, outside any presented
    /// controller (a popover's background); apps set levels through traits.
    var interfaceLevelOverride: UIUserInterfaceLevel {
        get { traitState.interfaceLevelOverride }
        set {
            guard newValue != traitState.interfaceLevelOverride else { return }
            traitState.interfaceLevelOverride = newValue
            setNeedsDisplayTree()
        }
    }
    open var isUserInteractionEnabled = true
    /// Whether the view's `touchesBegan` and the rest receive every finger of a multi-touch
    /// sequence that starts on it; false (the default) gives it only the first.
    open var isMultipleTouchEnabled = false
    open var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplayTree() } }
    open var tintColor: UIColor! {
        // The root's default is the app's accent colour (its Info.plist's NSAccentColorName), else system blue.
        get { tintAdjustmentMode == .dimmed ? undimmedTintColor.dimmedTint : undimmedTintColor }
        set { traitState.tintColor = newValue; setNeedsDisplayTree(); propagateTintColorChange() }
    }
    private var undimmedTintColor: UIColor { traitState.tintColor ?? superview?.undimmedTintColor ?? environment.accentColor }

    /// `.dimmed` shows the tint desaturated here and in the subviews that inherit the mode
    /// (`.automatic`, the default, takes the superview's; a view without one is `.normal`).
    /// Reading it gives the mode in effect.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { traitState.tintAdjustmentMode == .automatic ? superview?.tintAdjustmentMode ?? .normal : traitState.tintAdjustmentMode }
        set {
            let before = tintAdjustmentMode
            traitState.tintAdjustmentMode = newValue
            if tintAdjustmentMode != before { setNeedsDisplayTree(); propagateTintColorChange() }
        }
    }

    /// Called when the tint colour this view shows changes: its own is set, or one it inherits
    /// (an ancestor's is set, or it moves under another tint), as UIKit calls it.
    open func tintColorDidChange() {}

    /// Tells this view and the subviews that inherit its tint.
    func propagateTintColorChange() {
        tintColorDidChange()
        for subview in subviews where subview.traitState.tintColor == nil { subview.propagateTintColorChange() }
    }

    /// The nearest tint set on this view or an ancestor; nil is the app's default. Compared around a
    /// move without asking the environment for the default.
    var nearestSetTintColor: UIColor? { traitState.tintColor ?? superview?.nearestSetTintColor }
    var inheritsTintColor: Bool { traitState.tintColor == nil }

    /// The view's layer: corner radius, border and masking, as the `CALayer` members UIKit code uses.
    /// Of the class `layerClass` names, made on first use.
    public var layer: CALayer {
        // Most views have their own layer: checked first, as every frame asks every view.
        if let own = layerLinks.own { return own }
        if let adopted = layerLinks.adopted ?? layerLinks.weaklyAdopted { return adopted }
        let made = UIView.makeLayer(of: type(of: self).layerClass, for: self)
        layerLinks.own = made
        return made
    }

    /// A view whose alpha says where this view shows (its layer's `mask`), in this view's coordinates.
    open var mask: UIView? {
        get { layerLinks.mask }
        set {
            layerLinks.mask = newValue
            layer.mask = newValue?.layer
        }
    }

    /// The class of the view's layer; override to return `CAGradientLayer.self` for a gradient view.
    open class var layerClass: AnyClass { CALayer.self }

    // MARK: Gesture recognizers

    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { eventState.recognizers.isEmpty ? nil : eventState.recognizers }
        set {
            for recognizer in eventState.recognizers { recognizer.attachedView = nil }
            eventState.recognizers = newValue ?? []
            for recognizer in eventState.recognizers { recognizer.attachedView = self }
        }
    }
    /// Its gesture recognizers and motion effects (Events/ViewEventState.swift).
    package final var eventState = ViewEventState()

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view, previous !== self { previous.removeGestureRecognizer(gestureRecognizer) }
        guard !eventState.recognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        eventState.recognizers.append(gestureRecognizer)
        gestureRecognizer.attachedView = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        eventState.recognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.attachedView === self { gestureRecognizer.attachedView = nil }
    }

    // MARK: Responder chain

    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Hierarchy (the machinery is in UIView+Hierarchy.swift)

    open func addSubview(_ view: UIView) {
        Diagnostics.requireMainThread("-[UIView addSubview:]")
        performAddSubview(view)
    }
    open func insertSubview(_ view: UIView, at index: Int) { performInsertSubview(view, at: index) }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        performInsertSubview(view, nextTo: siblingSubview, above: false)
    }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        performInsertSubview(view, nextTo: siblingSubview, above: true)
    }
    open func bringSubviewToFront(_ view: UIView) {
        if view.superview === self { reorderSubview(view, to: subviews.count) }
    }
    open func sendSubviewToBack(_ view: UIView) {
        if view.superview === self { reorderSubview(view, to: 0) }
    }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        setNeedsDisplayTree()
    }
    open func removeFromSuperview() {
        Diagnostics.requireMainThread("-[UIView removeFromSuperview]")
        performRemoveFromSuperview()
    }
    open var window: UIWindow? { enclosingWindow }
    open func isDescendant(of view: UIView) -> Bool { ancestry.contains { $0 === view } }
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Accessibility (what each kind of view answers by default: UIView+Accessibility.swift)

    /// What the app set; unset attributes fall back to the kind of view's default.
    final var accessibilityAttributes = AccessibilityAttributes()

    open var isAccessibilityElement: Bool {
        get { accessibilityAttributes.isElement ?? isAccessibilityElementByDefault }
        set { accessibilityAttributes.isElement = newValue }
    }

    open var accessibilityLabel: String? {
        get { accessibilityAttributes.label ?? defaultAccessibilityLabel }
        set { accessibilityAttributes.label = newValue }
    }

    open var accessibilityHint: String? {
        get { accessibilityAttributes.hint }
        set { accessibilityAttributes.hint = newValue }
    }

    open var accessibilityValue: String? {
        get { accessibilityAttributes.value ?? defaultAccessibilityValue }
        set { accessibilityAttributes.value = newValue }
    }

    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityAttributes.traits ?? defaultAccessibilityTraits }
        set { accessibilityAttributes.traits = newValue }
    }

    /// The name UI tests find the view by (`HeadlessHost.view(withAccessibilityIdentifier:)`).
    open var accessibilityIdentifier: String? {
        get { accessibilityAttributes.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }

    open var accessibilityLanguage: String? {
        get { accessibilityAttributes.language }
        set { accessibilityAttributes.language = newValue }
    }

    /// Whether VoiceOver ignores the views beside this one (a custom alert over the screen).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityAttributes.viewIsModal }
        set { accessibilityAttributes.viewIsModal = newValue }
    }

    open var accessibilityElementsHidden: Bool {
        get { accessibilityAttributes.elementsHidden }
        set { accessibilityAttributes.elementsHidden = newValue }
    }

    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityAttributes.groupsChildren }
        set { accessibilityAttributes.groupsChildren = newValue }
    }

    open var accessibilityElements: [Any]? {
        get { accessibilityAttributes.elements }
        set { accessibilityAttributes.elements = newValue }
    }

    /// The element's frame in screen coordinates: the view's bounds in its window, unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityAttributes.frame ?? (window.map { convert(bounds, to: $0) } ?? frame) }
        set { accessibilityAttributes.frame = newValue }
    }

    /// The defaults of this kind of view (a label is an element labelled by its text).
    @_spi(UIKitLayers) open var isAccessibilityElementByDefault: Bool { false }
    @_spi(UIKitLayers) open var defaultAccessibilityLabel: String? { nil }
    @_spi(UIKitLayers) open var defaultAccessibilityValue: String? { nil }
    @_spi(UIKitLayers) open var defaultAccessibilityTraits: UIAccessibilityTraits { .none }

    // MARK: Layout (the machinery is in UIView+Layout.swift)

    open func setNeedsLayout() {
        let wasMarked = layoutState.needsLayout
        layoutState.needsLayout = true
        var top: UIView = self
        while let parent = top.superview, !parent.layoutState.descendantNeedsLayout {
            parent.layoutState.descendantNeedsLayout = true
            top = parent
        }
        // The first mark asks for a frame, unless the walk met an ancestor already marked: the mark
        // that marked it asked (attaching a subtree to a window asks again). Nothing drawn changes
        // until the layout runs, and what it changes goes through setters that mark it.
        if !wasMarked && top.superview == nil { top.requestFrame() }
    }

    open func layoutIfNeeded() { performLayoutIfNeeded() }

    /// Lays out subviews. The default places subviews that use Auto Layout at the frames the
    /// constraint solver found, as UIKit's does; overrides call super first.
    open func layoutSubviews() { applySolvedFramesToSubviews() }

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() {
        let fitted = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// The size the view's content wants, or `UIView.noIntrinsicMetric` in a dimension without one.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }
    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    open func setNeedsUpdateConstraints() { layoutState.needsUpdateConstraints = true; markTreeForConstraintUpdates(); setNeedsLayout() }
    open func updateConstraintsIfNeeded() { performUpdateConstraintsIfNeeded() }
    /// Called before a layout pass when constraints were marked for update; overrides call super last.
    open func updateConstraints() { layoutState.needsUpdateConstraints = false }
    open func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }
    /// Whether the view depends on constraint-based layout: such a view is asked to
    /// `updateConstraints()` once it is in a window, whether or not any constraint exists yet.
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: Hit testing (the machinery is in UIView+HitTest.swift)

    /// The farthest descendant containing `point` (in this view's coordinates) that takes touches.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { performHitTest(point, with: event) }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Coordinates

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = point.applying(transformToWindow())
        guard let view else { return inWindow }
        return inWindow.applying(view.transformToWindow().inverted())
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view.map { point.applying($0.transformToWindow()) } ?? point
        return inWindow.applying(transformToWindow().inverted())
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let inWindow = rect.applying(transformToWindow())
        guard let view else { return inWindow }
        return inWindow.applying(view.transformToWindow().inverted())
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let inWindow = view.map { rect.applying($0.transformToWindow()) } ?? rect
        return inWindow.applying(transformToWindow().inverted())
    }

    // MARK: Traits

    /// The traits of the window this view is in (size classes from the window's size).
    open var traitCollection: UITraitCollection {
        let screen = environment.screen
        let traits = UITraitCollection(windowSize: window?.bounds.size ?? screen.bounds.size, on: screen)
        return traits.with(resolvedAppearance)
    }

    /// Called after the window's traits changed (a resize across a size-class boundary).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}


    // MARK: Subclass hooks

    /// Called when the bounds size changed; label and button relayout hook in here.
    @_spi(UIKitLayers) open func boundsSizeDidChange() {}

    /// What takes part of the vertical drags of scroll views inside this view (a sheet does).
    var scrollDragHandoff: ScrollDragHandoff? { nil }

    /// Called when the bounds origin moved: a scroll view's content offset changed.
    @_spi(UIKitLayers) open func boundsOriginDidChange(from oldOrigin: CGPoint) {}

    /// Paints what the view shows above its subviews (a scroll view's indicators).
    @_spi(UIKitLayers) open func paintForeground(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {}

    /// Whether `paintContent` fills the background colour in a shape of its own (a rounded-rect text
    /// field's), so the view's rectangle is not filled with it first.
    @_spi(UIKitLayers) open var paintsBackgroundColorInContent: Bool { false }

    /// Whether what `paintContent` draws can reach past the bounds (or their rounded corners), so
    /// `clipsToBounds` must cut it as masksToBounds cuts a layer's contents.
    @_spi(UIKitLayers) open var contentMayOverflowBounds: Bool { false }

    /// Paints what the view itself shows above its background (text, an image); subclasses override.
    @_spi(UIKitLayers) open func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {}

    // MARK: Height for width

    /// Whether the view's intrinsic height may follow the width Auto Layout solves for it (a
    /// wrapping label, a text view that does not scroll): the engine then tells it that width.
    @_spi(UIKitLayers) open var wrapsToSolvedWidth: Bool { false }

    /// Takes the width Auto Layout solved; true when the view's intrinsic size changed with it, so the
    /// engine solves again.
    @_spi(UIKitLayers) open func takeSolvedWidth(_ width: CGFloat) -> Bool { false }

    // MARK: Animation support

    /// Records a change of an animatable property into the running animation block, if any.
    /// The one recipe of an animatable property's setter: when the value changes, the change goes into
    /// the animation block being recorded, is stored, redrawn and announced to observers.
    /// Inlined so that the literal key path becomes a plain property access (a key path applied at
    /// run time costs more than the rest of the setter).
    @inline(__always)
    final func setAnimatable<Value: Equatable>(_ property: AnimatedProperty, _ stored: ReferenceWritableKeyPath<UIView, Value>,
                                         announcing observed: ObservedProperty, to newValue: Value, as vector: (Value) -> AnimationVector) {
        let old = self[keyPath: stored]
        guard old != newValue else { return observableValueDidChange(observed) }
        animatableChange(property, from: vector(old), to: vector(newValue))
        self[keyPath: stored] = newValue
        drawnValueDidChange(observed)
    }

    /// A value the view draws was set: redraw, and tell observers.
    func drawnValueDidChange(_ observed: ObservedProperty) {
        setNeedsDisplayTree()
        observableValueDidChange(observed)
    }

    /// The vectors are made only inside an animation block: outside one a change records nothing.
    func animatableChange(_ property: AnimatedProperty, from old: @autoclosure () -> AnimationVector,
                          to new: @autoclosure () -> AnimationVector) {
        let recorder = HostEnvironment.current.animationRecorder
        guard recorder.currentGroup != nil else { return }
        // Additive: the new animation runs from the old model value; any running ones carry on. It
        // runs on the clock of this view's host, whichever host's code records it.
        environment.animationEngine.propertyWillChange(self, property, from: old(), to: new(), recordedBy: recorder)
    }

    /// Marks what this view draws as changed, with its ancestors (whose retained drawing holds it),
    /// and the window it is in as needing a new frame drawn. A mask's change is its owner's.
    package func setNeedsDisplayTree() {
        paintVersions.own &+= 1
        var view: UIView = self
        while true {
            if let window = view.asWindow { window.needsDisplay = true; return }
            guard let (next, masks) = view.nextTowardWindow else { return }
            if masks { next.paintVersions.own &+= 1 } else { next.paintVersions.descendantChanged(through: view) }
            view = next
        }
    }

    /// The next view up toward the window: the superview, else the view whose mask this view is
    /// (`masks`), whose own drawing it is part of.
    @inline(__always)
    var nextTowardWindow: (view: UIView, masks: Bool)? {
        if let superview { return (superview, false) }
        if let maskOwner = layerLinks.maskOwner { return (maskOwner, true) }
        return nil
    }

    /// Asks the window this view is in (through its superviews, or the view it masks) for a frame.
    /// A drawn change asks through `setNeedsDisplayTree()`; a layout mark through this.
    func requestFrame() {
        var view: UIView = self
        while true {
            if let window = view.asWindow {
                if !window.needsDisplay { window.needsDisplay = true }
                return
            }
            guard let next = view.nextTowardWindow?.view else { return }
            view = next
        }
    }

    /// This view as a `LayoutObservingView`, if it is one: every view's layout pass asks, and a
    /// protocol cast looks the conformance up each time.
    var layoutObserver: LayoutObservingView? { nil }

    /// This view as a window, if it is one: cheaper than `as? UIWindow` on paths that climb a tree.
    var asWindow: UIWindow? { nil }

    /// The versions of what this view and its descendants draw (PaintVersions.swift).
    @exclusivity(unchecked) package final var paintVersions = PaintVersions()

    open func setNeedsDisplay() {
        drawing.isStale = true
        setNeedsDisplayTree()
    }

    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Draws the view's own content into `UIGraphicsGetCurrentContext()`, in bounds coordinates, when
    /// it is first shown and after each `setNeedsDisplay()` (UIView+Drawing.swift). The default draws nothing.
    open func draw(_ rect: CGRect) { drawing.baseDrawRan = true }

    /// What `draw(_:)` drew last, and whether it must draw again.
    @exclusivity(unchecked)
    final var drawing = DrawnContent()

    /// A still copy of what the view draws now, as UIKit's snapshot (for transition animators).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        return SnapshotView(of: self)
    }

    /// A snapshot of `rect` (in this view's bounds) that stretches its middle when resized and
    /// keeps `capInsets` at their size, as UIKit's, for zoom and card transitions.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let region = rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        return SnapshotView(of: self, region: region, capInsets: capInsets)
    }

    // MARK: Tree mutation (the storage side; UIView+Hierarchy holds the API)

    func attachSubview(_ view: UIView, at index: Int) {
        let oldWindow = view.window
        let newWindow = self.window
        let childAppearing = oldWindow == nil && newWindow != nil ? view.childControllerChangingAppearance(appearing: true) : nil
        if let newWindow { childAppearing?.bind(to: newWindow.hostEnvironment) }
        childAppearing?.performBeginAppearance(true, animated: false)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        let tintBefore = view.superview?.nearestSetTintColor
        view.willMove(toSuperview: self)
        if let old = view.superview { old.detachSubview(view) }
        subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
        view.superviewReference = self
        didAddSubview(view)
        view.didMoveToSuperview()
        if view.inheritsTintColor, nearestSetTintColor != tintBefore { view.propagateTintColorChange() }
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        // A parent still appearing ends its children's appearance with its own.
        if let childAppearing, childAppearing.parent?.appearanceState.phase == .appeared { childAppearing.performEndAppearance() }
        if view.layoutState.engine != nil || !view.layoutState.constraints.isEmpty {
            // The subtree brings constraints: they join this tree's engine.
            view.layoutState.engine = nil
            view.constraintsDidChange()
        }
        if view.layoutState.needsLayout || view.layoutState.descendantNeedsLayout { view.setNeedsLayout() }
        // The newcomer's subtree may hold views not yet asked to update their constraints.
        treeRoot.layoutState.engine?.mayNeedConstraintUpdates = true
        setNeedsLayout()
        setNeedsDisplayTree()
    }

    func detachSubview(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        willRemoveSubview(view)
        setNeedsDisplayTree()
        subviews.remove(at: index)
        view.superviewReference = nil
        setNeedsLayout()
    }

    func reorderSubview(_ view: UIView, to index: Int) {
        guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: current)
        subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
        setNeedsDisplayTree()
    }

    private func notifyWillMove(toWindow window: UIWindow?) {
        // A controller whose view goes into a window belongs to that window's world from now on.
        if let window, let owningViewController { owningViewController.bind(to: window.hostEnvironment) }
        willMove(toWindow: window)
        for subview in subviews { subview.notifyWillMove(toWindow: window) }
    }

    private func notifyDidMoveToWindow() {
        // A view that depends on constraints gets its first constraint pass even in a tree without any.
        if window != nil, Self.requiresConstraintBasedLayout, layoutState.needsUpdateConstraints { setNeedsUpdateConstraints() }
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension RGBA {
    /// A transparent colour with the hue of `other`, so fading from "no colour" does not pass through grey.
    func withColor(of other: RGBA?) -> RGBA {
        guard let other else { return self }
        return RGBA(red: other.red, green: other.green, blue: other.blue, alpha: alpha)
    }
}
