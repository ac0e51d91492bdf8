@_spi(UIKitLayers) import UIKitCore
/// An alert or an action sheet, as UIKit's `UIAlertController`, presented through the presentation
/// machinery like any controller: an alert centred over a dimmed screen; an action sheet at the
/// bottom in compact width, and a popover in regular width (which needs a source, as in UIKit).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }

    open var message: String? { didSet { (viewIfLoaded as? AlertContentView)?.rebuild() } }
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold and chosen by Return; it must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                Diagnostics.fail("UIAlertController.preferredAction must be one of its actions; add \"\(preferredAction.title ?? "")\" with addAction(_:) first.")
            }
            (viewIfLoaded as? AlertContentView)?.rebuild()
        }
    }
    public private(set) var textFields: [UITextField]?

    /// How this presentation shows the alert, decided when it is presented.
    var layout: AlertContentView.Layout = .alert
    /// The action tapped, once one was: later taps do nothing.
    private(set) var chosenAction: UIAlertAction?
    private let alertTransitioning = AlertTransitioningDelegate()

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(preferredStyle: preferredStyle)
        self.title = title
        self.message = message
    }

    private init(preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        if preferredStyle == .alert {
            modalPresentationStyle = .custom
            transitioningDelegate = alertTransitioning
        } else {
            // As in UIKit: a popover that adapts to the action sheet in compact width.
            modalPresentationStyle = .popover
        }
    }

    public required init?(coder: NSCoder) { return nil }

    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            Diagnostics.fail("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
        action.onChange = { [weak self] in (self?.viewIfLoaded as? AlertContentView)?.rebuild() }
        (viewIfLoaded as? AlertContentView)?.rebuild()
    }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Diagnostics.fail("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .roundedRect
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
        (viewIfLoaded as? AlertContentView)?.rebuild()
    }

    open override func loadView() {
        view = AlertContentView(controller: self)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The first text field takes the typing, as UIKit's alert does.
        _ = textFields?.first?.becomeFirstResponder()
    }

    // MARK: Presenting

    /// Decides the look for this presentation: an action sheet is a popover in regular width (with
    /// UIKit's exception when it has no source) and a sheet from the bottom in compact width.
    @_spi(UIKitLayers) open override func prepareToBePresented(by presenter: UIViewController) {
        guard preferredStyle == .actionSheet else { layout = .alert; return }
        if presenter.traitCollection.horizontalSizeClass == .regular {
            let popover = popoverPresentationController
            if popover?.sourceView == nil && popover?.barButtonItem == nil {
                Diagnostics.fail("""
                    Your application has presented a UIAlertController (\(self)) of style UIAlertControllerStyleActionSheet \
                    from \(type(of: presenter)). The modalPresentationStyle of a UIAlertController with this style is \
                    UIModalPresentationPopover. You must provide location information for this popover through the alert \
                    controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a \
                    barButtonItem. If this information is not known when you present the alert controller, you may provide \
                    it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.
                    """)
            }
            layout = .popover
            modalPresentationStyle = .popover
            transitioningDelegate = nil
            preferredContentSize = AlertContentView.popoverSize(for: self)
        } else {
            layout = .actionSheet
            modalPresentationStyle = .custom
            transitioningDelegate = alertTransitioning
        }
        (viewIfLoaded as? AlertContentView)?.rebuild()
    }

    /// A tap outside a popover action sheet dismissed it: the cancel action's handler runs.
    @_spi(UIKitLayers) open override func presentationWasDismissedByUser() {
        guard chosenAction == nil, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        chosenAction = cancel
        cancel.handler?(cancel)
    }

    /// The user chose `action`: the alert is dismissed, then its handler runs.
    func choose(_ action: UIAlertAction) {
        guard chosenAction == nil, action.isEnabled else { return }
        chosenAction = action
        environment.trace("UIAlertController chose \"\(action.title ?? "")\"")
        presentingViewController?.dismiss(animated: true) { action.handler?(action) }
    }

    /// A tap on the dimmed screen around a compact action sheet cancels it (when it can be cancelled).
    func dimmingTapped() {
        guard layout == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        choose(cancel)
    }
}
