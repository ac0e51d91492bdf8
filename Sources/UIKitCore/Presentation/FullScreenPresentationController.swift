/// The presentation controller of `.fullScreen` and `.overFullScreen` (and of their context forms):
/// the presented view fills the container; `.fullScreen` takes the presenter's view off screen
/// once the presentation ends. In a context the container sits over the context's view alone, and
/// the presenter's view stays under it.
@preconcurrency @MainActor
final class FullScreenPresentationController: UIPresentationController {
    override var systemContentLevel: UIUserInterfaceLevel { contextStyle == nil ? .base : .unspecified }

    override var shouldRemovePresentersView: Bool { style == .fullScreen && contextStyle == nil }

    override func presentationTransitionWillBegin() {
        presentedView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override func containerViewWillLayoutSubviews() {
        if let view = presentedView, view.superview === containerView { view.frame = frameOfPresentedViewInContainerView }
    }
}
