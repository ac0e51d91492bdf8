import Foundation

/// An item an app adds to the edit menu, as UIKit's `UIMenuItem`: a title and the action sent up
/// the responder chain to the first responder that can perform it. Without the Objective-C
/// runtime the action reaches a method listed in its module's `InterfaceBuilderClasses` table
/// (`presentation-lab import` writes it), as Interface Builder's actions do.
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector

    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }

    /// The item as a menu action for `responder`'s chain, when a responder there can perform it now.
    func menuAction(for responder: UIResponder, sender: Any?) -> UIAction? {
        guard let target = responder.target(forAction: action, withSender: sender) as? UIResponder else { return nil }
        let selector = action.description
        return UIAction(title: title) { [weak target] _ in
            guard let target else { return }
            if InterfaceBuilderClassTables.current.send(selector, to: target, from: sender, event: nil) == nil {
                Diagnostics.warn("-[\(type(of: target)) \(selector)]: unrecognized selector sent to instance (UIMenuItem \"\(self.title)\"). List the method in \(InterfaceBuilderClassTables.module(of: type(of: target))).InterfaceBuilderClasses.")
            }
        }
    }
}
