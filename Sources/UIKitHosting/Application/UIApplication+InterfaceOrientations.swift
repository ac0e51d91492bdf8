extension UIApplication {
    /// The orientations the app's view controllers in `window` may take: the delegate's answer,
    /// which by default is the Info.plist's list; a controller's own mask narrows it further.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        guard let delegate else { return infoPlistInterfaceOrientations }
        let mask = delegate.application(self, supportedInterfaceOrientationsFor: window)
        guard !mask.isEmpty else {
            Diagnostics.warnOnce("supportedInterfaceOrientations.empty", "application(_:supportedInterfaceOrientationsFor:) returned no orientation; UIKit requires at least one, so the Info.plist's are used.")
            return infoPlistInterfaceOrientations
        }
        return mask
    }

    /// `UISupportedInterfaceOrientations` for this device's idiom, as a mask; all when unlisted.
    var infoPlistInterfaceOrientations: UIInterfaceOrientationMask {
        guard let listed = appInfo.supportedOrientations(for: environment.screen.device.idiom) else { return .all }
        return listed.reduce(into: []) { $0.insert(UIInterfaceOrientationMask($1)) }
    }
}
