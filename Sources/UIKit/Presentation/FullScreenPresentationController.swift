/// The presentation controller of `.fullScreen` and `.overFullScreen`: the presented view fills
/// the container; `.fullScreen` takes the presenter's view off screen once the presentation ends.
@preconcurrency @MainActor
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { style == .fullScreen }

    override func presentationTransitionWillBegin() {
        presentedView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override func containerViewWillLayoutSubviews() {
        if let view = presentedView, view.superview === containerView { view.frame = frameOfPresentedViewInContainerView }
    }
}
