/// Manages how a presented controller is shown: its frame in the container, the extra views
/// around it (a dimming view), and what they do during the transitions, as UIKit's
/// `UIPresentationController`. Subclasses override the hooks; none need to call super.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer, UITraitEnvironment {
    /// The controller presented. Held strongly once a presentation starts; a presentation controller
    /// handed out ahead of one (`sheetPresentationController`) holds it weakly until then, so a
    /// controller that is never presented is not kept alive by its own presentation controller.
    public var presentedViewController: UIViewController { presentedWhilePresented ?? presentedReference! }
    private var presentedWhilePresented: UIViewController?
    private weak var presentedReference: UIViewController?

    // The presenter is held strongly while presenting (as UIKit does), weakly otherwise.
    private var presentingWhilePresented: UIViewController?
    private weak var presentingReference: UIViewController?

    /// The controller that presents. Until a presentation starts it is the one given at init.
    public var presentingViewController: UIViewController {
        if let presenter = presentingWhilePresented ?? presentingReference { return presenter }
        Diagnostics.warn("\(type(of: self)).presentingViewController was read before the presentation started; returning the presented controller.")
        return presentedViewController
    }

    /// The view the transition happens in; nil until presentationTransitionWillBegin.
    public internal(set) var containerView: UIView?

    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    open var overrideTraitCollection: UITraitCollection?
    /// The size the presented content prefers: the presented controller's `preferredContentSize`.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The style this controller was made for.
    var style: UIModalPresentationStyle = .custom
    /// `.currentContext` or `.overCurrentContext` when the presentation covers only the
    /// presentation context's view (the presenter defines it), not the window.
    var contextStyle: UIModalPresentationStyle?

    /// Set while the presentation is adapted to another style for the current traits.
    var adaptation: Adaptation?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedWhilePresented = presentedViewController
        self.presentedReference = presentedViewController
        self.presentingReference = presentingViewController
        super.init()
    }

    // MARK: Geometry

    /// The view that is animated into place; a subclass may return a wrapper around the
    /// presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view ends up, in the container's coordinates. The default fills the container.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the screen once the presentation ends.
    open var shouldRemovePresentersView: Bool { false }

    /// Whether a touch on the container, beside the presentation's own views, goes on to what is
    /// underneath. In UIKit the container (a `UITransitionView`) covers the window and keeps such
    /// touches; only presentations that say so let them through (a sheet at an undimmed detent).
    var passesTouchesBesideThePresentation: Bool { false }

    /// The level the presented content sits at unless `overrideTraitCollection` sets one: base once
    /// adapted to full screen, else the style's own (`systemContentLevel`).
    var presentedContentLevel: UIUserInterfaceLevel { adaptation != nil ? .base : systemContentLevel }

    /// The level the system gives this kind of presentation's content: elevated for sheets,
    /// popovers and alerts, base for a full screen; unspecified (the presenter's level) for a
    /// custom presentation controller.
    @_spi(UIKitLayers) open var systemContentLevel: UIUserInterfaceLevel { .unspecified }

    /// Set while the user drives this presentation's dismissal (a sheet swiped down): the dismissal
    /// uses this animator and interaction instead of the transitioning delegate's.
    var userDrivenDismissal: (animator: UIViewControllerAnimatedTransitioning, interaction: UIPercentDrivenInteractiveTransition)?

    open var presentationStyle: UIModalPresentationStyle { style }

    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style to use in `traitCollection`; the default keeps the style, and consults the delegate.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard let delegate else { return presentationStyle }
        let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        return answer == .none ? presentationStyle : answer
    }

    // MARK: Transition hooks

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: Layout hooks

    open func containerViewWillLayoutSubviews() {}

    /// After each layout pass of the window, once every view has its frame (the presenter's
    /// included): for controllers that place the presented view relative to other views.
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// The presentation controller is the presented controller's content container: it passes the
    /// size change on with the size `size(forChildContentContainer:withParentContainerSize:)` gives.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(
            to: self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size), with: coordinator)
    }

    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    // MARK: Traits

    /// The presenter's traits (the window's), with `overrideTraitCollection` on top.
    open var traitCollection: UITraitCollection {
        let inherited = presentingReference?.traitCollection
            ?? presentedViewController.environment.screen.traitCollection
        guard let overrideTraitCollection else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, overrideTraitCollection])
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Driven by PresentationTransition

    func attach(presenter: UIViewController) {
        presentingWhilePresented = presenter
        presentingReference = presenter
        presentedWhilePresented = presentedReference
    }

    /// Made ahead of a presentation for the controller that will be presented: hold it weakly.
    func holdPresentedWeakly() { presentedWhilePresented = nil }

    func detachPresenter() { presentingWhilePresented = nil }

    /// True while the presentation animates in, false while it animates out, nil otherwise.
    var activeTransitionIsPresenting: Bool? { presentedViewController.presentationState.activeTransition?.isPresenting }

    /// Re-evaluates the adaptive style after the window's traits changed (see Presentation+Adaptivity).
    func traitsDidChange() { adaptToCurrentTraits() }
}
