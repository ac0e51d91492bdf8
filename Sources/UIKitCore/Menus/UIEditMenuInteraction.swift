import Foundation

/// Shows an edit menu for its view when the app asks (`presentEditMenu(with:)`), as UIKit's
/// `UIEditMenuInteraction`: the delegate gives the menu, or the responder chain's suggested
/// actions are shown, pointing at the configuration's source point or the delegate's rectangle.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: UIEditMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    private var shown: (presentation: EditMenuPresentation, configuration: UIEditMenuConfiguration)?
    /// The configuration of the menu shown last, for `location(in:)`.
    private var lastConfiguration: UIEditMenuConfiguration?

    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Shows the menu for `configuration`, closing one this interaction shows. The view must be in
    /// a window; an empty menu from the delegate shows nothing.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        guard let view, let window = view.window else {
            Diagnostics.warn("UIEditMenuInteraction.presentEditMenu(with:): the interaction's view is not in a window; no menu is shown.")
            return
        }
        guard let menu = menu(for: configuration), !menu.children.isEmpty else { return }
        lastConfiguration = configuration
        let animator = MenuInteractionAnimator(previewViewController: nil)
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        let presentation = EditMenuPresentation.open(menu, in: window, targetRect: targetRect(for: configuration, in: view),
                                                     arrowDirection: configuration.preferredArrowDirection, owner: self, animator: animator)
        presentation.onWillClose = { [weak self] animator in
            guard let self, let shown = self.shown, shown.presentation === presentation else { return }
            self.shown = nil
            self.delegate?.editMenuInteraction(self, willDismissMenuFor: shown.configuration, animator: animator)
        }
        shown = (presentation, configuration)
    }

    /// Closes the menu this interaction shows.
    open func dismissMenu() {
        shown?.presentation.close(animated: true)
    }

    /// Asks the delegate for the menu again and shows it in place.
    open func reloadVisibleMenu() {
        guard let shown, let menu = menu(for: shown.configuration) else { return }
        shown.presentation.replaceMenu(menu)
    }

    /// Moves the shown menu to where the delegate now puts its target.
    open func updateVisibleMenuPosition(animated: Bool) {
        guard let shown, let view else { return }
        let target = targetRect(for: shown.configuration, in: view)
        if animated {
            UIView.animate(withDuration: 0.2) { shown.presentation.move(to: target) }
        } else {
            shown.presentation.move(to: target)
        }
    }

    /// The source point of the menu shown last, in `view`'s coordinates.
    open func location(in view: UIView) -> CGPoint {
        guard let own = self.view, let lastConfiguration else { return .zero }
        return own.convert(lastConfiguration.sourcePoint, to: view)
    }

    /// The delegate's menu, or the suggested actions when it gives none.
    private func menu(for configuration: UIEditMenuConfiguration) -> UIMenu? {
        guard let view else { return nil }
        let responder: UIResponder = view.environment.firstResponder ?? view
        let suggested = responder.suggestedEditActions(sender: self)
        return delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested) ?? UIMenu(children: suggested)
    }

    /// The delegate's rectangle or the source point, in window coordinates.
    private func targetRect(for configuration: UIEditMenuConfiguration, in view: UIView) -> CGRect {
        var rect = delegate?.editMenuInteraction(self, targetRectFor: configuration) ?? .null
        if rect.isNull { rect = CGRect(origin: configuration.sourcePoint, size: .zero) }
        return view.convert(rect, to: nil)
    }
}
