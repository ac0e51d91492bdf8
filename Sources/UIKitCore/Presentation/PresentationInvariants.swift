/// The states UIKit's presentations can be in, written as checks (docs/ARCHITECTURE.md, "Transition
/// invariants"). Hosts check them after every frame; the random-interaction test after every step.
/// A violation is a bug in the lab, never in the user's code: the message says what is wrong.
@preconcurrency @MainActor
enum PresentationInvariants {
    /// Checks every window of `environment`, recording and reporting (once each) what is wrong.
    static func check(_ environment: HostEnvironment) {
        let scheduler = environment.transitionScheduler
        let isIdle = !scheduler.isBusy && !scheduler.hasWaitingRequests
        for window in environment.windowReferences.compactMap(\.value) {
            for problem in violations(in: window, isIdle: isIdle) where !environment.invariantViolations.contains(problem) {
                environment.invariantViolations.append(problem)
                Diagnostics.warn("Presentation Lab bug (please report it): \(problem)")
            }
        }
    }

    /// What is wrong with the presentations shown in `window` now; empty when all is well.
    /// `isIdle`: no transition runs or waits, so the end-state rules apply too.
    static func violations(in window: UIWindow, isIdle: Bool) -> [String] {
        guard let root = window.rootViewController else { return [] }
        var problems: [String] = []
        let chain = presentationChain(from: root)
        var containers: [ObjectIdentifier] = []
        for (presenter, presented) in zip(chain, chain.dropFirst()) {
            let name = describe(presented)
            if presented.presentationState.presenting !== presenter {
                problems.append("\(name) is presented by \(describe(presenter)), but its presentingViewController is \(presented.presentationState.presenting.map(describe) ?? "nil").")
            }
            guard let controller = presented.presentationState.controller else {
                problems.append("\(name) is presented but has no presentation controller.")
                continue
            }
            guard let container = controller.containerView else {
                problems.append("\(name) is presented but its presentation has no container view.")
                continue
            }
            if container.superview !== window {
                problems.append("\(name)'s container view is not in the window.")
            }
            containers.append(ObjectIdentifier(container))
        }
        var running: ObjectIdentifier?
        if let current = window.environment.transitionScheduler.current?.presentationController.containerView {
            running = ObjectIdentifier(current)
        }
        for case let transitionView as UITransitionView in window.subviews {
            let id = ObjectIdentifier(transitionView)
            if !containers.contains(id) && id != running {
                problems.append("A UITransitionView with \(transitionView.subviews.count) subviews is in the window but belongs to no presentation.")
            }
        }
        if isIdle { problems += endStateViolations(chain: chain, window: window) }
        return problems
    }

    /// Rules for when nothing is moving: covered presenters' views are off screen and have
    /// disappeared, the rest have appeared and are on screen.
    private static func endStateViolations(chain: [UIViewController], window: UIWindow) -> [String] {
        var problems: [String] = []
        for (index, controller) in chain.enumerated() {
            let name = describe(controller)
            let above = index + 1 < chain.count ? chain[index + 1].presentationState.controller : nil
            let isCovered = above?.shouldRemovePresentersView == true
            let isReplaced = controller.presentationState.controller?.adaptation?.replacement != nil
            let onScreen = controller.viewIfLoaded?.window === window
            if isCovered {
                if onScreen { problems.append("\(name)'s view is in the window though a \(above!.presentationStyle) presentation covers it.") }
                if controller.appearanceState.phase != .disappeared { problems.append("\(name) is covered but its appearance is \(controller.appearanceState.phase).") }
            } else if !isReplaced {
                if !onScreen { problems.append("\(name) is visible in the presentation chain but its view is not in the window.") }
                let awaitsFirstFrame = window.pendingDidAppear.contains { $0 === controller }
                // A presenter left on screen is not told it disappears, so its appearance is the
                // app's own to drive (a presentation controller may call its
                // begin/endAppearanceTransition): only the presented top is the lab's to check.
                let isUncoveredPresenter = index + 1 < chain.count
                if controller.appearanceState.phase != .appeared && !awaitsFirstFrame && !isUncoveredPresenter { problems.append("\(name) is on screen but its appearance is \(controller.appearanceState.phase).") }
            }
        }
        return problems
    }

    /// The root, what it presents, what that presents, and so on.
    static func presentationChain(from root: UIViewController) -> [UIViewController] {
        var chain = [root]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while let next = chain.last!.presentationState.presented, seen.insert(ObjectIdentifier(next)).inserted {
            chain.append(next)
        }
        return chain
    }

    private static func describe(_ controller: UIViewController) -> String {
        "\(type(of: controller)) \(controller.title.map { "'\($0)'" } ?? "")".trimmingCharacters(in: .whitespaces)
    }
}
