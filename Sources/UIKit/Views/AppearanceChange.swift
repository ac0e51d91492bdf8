/// A change of appearance (the system's, or an override): every view and controller whose style
/// it changes hears `traitCollectionDidChange(_:)` and its trait-change registrations, top down,
/// and redraws, as UIKit redraws views when their colours resolve differently.
@MainActor
enum AppearanceChange {
    /// Runs `change`, then tells what it changed in `windows`.
    static func run(in windows: [UIWindow], _ change: () -> Void) {
        let before = styles(in: windows)
        change()
        for (participant, previous) in before {
            let now = participant.traitCollection
            guard now.userInterfaceStyle != previous else { continue }
            let previousTraits = now.withUserInterfaceStyle(previous)
            participant.traitCollectionDidChange(previousTraits)
            participant.notifyTraitRegistrations(previous: previousTraits, current: now)
            (participant as? UIView)?.setNeedsDisplay()
        }
        for window in windows { window.needsDisplay = true }
    }

    /// Every controller and view of `windows`, top down, with the style it has now.
    private static func styles(in windows: [UIWindow]) -> [(AppearanceParticipant, UIUserInterfaceStyle)] {
        var found: [(AppearanceParticipant, UIUserInterfaceStyle)] = []
        func visit(_ controller: UIViewController) {
            found.append((controller, controller.resolvedUserInterfaceStyle))
            for child in controller.children { visit(child) }
            if let presented = controller.presentedStorage { visit(presented) }
        }
        func visit(_ view: UIView) {
            found.append((view, view.resolvedUserInterfaceStyle))
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
protocol AppearanceParticipant: UITraitEnvironment {
    func notifyTraitRegistrations(previous: UITraitCollection, current: UITraitCollection)
}

extension UIView: AppearanceParticipant {
    func notifyTraitRegistrations(previous: UITraitCollection, current: UITraitCollection) {
        for registration in traitChangeRegistrations { registration.notify(self, previous: previous, current: current) }
    }
}

extension UIViewController: AppearanceParticipant {
    func notifyTraitRegistrations(previous: UITraitCollection, current: UITraitCollection) {
        for registration in traitChangeRegistrations { registration.notify(self, previous: previous, current: current) }
    }
}
