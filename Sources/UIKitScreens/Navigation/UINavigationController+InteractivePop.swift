// The swipe from the left edge that pops the top controller, following the finger: let go past
// half the width, or flicked right, it finishes; otherwise the top controller slides back.
extension UINavigationController {
    /// A release faster than this (points per second, rightwards) finishes the pop.
    static let popFlickSpeed: CGFloat = 500

    /// Whether the edge swipe may pop now: something to pop, nothing moving, and UIKit's own pop
    /// animation (a delegate's animator is the delegate's to drive).
    var canPopInteractively: Bool {
        guard viewControllers.count > 1, !mustWait, edgePopInteraction == nil, let top = topViewController else { return false }
        // The swipe stands for the back button: none shows when the item hides it or replaces it
        // with its own left item, nor while the bar is hidden.
        let item = top.navigationItem
        guard !isNavigationBarHidden, !item.hidesBackButton,
              item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton else { return false }
        return delegate?.navigationController(self, animationControllerFor: .pop, from: top,
                                              to: viewControllers[viewControllers.count - 2]) == nil
    }

    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = Swift.max(1, view.bounds.width)
        switch pan.state {
        case .began:
            guard canPopInteractively else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .linear
            edgePopInteraction = interaction
            beginInteractivePop(with: interaction)
        case .changed:
            edgePopInteraction?.update(Swift.max(0, pan.translation(in: view).x) / width)
        case .ended, .cancelled, .failed:
            guard let interaction = edgePopInteraction else { return }
            edgePopInteraction = nil
            let velocity = pan.state == .ended ? pan.velocity(in: view).x : 0
            let share = interaction.percentComplete
            if pan.state == .ended && (velocity > UINavigationController.popFlickSpeed || (share > 0.5 && velocity > -UINavigationController.popFlickSpeed)) {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        default:
            break
        }
    }
}

/// The edge swipe's delegate: it does not begin when it may not pop, so other recognizers (an
/// app's own edge swipe) get the touch.
@MainActor
final class InteractivePopGate: UIGestureRecognizerDelegate {
    private unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController.canPopInteractively
    }
}
