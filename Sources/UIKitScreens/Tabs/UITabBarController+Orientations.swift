@_spi(UIKitLayers) import UIKitCore

// A tab bar controller's orientations are its own, or its delegate's answer.
extension UITabBarController {
    var delegateSupportedInterfaceOrientations: UIInterfaceOrientationMask? {
        guard let mask = delegate?.tabBarControllerSupportedInterfaceOrientations(self), !mask.isEmpty else { return nil }
        return mask
    }

    var delegatePreferredInterfaceOrientation: UIInterfaceOrientation? {
        guard let orientation = delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self),
              orientation != .unknown else { return nil }
        return orientation
    }
}
