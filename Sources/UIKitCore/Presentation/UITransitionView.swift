/// The container view of a presentation. It tells its presentation controller around every
/// layout (containerViewWillLayoutSubviews / DidLayoutSubviews), window resizes included.
///
/// The container covers the window, as UIKit's `UITransitionView` does: a touch beside the
/// presentation's views lands on it and goes no further, during the transition and after, unless
/// the presentation controller passes such touches on (a sheet at an undimmed detent). A popover
/// covers the container with its own outside view, which honours `passthroughViews`.
@preconcurrency @MainActor
final class UITransitionView: UIView, LayoutObservingView {
    weak var presentationController: UIPresentationController?
    private var lastLaidOutSize: CGSize?
    override var layoutObserver: LayoutObservingView? { self }

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
        environment.traceCallback("containerViewWillLayoutSubviews()", on: controller, named: "\(type(of: controller))")
        controller.containerViewWillLayoutSubviews()
        controller.applyAdaptedLayout()
    }

    func containerDidLayoutSubviews() {
        guard let controller = presentationController else { return }
        environment.traceCallback("containerViewDidLayoutSubviews()", on: controller, named: "\(type(of: controller))")
        controller.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self else { return hit }
        return presentationController?.passesTouchesBesideThePresentation == true ? nil : self
    }
}
