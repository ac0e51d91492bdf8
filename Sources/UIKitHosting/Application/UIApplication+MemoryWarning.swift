import Foundation

extension UIApplication {
    public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// What the Simulator's Debug ▸ Simulate Memory Warning does: the app delegate hears
    /// `applicationDidReceiveMemoryWarning(_:)`, `didReceiveMemoryWarningNotification` is posted, and
    /// every view controller on screen (containers, their children, what they present) gets
    /// `didReceiveMemoryWarning()`.
    package func simulateMemoryWarning() {
        environment.run {
            environment.trace("memory warning")
            delegate?.applicationDidReceiveMemoryWarning(self)
            NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
            @MainActor func warn(_ controller: UIViewController) {
                controller.didReceiveMemoryWarning()
                for child in controller.children { warn(child) }
                if let presented = controller.presentationState.presented { warn(presented) }
            }
            for window in windows { window.rootViewController.map(warn) }
        }
    }
}
