// Adaptive presentations: when the window's traits change, the presentation controller asks its
// delegate for a style to adapt to, and for a controller to show in that style (the Medal Count
// tutorial shows a "rotate" screen in compact height). Adapting to a full-screen style shows the
// presented (or replacement) view over the whole container; adapting back restores it.
extension UIPresentationController {
    /// Re-evaluates the adaptive style for the current traits and applies it.
    func adaptToCurrentTraits() {
        guard containerView != nil else { return }
        let adapted = adaptivePresentationStyle(for: traitCollection)
        let isFullScreen = adapted == .fullScreen || adapted == .overFullScreen
        let wasAdapted = adaptation != nil
        if isFullScreen && adapted != presentationStyle {
            guard !wasAdapted else { return }
            let replacement = delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: adapted)
            presentedViewController.environment.trace("\(type(of: self)) adapts to \(adapted)\(replacement.map { " with \(type(of: $0))" } ?? "")")
            delegate?.presentationController(self, willPresentWithAdaptiveStyle: adapted, transitionCoordinator: nil)
            adaptation = Adaptation(style: adapted, replacement: replacement)
            if let replacement, let containerView {
                let view = replacement.view!
                view.frame = containerView.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                replacement.beginAppearanceTransition(true, animated: false)
                containerView.addSubview(view)
                replacement.endAppearanceTransition()
            }
        } else if wasAdapted {
            presentedViewController.environment.trace("\(type(of: self)) adapts back to \(presentationStyle)")
            delegate?.presentationController(self, willPresentWithAdaptiveStyle: .none, transitionCoordinator: nil)
            if let replacement = adaptation?.replacement {
                replacement.beginAppearanceTransition(false, animated: false)
                replacement.viewIfLoaded?.removeFromSuperview()
                replacement.endAppearanceTransition()
            }
            adaptation = nil
            if let view = presentedView, view.superview === containerView { view.frame = frameOfPresentedViewInContainerView }
        }
        containerView?.setNeedsLayout()
    }

    /// Keeps an adapted presentation filling the container through layouts (called after the
    /// subclass's containerViewWillLayoutSubviews).
    func applyAdaptedLayout() {
        guard let adaptation, let containerView else { return }
        if adaptation.replacement == nil, let view = presentedView, view.superview === containerView {
            view.frame = containerView.bounds
        }
    }
}

/// The style a presentation adapted to, and the controller shown in it, if any.
struct Adaptation {
    let style: UIModalPresentationStyle
    let replacement: UIViewController?
}
