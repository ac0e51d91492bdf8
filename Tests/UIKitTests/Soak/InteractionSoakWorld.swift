import Foundation
import UIKit
@testable import UIKitCore

/// The app the interaction soak drives: a tab bar controller with a navigation stack of tracked
/// controllers and a scroll view; modals and alerts come and go over it. Every controller logs its
/// appearance callbacks and every alert action its handler runs, so the checks can say whether what
/// happened is something UIKit could have done.
@MainActor
final class InteractionSoakWorld {
    /// A controller that logs its own appearance callbacks (PresentationTestSupport's logger).
    typealias Tracked = LoggingViewController

    private static func makeTracked(id: Int) -> Tracked {
        let controller = Tracked("#\(id)", log: CallLog())
        controller.title = controller.name
        return controller
    }

    /// A controller's appearance callbacks in order, without its name ("viewWillAppear", …).
    private static func appearanceLog(of controller: Tracked) -> [String] {
        controller.log.entries.map { String($0.dropFirst(controller.name.count + 1)) }.filter { $0 != "viewDidLoad" }
    }

    let host: OffscreenHost
    let tabs = UITabBarController()
    let navigation: UINavigationController
    let scrollView = UIScrollView()
    let scrolling = InteractionSoakWorld.makeTracked(id: 1)
    private var nextID = 2
    private(set) var tracked: [Tracked] = []
    /// For each alert action: how many times its handler ran, and whether its alert was still up then.
    private var handlerRuns: [String: Int] = [:]
    private var handlersRunWhileShown: [String] = []
    private var alertCount = 0
    /// The alerts asked for, to check those resting on screen.
    private var alerts: [() -> UIAlertController?] = []
    /// Observations made the way libraries make them: handlers that read geometry, safe areas and
    /// layout, and set what they observe, from inside themselves.
    private var observations: [NSKeyValueObservation] = []

    init(size: CGSize) {
        host = OffscreenHost(device: .freeform(size), orientation: .portrait, systemVersion: .newest, renderScale: 1)
        // UIKit's console warnings (a push while one runs, a present from a controller not on screen) are expected.
        host.environment.warningHandler = { _ in }
        let root = InteractionSoakWorld.makeTracked(id: 0)
        navigation = UINavigationController(rootViewController: root)
        tracked = [root, scrolling]
        scrolling.loadViewIfNeeded()
        scrollView.frame = scrolling.view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: size.width * 2, height: size.height * 3)
        for row in 0..<12 {
            let band = UIView(frame: CGRect(x: 0, y: CGFloat(row) * size.height / 4, width: size.width * 2, height: size.height / 8))
            band.backgroundColor = .systemBlue
            scrollView.addSubview(band)
        }
        scrolling.view.addSubview(scrollView)
        tabs.viewControllers = [navigation, scrolling]
        host.install(rootViewController: tabs)
        observations.append(host.environment.run { observeGeometry(of: scrollView, holds: false) })
        observations.append(host.environment.run {
            navigation.view.observe(\.bounds) { view, _ in
                _ = view.safeAreaInsets
                _ = view.convert(view.bounds, to: nil)
                view.layoutIfNeeded()
            }
        })
    }

    /// Observes `scrollView`'s offset as a bottom-sheet library does: the handler reads the view's
    /// and the key window's root's safe areas, converts to the window and lays out, and when
    /// `holds` sets the offset back to where its last rest was (holding the list still).
    private func observeGeometry(of scrollView: UIScrollView, holds: Bool) -> NSKeyValueObservation {
        var heldOffset = scrollView.contentOffset
        return scrollView.observe(\.contentOffset, options: [.old, .new]) { view, _ in
            _ = view.safeAreaInsets
            _ = view.adjustedContentInset
            _ = view.convert(view.bounds, to: nil)
            _ = UIApplication.shared.keyWindow?.rootViewController?.view.safeAreaInsets
            view.superview?.layoutIfNeeded()
            guard holds else { return }
            if view.isDragging || view.isDecelerating {
                view.setContentOffset(heldOffset, animated: false)
            } else {
                heldOffset = view.contentOffset
            }
        }
    }

    private func makeTracked() -> Tracked {
        let controller = InteractionSoakWorld.makeTracked(id: nextID)
        nextID += 1
        tracked.append(controller)
        return controller
    }

    /// The controller presenting nothing, from which the next presentation goes.
    private var topmost: UIViewController {
        var top: UIViewController = tabs
        while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
        return top
    }

    // MARK: Steps

    func perform(_ step: InteractionSoak.Step) {
        let size = host.window.bounds.size
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: size.width * x, y: size.height * y) }
        switch step {
        case let .tap(x, y): host.tap(at: point(x, y))
        case let .drag(x, y, toX, toY, duration): host.drag(from: point(x, y), to: point(toX, toY), duration: duration)
        case let .edgeSwipe(toX, duration, release):
            let y = size.height / 2
            if release {
                host.drag(from: CGPoint(x: 2, y: y), to: CGPoint(x: size.width * toX, y: y), duration: duration)
            } else {
                // Held half way: time passes with the finger down, then it comes back and lets go.
                host.press(at: CGPoint(x: 2, y: y))
                host.advance(by: duration / 2)
                host.move(to: CGPoint(x: size.width * toX, y: y))
                host.advance(by: duration / 2)
                host.release(at: CGPoint(x: 4, y: y))
            }
        case let .wheel(x, y, dy): host.scrollWheel(at: point(x, y), by: CGVector(dx: 0, dy: dy))
        case let .advance(seconds): host.advance(by: seconds)
        case .settle: host.settle(timeout: 30)
        case let .resize(width, height): host.resize(to: CGSize(width: width, height: height))
        case let .push(animated):
            navigation.pushViewController(makeTracked(), animated: animated)
            host.renderFrame()
        case let .pop(animated):
            navigation.popViewController(animated: animated)
            host.renderFrame()
        case let .popToRoot(animated):
            navigation.popToRootViewController(animated: animated)
            host.renderFrame()
        case let .setStack(count, animated):
            let kept = navigation.viewControllers.prefix(1)
            let added = (1..<max(1, count)).map { _ in makeTracked() }
            navigation.setViewControllers(Array(kept) + added, animated: animated)
            host.renderFrame()
        case let .presentModal(animated):
            let modal = makeTracked()
            modal.modalPresentationStyle = nextID % 2 == 1 ? .fullScreen : .pageSheet
            topmost.present(modal, animated: animated)
            host.renderFrame()
        case let .dismissTop(animated):
            let top = topmost
            guard top !== tabs else { return }
            top.dismiss(animated: animated)
            host.renderFrame()
        case let .alert(actions, sheet, fromView):
            alertCount += 1
            let number = alertCount
            let alert = UIAlertController(title: "Alert \(number)", message: "Choose", preferredStyle: sheet ? .actionSheet : .alert)
            for index in 0..<actions {
                let name = "\(number).\(index)"
                // One cancel action at most, as UIKit requires; the last one when there are several.
                let style: UIAlertAction.Style = index == actions - 1 && actions > 1 ? .cancel : (index == 0 ? .default : .destructive)
                alert.addAction(UIAlertAction(title: "Action \(name)", style: style) { [weak self, weak alert] _ in
                    self?.handlerRuns[name, default: 0] += 1
                    if alert?.viewIfLoaded?.window != nil { self?.handlersRunWhileShown.append(name) }
                })
            }
            if sheet {
                // Where an action sheet shows as a popover (regular width), it needs a source.
                if fromView, let view = topmost.view {
                    alert.popoverPresentationController?.sourceView = view
                } else {
                    alert.popoverPresentationController?.sourceView = host.window
                    alert.popoverPresentationController?.sourceRect = CGRect(x: size.width / 2, y: size.height / 2, width: 1, height: 1)
                }
            }
            alerts.append { [weak alert] in alert }
            topmost.present(alert, animated: true)
            host.renderFrame()
        case let .scrollTo(x, y, animated):
            let range = scrollView.offsetRange
            let target = CGPoint(x: range.min.x + (range.max.x - range.min.x) * x, y: range.min.y + (range.max.y - range.min.y) * y)
            scrollView.setContentOffset(target, animated: animated)
            host.renderFrame()
        case let .inset(top, bottom):
            scrollView.contentInset = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
            host.renderFrame()
        case let .selectTab(index):
            tabs.selectedIndex = index % 2
            host.renderFrame()
        case let .presentSheetList(holds):
            let list = UITableViewController(style: .plain)
            list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            list.tableView.dataSource = soakRows
            list.sheetPresentationController?.detents = [.medium(), .large()]
            observations.append(host.environment.run { observeGeometry(of: list.tableView, holds: holds) })
            topmost.present(list, animated: true)
            host.renderFrame()
        }
    }

    /// Rows for the sheets' tables.
    private let soakRows = SoakRows()

    // MARK: Checks

    /// What is wrong now; `settled` adds the checks that hold once nothing moves.
    func problems(settled: Bool) -> [String] {
        var problems = host.environment.invariantViolations
        for controller in navigation.viewControllers where controller.parent !== navigation {
            problems.append("\(controller.title ?? "?") is in the stack but its parent is \(controller.parent.map { "\(type(of: $0))" } ?? "nil")")
        }
        for controller in tracked {
            // Each did comes after its will, never twice in a row.
            var last: String?
            let log = InteractionSoakWorld.appearanceLog(of: controller)
            for event in log {
                let ok = switch event {
                case "viewDidAppear": last == "viewWillAppear"
                case "viewDidDisappear": last == "viewWillDisappear"
                case "viewWillAppear": last != "viewWillAppear" && last != "viewDidAppear"
                default: last == "viewDidAppear" || last == "viewWillAppear"
                }
                if !ok {
                    problems.append("\(controller.name) heard \(event) after \(last ?? "nothing"): \(log.suffix(6))")
                    break
                }
                last = event
            }
        }
        for (name, runs) in handlerRuns where runs > 1 { problems.append("alert action \(name)'s handler ran \(runs) times") }
        for name in handlersRunWhileShown { problems.append("alert action \(name)'s handler ran while its alert was shown") }
        guard settled else { return problems }
        if navigation.children != navigation.viewControllers {
            problems.append("navigation children \(navigation.children.map { $0.title ?? "?" }) differ from its stack \(navigation.viewControllers.map { $0.title ?? "?" })")
        }
        let onScreen = navigation.viewControllers.filter { $0.viewIfLoaded?.window != nil }
        if onScreen.count > 1 { problems.append("\(onScreen.count) controllers of the stack are on screen: \(onScreen.map { $0.title ?? "?" })") }
        if let first = onScreen.first, first !== navigation.topViewController { problems.append("\(first.title ?? "?") is on screen, not the top") }
        for controller in tracked {
            let shown = controller.viewIfLoaded?.window != nil
            let last = InteractionSoakWorld.appearanceLog(of: controller).last
            if shown && last != "viewDidAppear" { problems.append("\(controller.name) is on screen but its last callback was \(last ?? "none")") }
            if !shown && last != nil && last != "viewDidDisappear" { problems.append("\(controller.name) is off screen but its last callback was \(last!)") }
        }
        if scrollView.window != nil {
            let range = scrollView.offsetRange, offset = scrollView.contentOffset
            if offset.x < range.min.x - 0.5 || offset.x > range.max.x + 0.5 || offset.y < range.min.y - 0.5 || offset.y > range.max.y + 0.5 {
                problems.append("the scroll view rests at \(offset), outside \(range.min)…\(range.max)")
            }
        }
        if host.environment.transitionScheduler.isBusy { problems.append("a transition still runs at rest") }
        problems += popoverAlertProblems()
        return problems
    }

    /// An action sheet resting in a popover lies inside the window, with room for its content, and
    /// the finger lands on each of its buttons that the popover shows.
    private func popoverAlertProblems() -> [String] {
        alerts.removeAll { $0()?.viewIfLoaded?.window == nil }
        var problems: [String] = []
        for case let alert? in alerts.map({ $0() }) where alert.presentedViewController == nil {
            guard let popover = alert.presentationController as? UIPopoverPresentationController,
                  let shown = popover.presentedView, shown.window != nil else { continue }
            let frame = shown.convert(shown.bounds, to: nil)
            if !host.window.bounds.insetBy(dx: -0.5, dy: -0.5).contains(frame) || frame.height < 1 {
                problems.append("\(alert.title ?? "?") rests at \(frame), not whole inside the window")
                continue
            }
            for action in alert.actions {
                guard let button = alert.view.findButton(titled: action.title ?? "") else { continue }
                let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
                guard frame.insetBy(dx: 1, dy: 1).contains(centre) else { continue }
                if host.window.hitTest(centre, with: nil)?.isDescendant(of: button) != true {
                    problems.append("a tap on \(action.title ?? "?") of \(alert.title ?? "?") at \(centre) misses the button")
                }
            }
        }
        return problems
    }
}

/// Sixty rows of text, for the tables the soak presents in sheets.
@MainActor
final class SoakRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
