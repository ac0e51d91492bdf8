import Foundation

/// The edit menu of iOS 3 to 15, as UIKit's `UIMenuController` (deprecated in iOS 16 for
/// `UIEditMenuInteraction`, and still used): shown over a rectangle of a view with the standard
/// edit actions the first responder's chain can perform and the app's `menuItems` it can perform.
/// Each host has its own shared controller.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    public enum ArrowDirection: Int, Sendable {
        case `default` = 0, up = 1, down = 2, left = 3, right = 4
    }

    public static let willShowMenuNotification = NSNotification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didShowMenuNotification = NSNotification.Name("UIMenuControllerDidShowMenuNotification")
    public static let willHideMenuNotification = NSNotification.Name("UIMenuControllerWillHideMenuNotification")
    public static let didHideMenuNotification = NSNotification.Name("UIMenuControllerDidHideMenuNotification")
    public static let menuFrameDidChangeNotification = NSNotification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    /// This host's menu controller.
    open class var shared: UIMenuController { HostEnvironment.current[MenuControllers.self].shared }

    /// Items shown after the standard actions, each when the responder chain can perform its action.
    open var menuItems: [UIMenuItem]?
    open var arrowDirection: ArrowDirection = .default
    private var target: (view: UIView, rect: CGRect)?
    private weak var presentation: EditMenuPresentation?

    override init() { super.init() }

    open var isMenuVisible: Bool {
        get { presentation.map { !$0.isClosing } ?? false }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// The menu's frame in screen coordinates; zero while hidden.
    open var menuFrame: CGRect { isMenuVisible ? presentation?.frame ?? .zero : .zero }

    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        target = (targetView, targetRect)
    }

    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible {
            guard let target else {
                Diagnostics.warn("UIMenuController: setMenuVisible(true) without a target rectangle; call showMenu(from:rect:) or setTargetRect(_:in:) first.")
                return
            }
            show(from: target.view, rect: target.rect, animated: animated)
        } else {
            hide(animated: animated)
        }
    }

    /// Shows the menu pointing at `targetRect` of `targetView`, when the responder chain can perform
    /// any of its actions.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        target = (targetView, targetRect)
        show(from: targetView, rect: targetRect, animated: true)
    }

    open func hideMenu(from targetView: UIView) { hideMenu() }

    open func hideMenu() { hide(animated: true) }

    /// Asks the responder chain again which actions it can perform, and shows those.
    open func update() {
        guard let presentation, !presentation.isClosing, let target else { return }
        guard let menu = menu(for: target.view) else { hideMenu(); return }
        presentation.replaceMenu(menu)
    }

    private func show(from view: UIView, rect: CGRect, animated: Bool) {
        guard let window = view.window else {
            Diagnostics.warn("UIMenuController: the target view is not in a window; no menu is shown.")
            return
        }
        guard let menu = menu(for: view) else { return }
        let center = NotificationCenter.default
        center.post(name: UIMenuController.willShowMenuNotification, object: self)
        let arrow: UIEditMenuArrowDirection = switch arrowDirection {
        case .default: .automatic
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        }
        let shown = EditMenuPresentation.open(menu, in: window, targetRect: view.convert(rect, to: nil), arrowDirection: arrow, owner: self)
        shown.onWillClose = { [weak self] animator in
            guard let self else { return }
            NotificationCenter.default.post(name: UIMenuController.willHideMenuNotification, object: self)
            // "Did hide" follows the fade, as UIKit posts it once the menu is gone.
            animator.addCompletion { [weak self] in
                guard let self else { return }
                NotificationCenter.default.post(name: UIMenuController.didHideMenuNotification, object: self)
            }
        }
        presentation = shown
        center.post(name: UIMenuController.didShowMenuNotification, object: self)
        center.post(name: UIMenuController.menuFrameDidChangeNotification, object: self)
    }

    private func hide(animated: Bool) {
        guard let presentation, !presentation.isClosing else { return }
        presentation.close(animated: animated)
    }

    /// The standard actions and the items the first responder's chain (else the view's) can
    /// perform; nil when there are none.
    private func menu(for view: UIView) -> UIMenu? {
        let responder: UIResponder = view.environment.firstResponder ?? view
        let elements = responder.suggestedEditActions(sender: self)
        return elements.isEmpty ? nil : UIMenu(children: elements)
    }
}
