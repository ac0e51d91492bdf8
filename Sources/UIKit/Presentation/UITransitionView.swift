/// The container view of a presentation. It tells its presentation controller around every
/// layout (containerViewWillLayoutSubviews / DidLayoutSubviews), window resizes included.
///
/// Touches on the container itself, outside the views in it, pass through to what is below: a
/// presentation that leaves part of the screen uncovered does not swallow touches there.
@MainActor
final class UITransitionView: UIView, LayoutObservingView {
    weak var presentationController: UIPresentationController?

    init(frame: CGRect, presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    func containerWillLayoutSubviews() {
        guard let controller = presentationController else { return }
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
