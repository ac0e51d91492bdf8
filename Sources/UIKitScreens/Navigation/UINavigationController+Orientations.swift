@_spi(UIKitLayers) import UIKitCore

// A navigation controller's orientations are its own, or its delegate's answer: UIKit does not
// ask the controller on top (an app that wants that says so in the delegate or a subclass).
extension UINavigationController {
    /// The delegate's orientations, when it gives any.
    var delegateSupportedInterfaceOrientations: UIInterfaceOrientationMask? {
        guard let mask = delegate?.navigationControllerSupportedInterfaceOrientations(self), !mask.isEmpty else { return nil }
        return mask
    }

    var delegatePreferredInterfaceOrientation: UIInterfaceOrientation? {
        guard let orientation = delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self),
              orientation != .unknown else { return nil }
        return orientation
    }
}
