/// Whether the content reaches the bars' edges, and telling the controller when that may change.
extension UIScrollView {
    /// The content's top edge is at (or pulled below) the top of the visible area.
    var isScrolledToTopEdge: Bool { contentOffset.y <= -adjustedContentInset.top + 0.5 }

    /// The content's bottom edge is at (or pushed above) the bottom of the visible area, as it is
    /// for content shorter than the view.
    var isScrolledToBottomEdge: Bool {
        contentOffset.y + bounds.height >= contentSize.height + adjustedContentInset.bottom - 0.5
    }

    /// The offset, size or insets changed: the controller that owns this view tells its bars.
    func scrollEdgeMayHaveChanged() {
        var view: UIView? = self
        while let current = view {
            if let controller = current.owningViewController { return controller.contentScrollEdgeMayHaveChanged() }
            view = current.superview
        }
    }
}
