// What the transition context reports for a presentation or dismissal, as UIKit answers.
extension PresentationTransition {
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return isPresenting ? presenter : presented
        case .to: return isPresenting ? presented : presenter
        default: return nil
        }
    }

    /// The presented side's view is the presentation controller's `presentedView`; the presenting
    /// side's is nil unless the presentation removes the presenter's view, as in UIKit.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedSide = presentationController.presentedView
        let presenterSide = presentationController.shouldRemovePresentersView ? presenter.view : nil
        switch key {
        case .from: return isPresenting ? presenterSide : presentedSide
        case .to: return isPresenting ? presentedSide : presenterSide
        default: return nil
        }
    }

    func initialFrame(for viewController: UIViewController) -> CGRect {
        if viewController === presented {
            return isPresenting ? .zero : presentationController.frameOfPresentedViewInContainerView
        }
        if viewController === presenter {
            return isPresenting ? context.containerView.bounds : .zero
        }
        return .zero
    }

    /// For the presented controller this is the presentation controller's frame both ways: a
    /// dismissal animator starts from it and moves the view off from there (as UIKit answers).
    func finalFrame(for viewController: UIViewController) -> CGRect {
        if viewController === presented {
            return presentationController.frameOfPresentedViewInContainerView
        }
        if viewController === presenter {
            return isPresenting ? .zero : context.containerView.bounds
        }
        return .zero
    }
}
