extension UIApplication {
    /// The Simulator's Device ▸ Shake: a shake motion begins and ends, sent to the first responder,
    /// or, with none, to the key window's frontmost view controller, each passing it up its
    /// responder chain unless it handles it.
    package func simulateShake() {
        environment.run {
            environment.trace("shake")
            let receiver: UIResponder? = environment.firstResponder ?? frontmostViewController(in: environment.keyWindow)
            guard let receiver else { return }
            let now = environment.animationEngine.now
            receiver.motionBegan(.motionShake, with: UIEvent(motion: .motionShake, timestamp: now))
            receiver.motionEnded(.motionShake, with: UIEvent(motion: .motionShake, timestamp: now))
        }
    }

    /// The controller a person sees in front in `window`: the root, or what it presents on top.
    private func frontmostViewController(in window: UIWindow?) -> UIViewController? {
        var controller = window?.rootViewController
        while let presented = controller?.presentedViewController { controller = presented }
        return controller
    }
}
