import Foundation
import UIKit
@testable import UIKitCore

/// One run's host and controllers, and the checks made after each step.
@MainActor
final class SoakWorld {
    let host: OffscreenHost
    let root = SoakController(id: 0, style: .fullScreen)
    private(set) var controllers: [Int: SoakController] = [:]
    private var reportedViolations = 0
    /// The deepest stack of presentations seen, so a run can show it explored something.
    private(set) var presentationsSeen = 0

    init(size: CGSize) {
        host = OffscreenHost(device: .freeform(size), orientation: .portrait, systemVersion: .newest, renderScale: 1)
        controllers[0] = root
        // UIKit's console warnings (presenting from a controller not on screen, …) are expected here.
        host.environment.warningHandler = { _ in }
        host.install(rootViewController: root)
    }

    private func point(_ x: Double, _ y: Double) -> CGPoint {
        let bounds = host.window.bounds
        return CGPoint(x: bounds.width * x, y: bounds.height * y)
    }

    func perform(_ step: PresentationSoak.Step) {
        switch step {
        case let .tap(x, y): host.tap(at: point(x, y))
        case let .drag(x, y, toX, toY, duration): host.drag(from: point(x, y), to: point(toX, toY), duration: duration)
        case let .press(x, y): host.press(at: point(x, y))
        case let .move(x, y): host.move(to: point(x, y))
        case let .release(x, y): host.release(at: point(x, y))
        case let .resize(width, height): host.resize(to: CGSize(width: width, height: height))
        case let .advance(seconds): host.advance(by: seconds)
        case .settle: break
        case let .present(id, from, style, animated):
            guard let presenter = controllers[from] else { return }
            let controller = SoakController(id: id, style: style)
            controllers[id] = controller
            controller.prepare(presentedFrom: presenter)
            presenter.present(controller, animated: animated)
            host.renderFrame()
        case let .presentAgain(id, from, animated):
            guard let presenter = controllers[from], let controller = controllers[id] else { return }
            if controller.style == .popover { controller.popoverPresentationController?.sourceView = presenter.view }
            presenter.present(controller, animated: animated)
            host.renderFrame()
        case let .presentThenDismiss(id, from, style, animated):
            guard let presenter = controllers[from] else { return }
            let controller = SoakController(id: id, style: style)
            controllers[id] = controller
            controller.prepare(presentedFrom: presenter)
            presenter.present(controller, animated: animated) { [weak controller] in controller?.dismiss(animated: animated) }
            host.renderFrame()
        case let .rotate(clockwise):
            host.rotate(to: host.environment.screen.orientation.rotated(clockwise: clockwise))
        case let .dismiss(from, animated):
            guard let controller = controllers[from] else { return }
            controller.dismiss(animated: animated)
            host.renderFrame()
        }
    }

    /// Performs step number `index` and checks what it left.
    func performAndCheck(_ step: PresentationSoak.Step, index: Int) -> PresentationSoak.Failure? {
        perform(step)
        presentationsSeen = max(presentationsSeen, PresentationInvariants.presentationChain(from: root).count - 1)
        var isSettle = false
        if case .settle = step { isSettle = true }
        return problemsAfterStep(settled: isSettle).map { PresentationSoak.Failure(problems: $0, stepIndex: index) }
    }

    /// The checks at the end of a sequence: the finger lifts, everything settles.
    func finalCheck() -> PresentationSoak.Failure? {
        problemsAfterStep(settled: false, forceSettle: true).map { PresentationSoak.Failure(problems: $0, stepIndex: nil) }
    }

    /// What is wrong after a step, or nil. A `settle` step (and the end, `forceSettle`) must settle,
    /// after which the end-state rules apply as well.
    func problemsAfterStep(settled: Bool, forceSettle: Bool = false) -> [String]? {
        var problems: [String] = []
        if settled || forceSettle {
            // An unfinished drag is the user still holding a sheet: let go first, at the end.
            if forceSettle { host.release(at: .zero) }
            if let report = host.settleOrReport(timeout: 30) { return ["endless: " + report] }
        }
        let violations = host.environment.invariantViolations
        if violations.count > reportedViolations {
            problems += violations[reportedViolations...]
            reportedViolations = violations.count
        }
        if settled || forceSettle { problems += endStateProblems() }
        return problems.isEmpty ? nil : problems
    }

    /// Once settled: nothing waits, each controller outside the presentation chain is fully gone,
    /// and the window holds the root's view and the chain's containers only.
    private func endStateProblems() -> [String] {
        var problems: [String] = []
        let scheduler = host.environment.transitionScheduler
        if scheduler.hasWaitingRequests && !scheduler.isBusy { problems.append("requests wait though no transition runs") }
        let window = host.window
        let chain = PresentationInvariants.presentationChain(from: root)
        let inChain = Set(chain.map(ObjectIdentifier.init))
        for (id, controller) in controllers.sorted(by: { $0.key < $1.key }) where !inChain.contains(ObjectIdentifier(controller)) {
            if controller.presentationState.presenting != nil { problems.append("c\(id) is not in the chain but is presented by \(controller.presentationState.presenting!.title ?? "?")") }
            if controller.presentationState.presented != nil { problems.append("c\(id) is not in the chain but presents \(controller.presentationState.presented!.title ?? "?")") }
            if controller.viewIfLoaded?.window != nil { problems.append("c\(id) is not in the chain but its view is in the window") }
            if controller.appearanceState.phase != .disappeared { problems.append("c\(id) is not in the chain but its appearance is \(controller.appearanceState.phase)") }
            if controller.presentationState.activeTransition != nil && !scheduler.isBusy { problems.append("c\(id) keeps a finished transition") }
        }
        var allowed: Set<ObjectIdentifier> = [ObjectIdentifier(root.view)]
        for controller in chain { if let container = controller.presentationState.controller?.containerView { allowed.insert(ObjectIdentifier(container)) } }
        for view in window.subviews where !allowed.contains(ObjectIdentifier(view)) {
            problems.append("the window holds a \(type(of: view)) with \(view.subviews.count) subviews that belongs to no presentation")
        }
        for controller in chain where !controller.view.frame.origin.x.isFinite || !controller.view.frame.size.width.isFinite {
            problems.append("\(controller.title ?? "?") has a non-finite frame")
        }
        return problems
    }
}
