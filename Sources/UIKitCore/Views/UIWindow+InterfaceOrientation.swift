/// Which way up the interface is, as UIKit decides it: when the device turns, the window's root
/// controller (or its top full-screen presentation) is asked, and the interface turns only to an
/// orientation both it and the app support (`UIApplication.supportedInterfaceOrientations(for:)`:
/// the app delegate's answer, else the Info.plist's `UISupportedInterfaceOrientations`).
extension UIWindow {
    /// The orientations the interface may take in this window now.
    var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        let app = environment[InterfaceOrientationRules.self].applicationOrientations?(self) ?? .all
        guard let owner = orientationOwner else { return app }
        return app.intersection(owner.supportedInterfaceOrientations)
    }

    /// "The root view controller or the topmost modal view controller that fills the window".
    private var orientationOwner: UIViewController? { topController(filling: [.fullScreen, .overFullScreen]) }

    /// The device turned to `orientation`, as the Simulator's Rotate Left and Right turn it: the
    /// interface follows where it is supported. Returns the window's size, new or not.
    @discardableResult
    package func deviceDidRotate(to orientation: UIDeviceOrientation) -> CGSize {
        guard orientation.isValidInterfaceOrientation else { return bounds.size }
        let turned = screen.deviceOrientation != orientation
        screen.deviceOrientation = orientation
        if turned { environment.device.postOrientationChange() }
        return updateInterfaceOrientation()
    }

    /// Turns the interface to the device when that is supported and the owner autorotates; else,
    /// when the current orientation is no longer supported, to the owner's preferred one or the
    /// first supported. Returns the window's size.
    /// A full-screen controller just presented is shown in its `preferredInterfaceOrientationForPresentation`
    /// when it supports it ("the system calls this method when presenting the view controller full screen").
    @discardableResult
    package func updateInterfaceOrientation(presenting: Bool = false) -> CGSize {
        let supported = supportedInterfaceOrientations
        let current = UIInterfaceOrientation(screen.orientation)
        let device = UIInterfaceOrientation(screen.deviceOrientation)
        let owner = orientationOwner
        if presenting, let owner, owner.presentingViewController != nil {
            let preferred = owner.preferredInterfaceOrientationForPresentation
            if preferred != current, supported.contains(preferred) { return rotate(to: preferred.deviceOrientation) }
        }
        if supported.contains(device), owner?.shouldAutorotate ?? true || !supported.contains(current) {
            return rotate(to: device.deviceOrientation)
        }
        guard !supported.contains(current), let first = supported.orientations.first else { return bounds.size }
        let preferred = owner?.preferredInterfaceOrientationForPresentation
        let target = preferred.flatMap { supported.contains($0) ? $0 : nil } ?? first
        return rotate(to: target.deviceOrientation)
    }
}

/// How the app answers which orientations it supports: set by the application layer at launch.
@MainActor
package final class InterfaceOrientationRules: EnvironmentState {
    package var applicationOrientations: ((UIWindow) -> UIInterfaceOrientationMask)?

    package init(environment: HostEnvironment) {}
}
