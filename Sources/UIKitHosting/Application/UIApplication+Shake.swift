extension UIApplication {
    /// The Simulator's Device ▸ Shake: a shake motion begins and ends, sent to the first responder,
    /// or, with none, to the key window's frontmost view controller, each passing it up its
    /// responder chain unless it handles it.
    package func simulateShake() {
        environment.run {
            environment.trace("shake")
            let receiver: UIResponder? = environment.firstResponder ?? environment.keyWindow?.frontmostViewController
            guard let receiver else { return }
            let now = environment.animationEngine.now
            receiver.motionBegan(.motionShake, with: UIEvent(motion: .motionShake, timestamp: now))
            receiver.motionEnded(.motionShake, with: UIEvent(motion: .motionShake, timestamp: now))
        }
    }

}
