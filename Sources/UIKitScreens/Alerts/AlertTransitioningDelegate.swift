/// Supplies an alert's (and a compact action sheet's) presentation controller and animations.
@MainActor
final class AlertTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(isPresenting: true, layout: (presented as? UIAlertController)?.layout ?? .alert)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(isPresenting: false, layout: (dismissed as? UIAlertController)?.layout ?? .alert)
    }
}
