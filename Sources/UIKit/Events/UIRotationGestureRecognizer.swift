/// Two fingers turning about each other, as UIKit's `UIRotationGestureRecognizer`: a continuous
/// gesture whose `rotation` is the angle turned since it began, in radians.
///
/// Like the pinch (UIPinchGestureRecognizer.swift), it needs two fingers, which the lab's input does
/// not deliver yet: it never begins, fails when a single finger lifts, and says so once.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Radians turned since the gesture began (0 until then).
    open var rotation: CGFloat = 0
    /// Radians per second.
    open private(set) var velocity: CGFloat = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { waitForSecondFinger() }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { failWithOneFinger() }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { failWithOneFinger() }
}
