/// A view whose content is larger than itself, moved by dragging, the mouse wheel or code, as
/// UIKit's `UIScrollView`. As in UIKit, `contentOffset` is the bounds origin: subviews placed in
/// content coordinates move when it changes.
///
/// Dragging is in UIScrollView+Dragging.swift, deceleration and bouncing in
/// UIScrollView+Motion.swift, the indicators in UIScrollView+Indicators.swift.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Content

    open var contentSize: CGSize = .zero {
        didSet {
            guard oldValue != contentSize else { return observableValueDidChange(.contentSize) }
            contentGeometryDidChange()
            observableValueDidChange(.contentSize)
        }
    }

    /// The point of the content shown at the top-left corner of the scroll view. Setting the
    /// offset it has changes nothing and tells nobody, as in UIKit: no `scrollViewDidScroll(_:)`
    /// and no key-value notification, so an observer that holds the content still by setting the
    /// offset back (a bottom-sheet library's does, from inside its handler) is not called again.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            announcing(.contentOffset) { setBoundsOrigin(newValue) }
        }
    }

    /// Moves the content to `contentOffset`; animated, it glides there in UIKit's 0.3 s, calling the
    /// delegate's `scrollViewDidScroll(_:)` every frame and `scrollViewDidEndScrollingAnimation(_:)` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        if animated && contentOffset != self.contentOffset {
            startAnimatedScroll(to: contentOffset)
        } else {
            self.contentOffset = contentOffset
        }
    }

    /// Scrolls the least needed to show `rect` (in content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        var target = contentOffset
        if rect.maxX > visible.maxX { target.x = rect.maxX - visible.width }
        if rect.minX < target.x { target.x = rect.minX }
        if rect.maxY > visible.maxY { target.y = rect.maxY - visible.height }
        if rect.minY < target.y { target.y = rect.minY }
        setContentOffset(clampedOffset(target), animated: animated)
    }

    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard oldValue != contentInset else { return observableValueDidChange(.contentInset) }
            contentGeometryDidChange()
            observableValueDidChange(.contentInset)
        }
    }

    /// How the safe area adds to `contentInset` in `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and the top and bottom always for the content view of a
        /// controller in a navigation controller.
        case automatic
        /// Each axis the content scrolls along (or always bounces along).
        case scrollableAxes
        /// Never.
        case never
        /// All four edges.
        case always
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if oldValue != contentInsetAdjustmentBehavior { contentGeometryDidChange() } }
    }

    /// `contentInset` plus the safe area on the edges `contentInsetAdjustmentBehavior` adjusts.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var adjusted = contentInset
        let edges = adjustedSafeAreaEdges
        if edges.vertical { adjusted.top += safe.top; adjusted.bottom += safe.bottom }
        if edges.horizontal { adjusted.left += safe.left; adjusted.right += safe.right }
        adjusted.top += refreshControlInset
        return adjusted
    }

    /// The content area for Auto Layout: constraints from the content to its edges decide
    /// `contentSize`. Constraining content to the scroll view's own edges means this too, as in UIKit.
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(kind: .scrollContent, owner: self)
    /// The scroll view's frame for Auto Layout: the usual way to give content the visible width
    /// (`content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)`).
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(kind: .scrollFrame, owner: self)

    /// Set by the layout engine when a constraint's translation read the content offset (a view
    /// pinned to `frameLayoutGuide`, or to a view outside): scrolling then solves the tree again.
    package var layoutDependsOnContentOffset = false
    /// The content offset, as the layout engine's signatures record it.
    package var contentOffsetSignature: [Double] { [Double(bounds.origin.x), Double(bounds.origin.y)] }

    /// Called when `adjustedContentInset` changed.
    open func adjustedContentInsetDidChange() {}

    // MARK: Behaviour

    open weak var delegate: UIScrollViewDelegate?
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls this view to its top (UIScrollView+ScrollToTop.swift).
    open var scrollsToTop = true

    /// How quickly a flung scroll view slows down: the share of velocity kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    open var decelerationRate: DecelerationRate = .normal

    /// Pull to refresh: the control shows above the content when it is pulled down past its top.
    open var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set {
            let old = refreshControlStorage
            refreshControlStorage = newValue
            attachRefreshControl(newValue, replacing: old)
        }
    }
    var refreshControlStorage: UIRefreshControl?

    /// Whether a drag resigns the first responder (the keyboard goes), as UIKit's `.onDrag` does.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    open var keyboardDismissMode: KeyboardDismissMode = .none

    // MARK: Indicators

    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true

    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    open var indicatorStyle: IndicatorStyle = .default

    /// Shows the indicators briefly, as after a scroll.
    open func flashScrollIndicators() {
        showIndicators()
        hideIndicatorsAfterDelay()
    }

    @_spi(UIKitLayers) open override func paintForeground(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        paintIndicators(into: &commands, toWindow: toWindow)
    }

    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }

    /// Whether the indicators show, and since when the content rests (they fade out after).
    var indicatorsVisible = false
    var indicatorsRestingSince: TimeInterval?
    var indicatorFade: FrameCallback?

    // MARK: Zooming (UIScrollView+Zooming.swift)

    open var minimumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange() } }
    open var maximumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange() } }
    /// The zooming view's scale (1 by default); setting it zooms about the middle of what shows.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch may go past the zoom limits, springing back once the fingers lift.
    open var bouncesZoom = true
    /// Whether two fingers are zooming the content now.
    open var isZooming: Bool { pinchStartScale != nil }
    /// The recognizer that zooms the content; nil while the limits leave no room to zoom.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinchRecognizer }
    var storedZoomScale: CGFloat = 1
    var pinchRecognizer: UIPinchGestureRecognizer?
    /// The scale a pinch began at, while it lasts.
    var pinchStartScale: CGFloat?

    /// Zooms to `scale` (kept within the limits) about the middle of what shows.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { performZoom(to: scale, animated: animated) }

    /// Zooms so `rect`, in the zooming view's coordinates, fills what shows (within the limits).
    open func zoom(to rect: CGRect, animated: Bool) { performZoom(toFit: rect, animated: animated) }

    // MARK: State

    /// The recognizer that drags the content; attach your own gestures' failure requirements to it.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = ScrollViewPanGestureRecognizer(target: self, action: UIScrollView.handlePan(_:))
        pan.scrollView = self
        pan.name = "UIScrollView.pan"
        return pan
    }()

    /// True from the finger's first touch on the content until it lifts, dragging or not.
    public internal(set) var isTracking = false
    /// True once the content has moved under the finger.
    public internal(set) var isDragging = false
    /// True while the content glides on after the finger lifted.
    public internal(set) var isDecelerating = false

    /// The motion in progress after a drag or an animated offset change.
    package var motion: FrameCallback?
    /// The drag in progress: the offset it started from and how it hands over to an enclosing sheet.
    var drag: ScrollDrag?
    /// Content shifts (`shiftContent(byY:)`) a glide has not taken in yet.
    var pendingContentShift = CGPoint.zero
    /// The last `adjustedContentInset` reported through `adjustedContentInsetDidChange()`.
    var reportedAdjustedInset = UIEdgeInsets.zero

    // MARK: Initialisers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let archive = coder as! InterfaceBuilderCoder
        if !archive.archives("clipsSubviews") { clipsToBounds = true }
        addGestureRecognizer(panGestureRecognizer)
        decodeScrollProperties(from: archive)
    }

    // MARK: Geometry

    /// Moves the bounds origin (the content offset), reporting it as UIKit does.
    func setBoundsOrigin(_ origin: CGPoint) {
        guard origin != bounds.origin else { return }
        bounds = CGRect(origin: origin, size: bounds.size)
    }

    /// The content came to rest after a drag, a glide or an animated scroll: subclasses that
    /// arrange content by where it stops (a page view controller's queue of pages) act here.
    @_spi(UIKitLayers) open func scrollingDidStop() {}

    @_spi(UIKitLayers) open override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        // The user's scrolling and animated scrolls show the indicators; setting the offset does not.
        if isDragging || motion != nil { showIndicators() }
        updateRefreshControlForScroll()
        if layoutDependsOnContentOffset { constraintsDidChange() }
        delegate?.scrollViewDidScroll(self)
        scrollEdgeMayHaveChanged()
    }

    @_spi(UIKitLayers) open override func boundsSizeDidChange() {
        super.boundsSizeDidChange()
        contentGeometryDidChange()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        contentGeometryDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentGeometryDidChange()
        placeRefreshControl()
    }

    /// The content size, insets or bounds changed: a resting offset stays at rest against the new
    /// edges, as UIKit keeps a list scrolled to its top at its top.
    func contentGeometryDidChange() {
        defer { scrollEdgeMayHaveChanged() }
        let adjusted = adjustedContentInset
        // A resting offset the new size leaves past the content's edge comes back inside it, as
        // UIKit's scroll views adjust theirs when their size or content size changes.
        defer { restWithinContent() }
        guard adjusted != reportedAdjustedInset else { return }
        let old = reportedAdjustedInset
        reportedAdjustedInset = adjusted
        if drag == nil && motion == nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -adjusted.top }
            if offset.x == -old.left { offset.x = -adjusted.left }
            contentOffset = offset
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        observableValueDidChange(.adjustedContentInset)
    }

    /// Which axes `contentInsetAdjustmentBehavior` adds the safe area on.
    private var adjustedSafeAreaEdges: (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (scrollsVertically, scrollsHorizontally)
        case .automatic: return (scrollsVertically || isContentOfNavigationController, scrollsHorizontally)
        }
    }

    /// The content is taller than the scroll view, or it bounces vertically anyway.
    var scrollsVertically: Bool { alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height }
    var scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width }

    private var isContentOfNavigationController: Bool {
        guard let controller = owningViewController, controller.automaticallyAdjustsScrollViewInsets else { return false }
        return controller.nearestAncestor(where: \.isNavigationStack) != nil
    }

    /// The smallest and largest offsets at rest: the content's edges against the adjusted insets.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: Swift.max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: Swift.max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    package func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: Swift.min(range.max.x, Swift.max(range.min.x, offset.x)),
                       y: Swift.min(range.max.y, Swift.max(range.min.y, offset.y)))
    }
}
