// The scroll-to-top gesture, as Apple's `scrollsToTop` documents it: a tap on the status bar asks
// the scroll view nearest the status bar to scroll to its top, unless it has `scrollsToTop` off,
// its delegate declines in `scrollViewShouldScrollToTop(_:)` or it is at its top already; on an
// iPhone nothing happens when more than one scroll view on screen has `scrollsToTop` on. The
// delegate hears `scrollViewDidScrollToTop(_:)` once the content is there.

extension UIWindow {
    /// Whether `point` (window points) is on the status bar while it shows.
    func isOnStatusBar(_ point: CGPoint) -> Bool {
        guard let chrome = hostEnvironment.screen.deviceChrome, !isHidden, statusBarShownFraction == 1 else { return false }
        return chrome.statusBarFrame.contains(CGPoint(x: point.x + frame.minX, y: point.y + frame.minY))
    }

    func statusBarWasTapped() {
        let candidates = scrollViewsShownOnScreen().filter(\.scrollsToTop)
        if traitCollection.userInterfaceIdiom == .phone && candidates.count > 1 { return }
        let nearest = candidates.min { $0.convert($0.bounds, to: nil).minY < $1.convert($1.bounds, to: nil).minY }
        nearest?.scrollToTopForStatusBarTap()
    }

    /// The scroll views of the frontmost presented screen (what covers the others) that show.
    private func scrollViewsShownOnScreen() -> [UIScrollView] {
        var found: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if let scrollView = view as? UIScrollView, scrollView.convert(scrollView.bounds, to: nil).intersects(bounds) {
                found.append(scrollView)
            }
            view.subviews.forEach(visit)
        }
        if let view = frontmostViewController?.viewIfLoaded, view.window === self { visit(view) } else { visit(self) }
        return found
    }
}

extension UIScrollView {
    func scrollToTopForStatusBarTap() {
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        guard contentOffset.y != top.y, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        stopMotion()
        startAnimatedScroll(to: top) { scrollView in scrollView.delegate?.scrollViewDidScrollToTop(scrollView) }
    }
}
