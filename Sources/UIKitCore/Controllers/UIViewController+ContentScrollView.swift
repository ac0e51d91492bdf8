/// The scroll view bars follow: since iOS 15 a navigation bar shows its scroll-edge appearance while
/// the content is scrolled to its top, and a tab bar while it is scrolled to its bottom.
extension UIViewController {
    /// Names the scroll view whose edge the bar at `edge` follows (iOS 15's
    /// `setContentScrollView(_:for:)`); nil goes back to the one UIKit finds.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { barState.topContentScrollView = scrollView }
        if edge.contains(.bottom) { barState.bottomContentScrollView = scrollView }
        contentScrollEdgeMayHaveChanged()
    }

    /// `setContentScrollView(_:for:)` for the top and bottom edges.
    public func setContentScrollView(_ scrollView: UIScrollView?) { setContentScrollView(scrollView, for: [.top, .bottom]) }

    /// The scroll view set for `edge`, if any.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        edge.contains(.top) ? barState.topContentScrollView : edge.contains(.bottom) ? barState.bottomContentScrollView : nil
    }

    /// The one set for `edge`, else the controller's view when it is a scroll view, else its first
    /// subview when that is one (a list added to a plain view).
    func ownScrollViewFollowed(at edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let named = contentScrollView(for: edge) { return named }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    /// Whether the content the bar at `edge` covers is scrolled to that edge. With no scroll view
    /// the content is always at its edge, so bars over plain views show their scroll-edge look, as
    /// on iOS 15 and later.
    package func contentIsAtEdge(_ edge: NSDirectionalRectEdge) -> Bool {
        guard let scrollView = scrollViewFollowed(at: edge) else { return true }
        return edge.contains(.top) ? scrollView.isScrolledToTopEdge : scrollView.isScrolledToBottomEdge
    }
}
