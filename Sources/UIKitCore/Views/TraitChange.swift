/// A change of the appearance (the system's, or an override) or of the text size: every view and
/// controller whose traits it changes hears `traitCollectionDidChange(_:)` and its trait-change
/// registrations, top down; views redraw (UIKit redraws views when their colours resolve
/// differently), and labels and text fields that adjust for the text size take the new size.
@MainActor
package enum TraitChange {
    /// Runs `change`, then tells what it changed in `windows`.
    package static func run(in windows: [UIWindow], _ change: () -> Void) {
        let before = traits(in: windows)
        change()
        for (participant, previous) in before {
            let now = participant.traitCollection
            let style = now.userInterfaceStyle != previous.userInterfaceStyle
            let size = now.preferredContentSizeCategory != previous.preferredContentSizeCategory
            guard style || size else { continue }
            if size, let adjusting = participant as? FontSizeAdjusting, adjusting.adjustsFontForContentSizeCategory {
                adjusting.adjustFont(to: now.preferredContentSizeCategory)
            }
            // A readable content guide's width follows the text size.
            if size, let view = participant as? UIView, view.layoutState.readableContentGuide != nil { view.constraintsDidChange() }
            participant.traitCollectionDidChange(previous)
            participant.notifyTraitRegistrations(previous: previous, current: now)
            if style { (participant as? UIView)?.setNeedsDisplay() }
        }
        for window in windows { window.setNeedsEveryViewRepainted() }
    }

    /// Every controller and view of `windows`, top down, with its traits now.
    private static func traits(in windows: [UIWindow]) -> [(TraitChangeParticipant, UITraitCollection)] {
        var found: [(TraitChangeParticipant, UITraitCollection)] = []
        func visit(_ controller: UIViewController) {
            found.append((controller, controller.traitCollection))
            for child in controller.children { visit(child) }
            if let presented = controller.presentationState.presented { visit(presented) }
        }
        func visit(_ view: UIView) {
            found.append((view, view.traitCollection))
            for subview in view.subviews { visit(subview) }
        }
        for window in windows {
            if let root = window.rootViewController { visit(root) }
            visit(window as UIView)
        }
        return found
    }
}

/// What hears of trait changes: views and controllers.
@MainActor
protocol TraitChangeParticipant: UITraitEnvironment {
    func notifyTraitRegistrations(previous: UITraitCollection, current: UITraitCollection)
}

extension UIView: TraitChangeParticipant {
    func notifyTraitRegistrations(previous: UITraitCollection, current: UITraitCollection) {
        for registration in traitState.changeRegistrations { registration.notify(self, previous: previous, current: current) }
    }
}

extension UIViewController: TraitChangeParticipant {
    func notifyTraitRegistrations(previous: UITraitCollection, current: UITraitCollection) {
        for registration in traitState.changeRegistrations { registration.notify(self, previous: previous, current: current) }
    }
}
