// The margins that margin constraints and `layoutMarginsGuide` use, as UIKit computes them: a
// controller's root view has at least the system's minimum margins (its own, when it has none set),
// and a view that insets its margins from the safe area adds the safe area to them.
extension UIView {
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            let floor = UIEdgeInsets(top: minimum.top, left: minimum.leading, bottom: minimum.bottom, right: minimum.trailing)
            margins = layoutState.hasCustomMargins
                ? UIEdgeInsets(top: max(margins.top, floor.top), left: max(margins.left, floor.left),
                               bottom: max(margins.bottom, floor.bottom), right: max(margins.right, floor.right))
                : floor
        }
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safeArea = safeAreaInsets
        return UIEdgeInsets(top: margins.top + safeArea.top, left: margins.left + safeArea.left,
                            bottom: margins.bottom + safeArea.bottom, right: margins.right + safeArea.right)
    }
}
