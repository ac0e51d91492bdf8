extension UIPresentationController {
    /// A dismissal the user asked for (a swipe down a sheet, a tap outside a popover), as UIKit
    /// handles it: refused by `isModalInPresentation`, the delegate or `alsoAllowed` (the delegate
    /// then hears of the attempt); otherwise the delegate hears `willDismiss` and, once it is done,
    /// `didDismiss`. Returns whether the presentation is being dismissed.
    @discardableResult
    func dismissAsTheUserAsked(alsoAllowed: Bool = true, afterDismissal: (() -> Void)? = nil) -> Bool {
        let allowed = !presentedViewController.isModalInPresentation
            && (delegate?.presentationControllerShouldDismiss(self) ?? true) && alsoAllowed
        guard allowed else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
            afterDismissal?()
        }
        return true
    }
}
