/// The presentation controller of `.fullScreen` and `.overFullScreen`: the presented view fills
/// the container; `.fullScreen` takes the presenter's view off screen once the presentation ends.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { style == .fullScreen }

    override func presentationTransitionWillBegin() {
        presentedView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override func containerViewWillLayoutSubviews() {
        if let view = presentedView, view.superview === containerView { view.frame = frameOfPresentedViewInContainerView }
    }
}

/// The presentation controller of `.pageSheet` and `.formSheet`, after iOS 13's card: the
/// presented view sits below a strip of the presenter, with rounded top corners, over a dimmed
/// presenter. In a regular-width window the sheet is a centred card.
@MainActor
final class SheetPresentationController: UIPresentationController {
    static let topInset: CGFloat = 44
    static let cornerRadius: CGFloat = 10
    static let dimmingAlpha: CGFloat = 0.4
    static let regularSheetSize = CGSize(width: 704, height: 800)
    static let formSheetSize = CGSize(width: 540, height: 620)

    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        if traitCollection.horizontalSizeClass == .regular {
            let target = style == .formSheet ? SheetPresentationController.formSheetSize : SheetPresentationController.regularSheetSize
            let size = CGSize(width: Swift.min(target.width, bounds.width),
                              height: Swift.min(target.height, bounds.height - 2 * SheetPresentationController.topInset))
            return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                          width: size.width, height: Swift.max(0, size.height))
        }
        let top = Swift.min(SheetPresentationController.topInset, bounds.height)
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: SheetPresentationController.dimmingAlpha)
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = SheetPresentationController.cornerRadius
        presentedView?.clipsToBounds = true
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
        } else {
            dimmingView.alpha = 1
        }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
        } else {
            dimmingView.alpha = 0
        }
    }

    override func containerViewWillLayoutSubviews() {
        if let view = presentedView, view.superview === containerView { view.frame = frameOfPresentedViewInContainerView }
    }
}
