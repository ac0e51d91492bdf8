/// Opens a context menu for its view on a long press (or a secondary click), as UIKit's
/// `UIContextMenuInteraction`: the delegate gives the menu for the place pressed; the view, or the
/// delegate's preview, is lifted over the blurred screen with the menu beside it.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the open menu looks: with a lifted preview (rich) or attached to a control (compact).
    public enum Appearance: Int, Sendable {
        case unknown = 0, rich = 1, compact = 2
    }

    /// How long a press lasts before the menu opens: the long press's documented default.
    static let pressDuration: TimeInterval = 0.5

    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    public private(set) var menuAppearance: Appearance = .unknown

    private let press = UILongPressGestureRecognizer()
    private let gate = ContextMenuPressGate()
    private var pressLocation: CGPoint?
    /// The configuration the gate was given, shown when the press is recognized.
    private var pendingConfiguration: UIContextMenuConfiguration?
    private var shown: (presentation: MenuPresentation, configuration: UIContextMenuConfiguration)?

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        press.minimumPressDuration = UIContextMenuInteraction.pressDuration
        gate.interaction = self
        press.delegate = gate
        press.addTarget(self, action: UIContextMenuInteraction.pressChanged)
    }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(press)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// Where the press that opened the menu is, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view, let pressLocation else { return .zero }
        return own.convert(pressLocation, to: view)
    }

    /// Closes the open menu, as a tap outside it does.
    open func dismissMenu() {
        shown?.presentation.close(animated: true)
    }

    /// Replaces the open menu with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation = shown?.presentation, !presentation.isClosing else { return }
        presentation.replaceMenu(block(presentation.menu))
    }

    /// Asks the delegate for a menu at `location` (in the view's coordinates); true when it gave one.
    func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
        guard let delegate, view != nil else { return nil }
        return delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }

    fileprivate func pressShouldBegin() -> Bool {
        guard let view, view.window?.openMenu == nil else { return false }
        if let control = view as? UIControl, !control.isContextMenuInteractionEnabled || !control.isEnabled { return false }
        let location = press.location(in: view)
        pendingConfiguration = configuration(at: location)
        pressLocation = location
        return pendingConfiguration != nil
    }

    /// The press opens the menu once held; the same finger then slides over the rows, and
    /// lifting over one chooses it (lifted elsewhere, the menu stays open).
    private func pressChanged() {
        switch press.state {
        case .began:
            guard let configuration = pendingConfiguration else { return }
            pendingConfiguration = nil
            open(configuration)
        case .changed:
            shown?.presentation.slide(to: press.location(in: nil))
        case .ended:
            shown?.presentation.liftSlide(at: press.location(in: nil))
        default:
            break
        }
    }

    /// Opens the menu the delegate gives for `location` at once, as a secondary click does, or a
    /// control whose menu is its primary action; false when the delegate gives none.
    @discardableResult
    package func openMenu(at location: CGPoint) -> Bool {
        guard let configuration = configuration(at: location) else { return false }
        return openMenu(configuration, at: location)
    }

    /// Opens the menu of `configuration`, which the delegate gave for `location`.
    package func openMenu(_ configuration: UIContextMenuConfiguration, at location: CGPoint) -> Bool {
        guard let view, view.window?.openMenu == nil else { return false }
        pressLocation = location
        return open(configuration)
    }

    @discardableResult
    private func open(_ configuration: UIContextMenuConfiguration) -> Bool {
        guard let view, let window = view.window else { return false }
        let menu = configuration.actionProvider?([]) ?? nil
        let previewController = configuration.previewProvider?()
        guard menu != nil || previewController != nil else { return false }
        let shownMenu = menu ?? UIMenu(children: [])
        let placement: MenuPresentation.Placement
        if let control = view as? UIControl, previewController == nil {
            menuAppearance = .compact
            placement = .attached(anchor: control.convert(control.bounds, to: window))
        } else {
            menuAppearance = .rich
            placement = liftedPlacement(for: configuration, previewController: previewController, in: window)
        }
        let animator = MenuInteractionAnimator(previewViewController: previewController)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        let control = view as? UIControl
        let presentation = MenuPresentation.open(shownMenu, in: window, placement: placement, sender: control,
                                                 selectsOneAction: control?.menuChoosesSelection ?? false, animator: animator)
        presentation.onChoose = { [weak control] action in control?.menuActionChosen(action) }
        presentation.onWillClose = { [weak self] animator in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            self.shown = nil
            self.menuAppearance = .unknown
        }
        presentation.onPreviewTapped = { [weak self] in
            let commit = MenuInteractionAnimator(previewViewController: previewController)
            if let self { self.delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: commit) }
            return commit
        }
        shown = (presentation, configuration)
        return true
    }

    /// The preview lifted over the blur: the preview controller's view, centred at its preferred
    /// size, or a still copy of the delegate's preview view (or of the interaction's view) where
    /// it stands, with rounded corners.
    private func liftedPlacement(for configuration: UIContextMenuConfiguration, previewController: UIViewController?,
                                 in window: UIWindow) -> MenuPresentation.Placement {
        let bounds = window.bounds, margin: CGFloat = 16
        if let previewController {
            let wanted = previewController.preferredContentSize
            let width = wanted.width > 0 ? Swift.min(wanted.width, bounds.width - 2 * margin) : bounds.width - 2 * margin
            let height = wanted.height > 0 ? wanted.height : (bounds.height * 0.45).rounded()
            let view = previewController.view!
            view.layer.cornerRadius = 13
            view.clipsToBounds = true
            let source = self.view.map { $0.convert($0.bounds, to: window) } ?? bounds
            let y = Swift.min(Swift.max(window.safeAreaInsets.top + margin, source.minY), bounds.height - height - margin)
            return .lifted(preview: view, frame: CGRect(x: ((bounds.width - width) / 2).rounded(), y: y, width: width, height: height))
        }
        let target = delegate?.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
        let source = target?.view ?? self.view!
        // The visible path's rectangle and corner radius; a free-form path shows its bounding box.
        var region = source.bounds, radius = Swift.max(source.layer.cornerRadius, 10)
        if let path = target?.parameters.visiblePath?.cgPath {
            if path.simpleShape == nil {
                Diagnostics.warnOnce("previewVisiblePath", "UIPreviewParameters.visiblePath: only rectangles and rounded rectangles are built; the preview shows the path's bounding box.")
            }
            region = path.rect
            radius = path.cornerRadius
        }
        let copy = source.resizableSnapshotView(from: region, afterScreenUpdates: false, withCapInsets: .zero) ?? UIView()
        if let background = target?.parameters.backgroundColor { copy.backgroundColor = background }
        copy.layer.cornerRadius = radius
        copy.clipsToBounds = true
        return .lifted(preview: copy, frame: source.convert(region, to: window))
    }
}

/// Lets a context menu's long press begin only where the delegate gives a menu, so a press
/// elsewhere stays the view's own (a row's selection, a button's tap).
@MainActor
private final class ContextMenuPressGate: UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.pressShouldBegin() ?? false
    }
}
