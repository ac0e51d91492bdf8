// The edit menu's suggested actions: the standard edit actions the responder chain can perform now.
extension UIResponder {
    /// One inline `.standardEdit` menu of the standard actions that a responder from this one up
    /// can perform now (each sent to the first that can), then the app's `UIMenuController`
    /// items the chain can perform. `then` runs after a standard action, with the responder that took it.
    package func suggestedEditActions(sender: Any?, then: ((StandardEditAction, UIResponder) -> Void)? = nil) -> [UIMenuElement] {
        let actions = StandardEditAction.allCases.compactMap { action -> UIAction? in
            guard let target = target(forAction: action.selector, withSender: sender) as? UIResponder else { return nil }
            return UIAction(title: action.title) { [weak target] _ in
                guard let target else { return }
                action.send(to: target, sender: sender)
                then?(action, target)
            }
        }
        // The app's UIMenuController items join the standard ones, as UIKit still adds them.
        let items = (HostEnvironment.current[MenuControllers.self].shared.menuItems ?? []).compactMap { $0.menuAction(for: self, sender: sender) }
        var elements: [UIMenuElement] = []
        if !actions.isEmpty { elements.append(UIMenu(title: "", identifier: .standardEdit, options: .displayInline, children: actions)) }
        return elements + items
    }
}
