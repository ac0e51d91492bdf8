/// An object that drives a transition interactively. Interactive transitions are not built yet:
/// a delegate that returns one gets a message, and the transition runs non-interactively.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
}
