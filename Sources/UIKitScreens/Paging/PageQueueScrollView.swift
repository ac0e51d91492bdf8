@_spi(UIKitLayers) import UIKitCore
/// The paging scroll view a page view controller turns its pages in: three slots (the page before,
/// the page showing, the page after) a whole view apart, telling the controller as the content
/// moves and where it comes to rest.
@MainActor
final class PageQueueScrollView: UIScrollView {
    private unowned let controller: UIPageViewController

    init(controller: UIPageViewController) {
        self.controller = controller
        super.init(frame: .zero)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        contentInsetAdjustmentBehavior = .never
        isDirectionalLockEnabled = true
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { return nil }

    override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        super.boundsOriginDidChange(from: oldOrigin)
        controller.queueDidScroll()
    }

    override func scrollingDidStop() {
        super.scrollingDidStop()
        controller.queueDidStop()
    }
}
