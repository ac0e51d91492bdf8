// The navigation controller's root view holds the content under the bar, the bar below the status
// bar and the toolbar above the home indicator.
extension UINavigationController {
    func layoutBars(in view: UIView) {
        let bar = navigationBar
        let top = view.safeAreaInsets.top
        let height = bar.contentHeight
        let hidden = isNavigationBarHidden
        // A hidden bar sits above the screen's top edge (where an animated hide slides it).
        bar.frame = CGRect(x: 0, y: hidden ? -height : top, width: view.bounds.width, height: height)
        // The children's safe area starts below the bar; a child that does not extend under it
        // rests below it (frame(forChild:)), as UIKit sets its view's frame.
        contentContainer.frame = view.bounds
        if let content = topViewController, content.activeChildTransition == nil, content.viewIfLoaded?.superview === contentContainer {
            content.view.frame = frame(forChild: content)
        }
        // The content starts below the unfolded bar: as the content scrolls up the bar's rows fold
        // with it, its top meeting the bar's foot.
        let barInset: CGFloat = hidden ? 0 : bar.expandedContentHeight
        let toolbarInset = layoutToolbar(in: view.bounds, safeBottom: view.safeAreaInsets.bottom)
        let insets = UIEdgeInsets(top: barInset, left: 0, bottom: toolbarInset, right: 0)
        if contentContainer.providedSafeAreaInsets != insets {
            contentContainer.providedSafeAreaInsets = insets
        }
        view.bringSubviewToFront(bar)
        view.bringSubviewToFront(toolbar)
    }
}
