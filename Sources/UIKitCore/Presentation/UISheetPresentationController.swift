/// The presentation controller of `.pageSheet` and `.formSheet`, as UIKit's (iOS 15+): a sheet
/// with rounded top corners that rests at one of its `detents` over a dimmed presenter. The user
/// drags it (anywhere on it) between detents, or down to dismiss it, which asks the delegate and
/// honours `isModalInPresentation`. In a regular-width window the sheet is a centred card, as on iPad.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    @_spi(UIKitLayers) open override var systemContentLevel: UIUserInterfaceLevel { .elevated }

    /// Room left above a full-height (large) sheet, where the presenter shows.
    static let topInset: CGFloat = 44
    static let defaultCornerRadius: CGFloat = 10
    static let dimmingAlpha: CGFloat = 0.4
    static let regularSheetSize = CGSize(width: 704, height: 800)
    static let formSheetSize = CGSize(width: 540, height: 620)

    /// Heights the sheet may rest at, smallest first; never empty.
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                Diagnostics.warn("UISheetPresentationController.detents must contain at least one detent; using [.large()].")
                detents = [.large()]
            }
            detentsDidChange()
        }
    }

    /// The detent the sheet rests at; nil means the smallest of `detents`.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if oldValue != selectedDetentIdentifier { detentsDidChange() } }
    }

    /// Up to this detent the presenter is not dimmed (and takes touches); nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { detentsDidChange() } }

    open var prefersGrabberVisible = false { didSet { sheetView.showsGrabber = prefersGrabberVisible } }

    /// Whether scrolling up in a scroll view at its top edge grows the sheet to its next detent
    /// before the content scrolls (true, as in UIKit).
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// The sheet's corner radius; nil keeps the system's.
    open var preferredCornerRadius: CGFloat? { didSet { applyCornerRadius() } }

    /// Runs `changes` (to detents, the selected detent, dimming) with the sheet animating to match.
    open func animateChanges(_ changes: () -> Void) {
        withoutActuallyEscaping(changes) { changes in
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                           animations: {
                               changes()
                               self.applyDetentLayout()
                           }, completion: nil)
        }
    }

    let sheetView = SheetView()
    let dimmingView = UIView()
    /// The sheet's height when a drag began, while one is under way.
    var dragStartHeight: CGFloat?
    /// Set when this drag asked to dismiss and was refused, so it asks once.
    var swipeWasRefused = false
    /// The finger movement a scroll view in the sheet handed over during this drag.
    var scrollHandoffTranslation: CGFloat = 0
    private let dragFilter = SheetDragFilter()

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        let pan = UIPanGestureRecognizer(target: self, action: UISheetPresentationController.handleDrag(_:))
        pan.delegate = dragFilter
        sheetView.addGestureRecognizer(pan)
        sheetView.controller = self
    }

    /// The sheet: a view that holds the presented controller's view and the grabber, as UIKit's
    /// sheets wrap it. Transition animators move this view.
    open override var presentedView: UIView? {
        let content = presentedViewController.view!
        // Back into the sheet unless a full-screen presentation over it took the view away.
        if content.superview !== sheetView && presentedViewController.presentationState.removedViewPlacement == nil { sheetView.content = content }
        return sheetView
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        if isCardInRegularWidth {
            let target = style == .formSheet ? Self.formSheetSize : Self.regularSheetSize
            let size = CGSize(width: Swift.min(target.width, bounds.width),
                              height: Swift.max(0, Swift.min(target.height, bounds.height - 2 * Self.topInset)))
            return CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                          width: size.width, height: size.height)
        }
        let height = currentDetentHeight(in: bounds.size)
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    var isCardInRegularWidth: Bool { traitCollection.horizontalSizeClass == .regular }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        applyCornerRadius()
        sheetView.showsGrabber = prefersGrabberVisible
        let dimming = dimmingAlphaForCurrentDetent
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = dimming })
        } else {
            dimmingView.alpha = dimming
        }
    }

    open override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
        } else {
            dimmingView.alpha = 0
        }
    }

    open override func containerViewWillLayoutSubviews() {
        guard dragStartHeight == nil, sheetView.superview === containerView else { return }
        sheetView.frame = frameOfPresentedViewInContainerView
        applyCornerRadius()
        // A resize or rotation can change which detent is current, and with it the dimming.
        if presentedViewController.presentationState.activeTransition == nil { dimmingView.alpha = dimmingAlphaForCurrentDetent }
    }

    /// Below `largestUndimmedDetentIdentifier` the view underneath the sheet stays interactive
    /// (Apple's page for that property): touches beside the sheet pass through the container.
    override var passesTouchesBesideThePresentation: Bool {
        presentedViewController.presentationState.activeTransition == nil && dimmingAlphaForCurrentDetent == 0
    }

    // MARK: Detents

    /// Lays the sheet out for the selected detent, and dims as that detent asks.
    func detentsDidChange() {
        guard containerView != nil, presentedViewController.presentationState.activeTransition == nil else { return }
        applyDetentLayout()
    }

    func applyDetentLayout() {
        guard sheetView.superview === containerView else { return }
        sheetView.frame = frameOfPresentedViewInContainerView
        dimmingView.alpha = dimmingAlphaForCurrentDetent
    }

    private func applyCornerRadius() {
        sheetView.layer.cornerRadius = preferredCornerRadius ?? Self.defaultCornerRadius
        sheetView.layer.maskedCorners = isCardInRegularWidth ? .allCorners : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheetView.clipsToBounds = true
    }
}
