// What the two-finger recognizers (pinch, rotation) do with the one finger the lab's input has.
extension UIGestureRecognizer {
    /// A two-finger gesture saw its first finger: the lab cannot deliver a second one yet.
    func waitForSecondFinger() {
        Diagnostics.warnOnce("events.twoFingers", "UIPinchGestureRecognizer and UIRotationGestureRecognizer need two fingers, which the lab's input does not deliver yet; they never begin.")
    }

    /// The only finger lifted before a second came down: the two-finger gesture fails.
    func failWithOneFinger() {
        if state == .possible { state = .failed }
    }
}
