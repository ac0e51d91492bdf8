// `hidesBarsOnTap`: a tap in the content area that no control takes hides the navigation bar and
// the toolbar, and the next one shows them again, animated as `setNavigationBarHidden(_:animated:)`
// and `setToolbarHidden(_:animated:)` are.
extension UINavigationController {
    func toggleBarsOnTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let hide = !isNavigationBarHidden
        setNavigationBarHidden(hide, animated: true)
        if hide, !isToolbarHidden {
            toolbarHiddenByTap = true
            setToolbarHidden(true, animated: true)
        } else if !hide, toolbarHiddenByTap {
            toolbarHiddenByTap = false
            setToolbarHidden(false, animated: true)
        }
    }
}

/// The bar-hiding tap's delegate: it takes taps in the content only, not on the bars, and none
/// that land on a control, whose own action is the unhandled tap's opposite.
@MainActor
final class BarHideOnTapGate: UIGestureRecognizerDelegate {
    private unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        var view = touch.view
        while let current = view {
            if current === navigationController.navigationBar || current === navigationController.toolbar || current is UIControl {
                return false
            }
            view = current.superview
        }
        return true
    }
}
