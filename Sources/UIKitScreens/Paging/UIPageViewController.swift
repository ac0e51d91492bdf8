import Foundation

/// A container that turns between pages, as UIKit's `UIPageViewController`: one page shows at a
/// time in a paging scroll view; a drag brings in the page its data source gives before or after
/// it, and a release past half way (or a flick) turns to it, telling the delegate. Pages come and
/// go as children, so each appears and disappears as it is shown and turned away from. With a data
/// source that counts its pages, a page indicator shows below them.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    public enum SpineLocation: Int, Sendable { case none = 0, min = 1, mid = 2, max = 3 }
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }

    /// The options `init(transitionStyle:navigationOrientation:options:)` reads.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (or its raw value as an `NSNumber`), for the page curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The points between pages in the scroll style (a `CGFloat` or `NSNumber`).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet {
            guard current != nil else { return }
            refreshNeighbours()
            readPresentation()
        }
    }
    open weak var delegate: UIPageViewControllerDelegate?

    open var transitionStyle: TransitionStyle { style }
    open var navigationOrientation: NavigationOrientation { orientation }
    open var spineLocation: SpineLocation { spine }
    /// Two-sided pages are not built: a page view controller shows one side of one page.
    open var isDoubleSided = false {
        didSet { if isDoubleSided { Diagnostics.warnNotBuilt("UIPageViewController.isDoubleSided", "one page shows at a time, one side of it") } }
    }

    /// The gestures that turn the pages: the page curl style's (here its pan); none for the scroll
    /// style, as in UIKit, whose scroll view's own pan turns them.
    open var gestureRecognizers: [UIGestureRecognizer] { style == .pageCurl ? [queue.panGestureRecognizer] : [] }

    /// The page showing.
    open var viewControllers: [UIViewController]? { current.map { [$0] } ?? [] }

    private var style: TransitionStyle = .scroll
    private var orientation: NavigationOrientation = .horizontal
    private var spine: SpineLocation = .none
    private var interPageSpacing: CGFloat = 0

    /// The page showing, and the pages the data source gives either side of it.
    private(set) var current: UIViewController?
    private var before: UIViewController?
    private var after: UIViewController?
    /// The neighbour a drag has brought in, until the drag's turn ends or is undone.
    private var pending: UIViewController?
    /// A `setViewControllers(_:direction:animated:completion:)` turn scrolling now.
    private var programmaticTurn: (page: UIViewController, direction: NavigationDirection, completion: ((Bool) -> Void)?)?
    /// Set while the queue is put back on its middle page, so that move is not a turn.
    private var isRecentering = false
    /// The page indicator's dot count, as the data source gave it when the pages were last set.
    private var presentationCount = 0

    /// The paging scroll view holding the page showing between the slots of its neighbours.
    private(set) lazy var queue = PageQueueScrollView(controller: self)
    private(set) lazy var pageIndicator: UIPageControl = {
        let control = UIPageControl()
        control.isUserInteractionEnabled = false
        return control
    }()

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        super.init(nibName: nil, bundle: nil)
        configure(style: style, orientation: navigationOrientation,
                  spine: Self.spine(from: options?[.spineLocation]), spacing: Self.number(options?[.interPageSpacing]) ?? 0)
    }

    /// A `<pageViewController>` of a storyboard: its style, orientation and spine.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let archive = coder as? InterfaceBuilderCoder { decodeArchivedPageController(archive) }
    }

    func configure(style: TransitionStyle, orientation: NavigationOrientation, spine: SpineLocation?, spacing: CGFloat) {
        self.style = style
        self.orientation = orientation
        self.spine = spine ?? (style == .pageCurl ? .min : .none)
        interPageSpacing = spacing
        if style == .pageCurl {
            Diagnostics.warnOnce("pageCurl", "UIPageViewController's page curl is not drawn: its pages slide as in the scroll style.")
        }
        if self.spine == .mid {
            Diagnostics.warnNotBuilt("UIPageViewController.SpineLocation.mid", "one page shows at a time")
        }
    }

    private static func spine(from value: Any?) -> SpineLocation? {
        if let spine = value as? SpineLocation { return spine }
        return number(value).flatMap { SpineLocation(rawValue: Int($0)) }
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    open override func loadView() {
        let root = ContainerRootView { [unowned self] _ in self.layoutPages() }
        root.clipsToBounds = true
        root.addSubview(queue)
        root.addSubview(pageIndicator)
        view = root
        if let current { install(current, inSlot: 1) }
    }

    // MARK: Setting the page

    /// Shows `viewControllers` (one page); animated, it scrolls in from the side `direction`
    /// names. `completion` runs when it shows (true), or at once if it was showing already.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let required = spine == .mid ? 2 : 1
        guard let pages = viewControllers, pages.count == required else {
            // UIKit raises NSInvalidArgumentException with this text; the pages stay as they were.
            Diagnostics.warn("Presentation Lab: UIPageViewController: The number of view controllers provided (\(viewControllers?.count ?? 0)) "
                + "doesn't match the number required (\(required)) for the requested transition; the pages are unchanged.")
            return
        }
        let page = pages[0]
        if let turn = programmaticTurn {
            // A turn still scrolling ends where it was going before the next begins.
            queue.stopMotion()
            finishProgrammaticTurn(turn)
        }
        guard page !== current else {
            readPresentation()
            completion?(true)
            return
        }
        guard animated, isViewLoaded, view.window != nil, current != nil else {
            replaceCurrent(with: page)
            readPresentation()
            completion?(true)
            return
        }
        if let pending { removePage(pending) }
        pending = nil
        let slot = direction == .forward ? 2 : 0
        if direction == .forward { after = page } else { before = page }
        updateEdgeInsets()
        install(page, inSlot: slot)
        programmaticTurn = (page, direction, completion)
        queue.setContentOffset(offset(ofSlot: slot), animated: true)
    }

    /// Puts `page` in place of the page showing, at once.
    private func replaceCurrent(with page: UIViewController) {
        if let pending { removePage(pending) }
        pending = nil
        if let current { removePage(current) }
        current = page
        refreshNeighbours()
        if isViewLoaded {
            install(page, inSlot: 1)
            recenter()
        }
    }

    /// Asks the data source for the page indicator's count and lit dot, as UIKit does when the
    /// pages are set.
    private func readPresentation() {
        presentationCount = dataSource?.presentationCount(for: self) ?? 0
        pageIndicator.numberOfPages = presentationCount
        if presentationCount > 0 { pageIndicator.currentPage = dataSource?.presentationIndex(for: self) ?? 0 }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The page before and after the page showing, from the data source (a page that is the one
    /// showing counts as none).
    private func refreshNeighbours() {
        guard let current, let dataSource else {
            before = nil
            after = nil
            updateEdgeInsets()
            return
        }
        before = dataSource.pageViewController(self, viewControllerBefore: current).flatMap { $0 === current ? nil : $0 }
        after = dataSource.pageViewController(self, viewControllerAfter: current).flatMap { $0 === current ? nil : $0 }
        updateEdgeInsets()
    }

    // MARK: Pages in the queue

    private var isHorizontal: Bool { orientation == .horizontal }

    /// The distance from one page's slot to the next.
    private var pitch: CGFloat { isHorizontal ? queue.bounds.width : queue.bounds.height }

    private func offset(ofSlot slot: Int) -> CGPoint {
        isHorizontal ? CGPoint(x: CGFloat(slot) * pitch, y: 0) : CGPoint(x: 0, y: CGFloat(slot) * pitch)
    }

    /// How far along the queue the content is, in points.
    private var position: CGFloat { isHorizontal ? queue.contentOffset.x : queue.contentOffset.y }

    private func install(_ page: UIViewController, inSlot slot: Int) {
        if page.parent !== self { addChild(page) }
        page.view.frame = frame(ofSlot: slot)
        if page.view.superview !== queue { queue.addSubview(page.view) }
        page.didMove(toParent: self)
    }

    private func removePage(_ page: UIViewController) {
        guard page.parent === self else { return }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    /// A page's frame in `slot`: the queue's size less the spacing between pages.
    private func frame(ofSlot slot: Int) -> CGRect {
        let size = queue.bounds.size
        return isHorizontal
            ? CGRect(x: CGFloat(slot) * pitch, y: 0, width: Swift.max(0, size.width - interPageSpacing), height: size.height)
            : CGRect(x: 0, y: CGFloat(slot) * pitch, width: size.width, height: Swift.max(0, size.height - interPageSpacing))
    }

    /// With no page on a side, the queue stops (and bounces) at the page showing.
    private func updateEdgeInsets() {
        let lead = before == nil ? -pitch : 0, trail = after == nil ? -pitch : 0
        let insets = isHorizontal ? UIEdgeInsets(top: 0, left: lead, bottom: 0, right: trail)
                                  : UIEdgeInsets(top: lead, left: 0, bottom: trail, right: 0)
        if queue.contentInset != insets { queue.contentInset = insets }
    }

    /// Puts the page showing in the middle slot and the content on it, without that counting as a turn.
    private func recenter() {
        isRecentering = true
        defer { isRecentering = false }
        updateEdgeInsets()
        current?.viewIfLoaded?.frame = frame(ofSlot: 1)
        queue.contentOffset = offset(ofSlot: 1)
    }

    /// Sizes the queue to the view (less the page indicator, when it shows) and its pages to it.
    func layoutPages() {
        guard let view = viewIfLoaded else { return }
        var area = view.bounds
        let showsIndicator = presentationCount > 0 && style == .scroll && isHorizontal
        pageIndicator.isHidden = !showsIndicator
        if showsIndicator {
            let bottom = view.bounds.maxY - view.safeAreaInsets.bottom
            pageIndicator.frame = CGRect(x: area.minX, y: bottom - UIPageControl.height, width: area.width, height: UIPageControl.height)
            area.size.height = Swift.max(0, pageIndicator.frame.minY - area.minY)
        }
        // The queue reaches past the view's far edge by the spacing, so each page turns by a whole pitch.
        queue.frame = isHorizontal
            ? CGRect(x: area.minX, y: area.minY, width: area.width + interPageSpacing, height: area.height)
            : CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height + interPageSpacing)
        queue.contentSize = isHorizontal ? CGSize(width: pitch * 3, height: area.height) : CGSize(width: area.width, height: pitch * 3)
        for (slot, page) in [(0, before), (1, current), (2, after)] {
            guard let page, page.viewIfLoaded?.superview === queue else { continue }
            page.view.frame = frame(ofSlot: slot)
        }
        if !queue.isDragging, queue.motion == nil { recenter() } else { updateEdgeInsets() }
    }

    // MARK: Turning by dragging (PageQueueScrollView tells)

    /// The content moved: a drag leaving the middle brings in the neighbour on that side.
    func queueDidScroll() {
        guard !isRecentering, programmaticTurn == nil, queue.isDragging || queue.isDecelerating, pitch > 0 else { return }
        let middle = pitch
        let direction: NavigationDirection
        if position > middle + 0.5 { direction = .forward } else if position < middle - 0.5 { direction = .reverse } else { return }
        guard let neighbour = direction == .forward ? after : before, pending !== neighbour else { return }
        // The drag turned back past the middle: the other neighbour goes.
        if let pending { removePage(pending) }
        pending = neighbour
        install(neighbour, inSlot: direction == .forward ? 2 : 0)
        delegate?.pageViewController(self, willTransitionTo: [neighbour])
    }

    /// The content stopped: on a neighbour's slot the turn is made; back in the middle it is undone.
    func queueDidStop() {
        guard !isRecentering, pitch > 0 else { return }
        if let turn = programmaticTurn {
            finishProgrammaticTurn(turn)
            return
        }
        guard let previous = current else { return }
        let slot = Int((position / pitch).rounded())
        let arrived = slot == 2 ? after : slot == 0 ? before : nil
        guard let arrived else {
            guard let pending else { return }
            removePage(pending)
            self.pending = nil
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: false)
            return
        }
        let direction: NavigationDirection = slot == 2 ? .forward : .reverse
        turn(to: arrived)
        // The indicator follows the turn by itself; the data source is asked again only when pages are set.
        if presentationCount > 0 {
            pageIndicator.currentPage += direction == .forward ? 1 : -1
        }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: true)
    }

    /// Makes `page` (in a neighbour's slot) the page showing: the old one leaves, the queue recentres.
    private func turn(to page: UIViewController) {
        if let current { removePage(current) }
        current = page
        pending = nil
        refreshNeighbours()
        recenter()
    }

    private func finishProgrammaticTurn(_ turn: (page: UIViewController, direction: NavigationDirection, completion: ((Bool) -> Void)?)) {
        programmaticTurn = nil
        self.turn(to: turn.page)
        readPresentation()
        turn.completion?(true)
    }
}
