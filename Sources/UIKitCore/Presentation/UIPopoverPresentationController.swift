/// The presentation controller of `.popover`, as UIKit's: the presented view in a rounded card with
/// an arrow at `sourceRect` of `sourceView`, sized by the presented controller's
/// `preferredContentSize`, with no dimming; a tap outside dismisses it (except on
/// `passthroughViews`). In compact width it adapts to full screen unless the delegate answers `.none`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    @_spi(UIKitLayers) open override var systemContentLevel: UIUserInterfaceLevel { .elevated }

    open var sourceView: UIView?
    /// The area of `sourceView` the arrow points at; `.zero` means the whole of `sourceView`.
    open var sourceRect: CGRect = .zero
    /// A navigation bar button the arrow points at, instead of `sourceView`.
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// Where the arrow points from, once placed; `.unknown` before.
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var backgroundColor: UIColor? { didSet { popoverView.fillColor = backgroundColor } }
    /// Views that keep taking touches while the popover shows, instead of dismissing it.
    open var passthroughViews: [UIView]?

    /// The popover's outside view covers the container and keeps every touch but those on
    /// `passthroughViews`, which it declines: those go on to the views underneath.
    override var passesTouchesBesideThePresentation: Bool { true }
    /// How close to the container's edges the popover may come.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The popover's size when the presented controller asks for none.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    let popoverView = PopoverView()
    private let outsideView = PopoverOutsideView()

    open override var presentedView: UIView? {
        let content = presentedViewController.view!
        if popoverView.content !== content { popoverView.content = content }
        return popoverView
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        if adaptation != nil { return bounds }
        return placement(in: bounds).frame
    }

    /// Keeps the popover in regular width; in compact width, full screen unless the delegate
    /// answers `.none` (or another style).
    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard traitCollection.horizontalSizeClass == .compact else { return .popover }
        guard let delegate else { return .fullScreen }
        let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        return answer == .none ? .popover : answer
    }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        if sourceView == nil && barButtonItem?.view == nil {
            Diagnostics.warn("""
                UIPopoverPresentationController (\\(presentedViewController)) should have a non-nil sourceView before \\
                the presentation occurs; UIKit stops here. This port points the popover at the container's centre.
                """)
        }
        adaptToCurrentTraits()
        outsideView.frame = containerView.bounds
        outsideView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outsideView.popover = self
        containerView.insertSubview(outsideView, at: 0)
        updateLook()
        followedWindow = containerView.window
        followedWindow?.followLayoutPasses(by: self) { [weak self] in self?.followSourceView() }
    }

    /// The window whose layout passes the popover follows while it is shown.
    private weak var followedWindow: UIWindow?
    /// Where the source was last seen in the container, for when it leaves the window.
    var lastSourceRectInContainer: CGRect?

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            outsideView.removeFromSuperview()
            followedWindow?.stopFollowingLayoutPasses(by: self)
        }
        // The source may have moved during the transition (a resize): place again after the next pass.
        containerView?.setNeedsLayout()
    }

    /// The source view may have moved in this pass (its layout runs before or after the container's):
    /// follow it, as UIKit's popovers do.
    private func followSourceView() {
        guard presentedViewController.presentationState.activeTransition == nil, popoverView.superview === containerView else { return }
        let frame = frameOfPresentedViewInContainerView
        // A frame is stored as centre and size, so reading it back may differ in the last bits:
        // moving for that would mark the window for layout again, and so on every frame.
        guard !popoverView.frame.isWithinRounding(of: frame) else { return }
        updateLook()
        popoverView.frame = frame
    }

    open override func dismissalTransitionWillBegin() {
        // Leaving already: a second tap outside must not ask the delegates again.
        outsideView.isUserInteractionEnabled = false
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            outsideView.removeFromSuperview()
            followedWindow?.stopFollowingLayoutPasses(by: self)
        } else {
            outsideView.isUserInteractionEnabled = true
        }
    }

    open override func containerViewWillLayoutSubviews() {
        updateLook()
        if popoverView.superview === containerView, presentedViewController.presentationState.activeTransition == nil {
            popoverView.frame = frameOfPresentedViewInContainerView
        }
    }

    /// The arrow and card for the current placement, or none when adapted to full screen.
    private func updateLook() {
        guard let bounds = containerView?.bounds else { return }
        popoverView.isAdaptedToFullScreen = adaptation != nil
        outsideView.isHidden = adaptation != nil
        let placed = placement(in: bounds)
        arrowDirection = adaptation != nil ? .unknown : placed.direction
        popoverView.arrowDirection = arrowDirection
        popoverView.arrowOffset = placed.arrowOffset
    }

    /// A tap outside the popover: dismiss, if the delegates agree.
    func outsideTapped() {
        // As UIKit ignores touches while transitions run, a tap outside during one (this popover's
        // own, or one queued behind it) does not dismiss.
        guard presentedViewController.presentationState.activeTransition == nil, !presentedViewController.environment.transitionScheduler.isBusy else { return }
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        let presented = presentedViewController
        dismissAsTheUserAsked(alsoAllowed: popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true) {
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            presented.presentationWasDismissedByUser()
        }
    }

    /// Whether a touch at `point` (container coordinates) lands on a passthrough view.
    func passesThrough(_ point: CGPoint) -> Bool {
        guard let containerView else { return false }
        return (passthroughViews ?? []).contains { view in
            view.window != nil && view.bounds.contains(view.convert(point, from: containerView))
        }
    }
}

extension CGRect {
    /// True when the two rectangles differ by no more than floating-point rounding (a millionth of
    /// a point), far below anything a frame can show.
    func isWithinRounding(of other: CGRect) -> Bool {
        abs(minX - other.minX) < 1e-6 && abs(minY - other.minY) < 1e-6
            && abs(width - other.width) < 1e-6 && abs(height - other.height) < 1e-6
    }
}
