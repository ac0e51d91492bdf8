import Foundation

// The transitions `transition(with:…)` and `transition(from:to:…)` run: a cross-dissolve, and
// flips that turn a view over about an axis in perspective, half the time turning what it showed
// away and half turning its new content in. Curls need a page-curl renderer the lab does not have:
// they cross-dissolve, said once.
extension UIView {
    enum TransitionAxis { case vertical, horizontal }

    enum TransitionStyle: Equatable {
        case none, crossDissolve
        /// About `axis`, turning by `turn` (+1 or −1) times a quarter turn each half.
        case flip(TransitionAxis, turn: CGFloat)

        @MainActor init(_ options: AnimationOptions) {
            switch options.transitionKind {
            case AnimationOptions.transitionCrossDissolve.transitionKind: self = .crossDissolve
            // From the left: the left edge comes toward the viewer, turning about the vertical axis.
            case AnimationOptions.transitionFlipFromLeft.transitionKind: self = .flip(.vertical, turn: 1)
            case AnimationOptions.transitionFlipFromRight.transitionKind: self = .flip(.vertical, turn: -1)
            // From the top: the top edge comes toward the viewer, turning about the horizontal axis.
            case AnimationOptions.transitionFlipFromTop.transitionKind: self = .flip(.horizontal, turn: -1)
            case AnimationOptions.transitionFlipFromBottom.transitionKind: self = .flip(.horizontal, turn: 1)
            case AnimationOptions.transitionCurlUp.transitionKind, AnimationOptions.transitionCurlDown.transitionKind:
                Diagnostics.warnOnce("transition.curl", "UIView.AnimationOptions.transitionCurlUp and transitionCurlDown are not built (they need a page-curl renderer); the content cross-dissolves instead.")
                self = .crossDissolve
            default: self = .none
            }
        }
    }

    /// The perspective a flip is seen in: the eye as far from the view as four times its longer
    /// side (UIKit does not say; this keeps the near edge from growing past a seventh).
    private static func flipPerspective(for view: UIView) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (4 * Swift.max(view.bounds.width, view.bounds.height, 1))
        return perspective
    }

    /// Turns `outgoing` away over the first half of `duration` (easing in), then `view` in from
    /// edge-on over the second (easing out), and calls `completion` when it has settled.
    static func flip(_ view: UIView, away outgoing: UIView, axis: TransitionAxis, turn: CGFloat, duration: TimeInterval,
                     completion: @escaping (Bool) -> Void) {
        let keyPath = axis == .vertical ? "transform.rotation.y" : "transform.rotation.x"
        let half = duration / 2
        let perspective = flipPerspective(for: view)
        let modelTransform = view.layer.transform
        outgoing.layer.transform = perspective
        let away = CABasicAnimation(keyPath: keyPath)
        away.fromValue = 0
        away.toValue = turn * .pi / 2
        away.duration = half
        away.timingFunction = CAMediaTimingFunction(name: .easeIn)
        away.fillMode = .forwards
        away.isRemovedOnCompletion = false
        outgoing.layer.add(away, forKey: "flip")
        view.layer.transform = CATransform3DConcat(modelTransform, perspective)
        let toward = CABasicAnimation(keyPath: keyPath)
        toward.fromValue = -turn * .pi / 2
        toward.toValue = 0
        toward.beginTime = CACurrentMediaTime() + half
        toward.duration = half
        toward.timingFunction = CAMediaTimingFunction(name: .easeOut)
        toward.fillMode = .backwards
        toward.delegate = FlipEnd { finished in
            view.layer.removeAnimation(forKey: "flip")
            view.layer.transform = modelTransform
            completion(finished)
        }
        view.layer.add(toward, forKey: "flip")
    }
}

/// Ends a flip when its second half stops.
private final class FlipEnd: NSObject, CAAnimationDelegate {
    let end: (Bool) -> Void
    init(_ end: @escaping (Bool) -> Void) { self.end = end }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { end(flag) }
}
