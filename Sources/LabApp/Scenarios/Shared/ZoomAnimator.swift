// A transition written as apps write them: the card grows out of the frame it was tapped in (a
// button, a collection view cell) while fading in, and shrinks back into it. It serves pushes and
// pops (the navigation scenario) and presentations and dismissals (the grid scenario).
import UIKit

final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// True when the card arrives (push, present), false when it leaves (pop, dismiss).
    let growing: Bool
    /// Where the card comes from and goes back to, in window coordinates.
    let sourceFrame: CGRect

    init(growing: Bool, sourceFrame: CGRect) {
        self.growing = growing
        self.sourceFrame = sourceFrame
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let card = transitionContext.view(forKey: growing ? .to : .from) else {
            transitionContext.completeTransition(false)
            return
        }
        if let toController = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toController)
            if growing { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: card) }
        }
        let full = card.frame == .zero ? container.bounds : card.frame
        let small = sourceFrame == .zero ? full.insetBy(dx: full.width / 3, dy: full.height / 3) : container.convert(sourceFrame, from: nil)
        let shrink = CGAffineTransform(scaleX: small.width / full.width, y: small.height / full.height)
            .concatenating(CGAffineTransform(translationX: small.midX - full.midX, y: small.midY - full.midY))
        if growing {
            card.transform = shrink
            card.alpha = 0
        }
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            card.transform = self.growing ? .identity : shrink
            card.alpha = self.growing ? 1 : 0
        }, completion: { _ in
            card.transform = .identity
            card.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
