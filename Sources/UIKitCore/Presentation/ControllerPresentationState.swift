/// A controller's part in presentations: what it presents and what presents it, their presentation
/// controller, the transition running, and where its view went while covered.
package struct ControllerPresentationState {
    package var presented: UIViewController?
    weak var presenting: UIViewController?
    var controller: UIPresentationController?
    /// The system presentation controller handed out before presenting, so code can configure it
    /// first (a sheet's detents, an adaptive delegate); the next presentation uses it.
    var pendingController: UIPresentationController?
    package weak var activeTransition: PresentationTransition?
    /// The container of what this controller presents over its own view (`.currentContext`,
    /// `.overCurrentContext`): it leaves and comes back with the view when a container swaps children.
    weak var contextContainer: UIView?
    /// Where this controller's view was before a full-screen presentation took it off screen.
    var removedViewPlacement: ViewPlacement?
}
