@_spi(UIKitLayers) import UIKitCore
/// Shows an alert centred, or an action sheet at the bottom, over the presenter dimmed by UIKit's
/// 20 % black, which fades in and out with the transition. A tap on the dimming cancels an action
/// sheet; an alert ignores it.
@MainActor
final class AlertPresentationController: UIPresentationController {
    override var systemContentLevel: UIUserInterfaceLevel { .elevated }

    static let dimmingAlpha: CGFloat = 0.2
    /// An action sheet's distance from the screen's sides and bottom (above the home indicator).
    static let sheetMargin: CGFloat = 8
    /// The widest an action sheet grows (landscape phones).
    static let sheetMaximumWidth: CGFloat = 400

    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: AlertPresentationController.dimmingAlpha)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: AlertPresentationController.dimmingTapped))
    }

    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override var shouldRemovePresentersView: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView, let alert, let content = alert.view as? AlertContentView else { return .zero }
        let bounds = containerView.bounds
        let safe = containerView.safeAreaInsets
        if alert.layout == .actionSheet {
            let margin = AlertPresentationController.sheetMargin
            let width = Swift.min(bounds.width - 2 * margin, AlertPresentationController.sheetMaximumWidth)
            let height = Swift.min(content.fittingHeight(forWidth: width), bounds.height - safe.top - margin * 2)
            let bottom = bounds.maxY - Swift.max(margin, safe.bottom)
            return CGRect(x: (bounds.width - width) / 2, y: bottom - height, width: width, height: height)
        }
        let width = AlertContentView.alertWidth
        // An alert stays clear of the software keyboard (one with a text field brings it up): it is
        // centred in the space above the keyboard while the keyboard is up.
        let keyboardTop = containerView.softwareKeyboardTop ?? bounds.maxY
        let bottom = Swift.min(bounds.maxY - safe.bottom, keyboardTop)
        let space = bottom - safe.top
        let height = Swift.min(content.fittingHeight(forWidth: width), space - 16)
        let centred = keyboardTop < bounds.maxY - safe.bottom ? safe.top + (space - height) / 2 : (bounds.height - height) / 2
        return CGRect(x: ((bounds.width - width) / 2).rounded(), y: centred.rounded(), width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        if alert?.textFields?.isEmpty == false { followKeyboard() }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }) != true { dimmingView.alpha = 1 }
    }

    /// Moves the alert clear of the keyboard each time the keyboard moves in this alert's world (its
    /// text field raises it as the alert appears, while the transition still owns the frame), once
    /// the frame is the alert's again.
    func followKeyboard() {
        guard let environment = containerView?.environment else { return }
        environment[SoftwareKeyboard.self].afterEachMove(by: self) { [weak self] in
            guard let self, self.presentedViewController.presentationState.activeTransition == nil else { return }
            UIView.animate(withDuration: SoftwareKeyboard.animationDuration) {
                self.presentedView?.frame = self.frameOfPresentedViewInContainerView
            }
        }
    }

    override func dismissalTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }) != true { dimmingView.alpha = 0 }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if presentedViewController.presentationState.activeTransition == nil { presentedView?.frame = frameOfPresentedViewInContainerView }
    }

    func dimmingTapped() { alert?.dimmingTapped() }
}
