/// The container view of a presentation. It tells its presentation controller around every
/// layout (containerViewWillLayoutSubviews / DidLayoutSubviews), window resizes included.
///
/// Touches on the container itself, outside the views in it, pass through to what is below: a
/// presentation that leaves part of the screen uncovered does not swallow touches there.
@MainActor
final class UITransitionView: UIView, LayoutObservingView {
    weak var presentationController: UIPresentationController?
    private var lastLaidOutSize: CGSize?

    required init?(coder: NSCoder) { return nil }

    init(frame: CGRect, presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    func containerWillLayoutSubviews() {
        guard let controller = presentationController else { return }
        // After a resize the presented view moves to its frame for the new size, as UIKit does on
        // rotation; the subclass's hook runs after, so its own layout wins.
        if let last = lastLaidOutSize, last != bounds.size, controller.activeTransitionIsPresenting != false,
           let view = controller.presentedView, view.superview === self {
            view.frame = controller.frameOfPresentedViewInContainerView
        }
        lastLaidOutSize = bounds.size
        UIApplication.shared.trace("\(type(of: controller)).containerViewWillLayoutSubviews()")
        controller.containerViewWillLayoutSubviews()
        controller.applyAdaptedLayout()
    }

    func containerDidLayoutSubviews() {
        guard let controller = presentationController else { return }
        UIApplication.shared.trace("\(type(of: controller)).containerViewDidLayoutSubviews()")
        controller.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
