// Which controller decides the status bar, as UIKit decides it: the root view controller, unless a
// controller presented over it is full screen (or sets modalPresentationCapturesStatusBarAppearance),
// then down childForStatusBarStyle / childForStatusBarHidden. There is no status bar to draw on a
// desktop window; the headless host reports the result and the F1 overlay shows it.

extension UIWindow {
    package var statusBarAppearance: StatusBarAppearance {
        if let cachedStatusBarAppearance { return cachedStatusBarAppearance }
        let owner = statusBarOwner
        var styleController = owner, hiddenController = owner
        while let child = styleController?.childForStatusBarStyle { styleController = child }
        while let child = hiddenController?.childForStatusBarHidden { hiddenController = child }
        let appearance = StatusBarAppearance(style: styleController?.preferredStatusBarStyle ?? .default,
                                             isHidden: hiddenController?.prefersStatusBarHidden ?? false,
                                             styleController: styleController)
        cachedStatusBarAppearance = appearance
        return appearance
    }

    /// The controller whose preferences count before children are consulted.
    private var statusBarOwner: UIViewController? {
        var owner = rootViewController
        var current = rootViewController
        while let presented = current?.presentedViewController {
            let style = presented.presentationControllerStorage?.presentationStyle
            if style == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance { owner = presented }
            current = presented
        }
        return owner
    }

    func statusBarAppearanceDidChange() {
        cachedStatusBarAppearance = nil
        needsDisplay = true
    }
}
