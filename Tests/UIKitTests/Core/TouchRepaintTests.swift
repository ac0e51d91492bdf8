import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitHosting

/// A touch repaints the views whose look it changes, not the window: at every phase of a press on
/// each kind of control and cell, the retained drawing equals a fresh paint of the whole window,
/// and a press on a button redraws a rectangle around the button only.
@MainActor
@Suite struct TouchRepaintTests {
    /// A tab bar controller holding a navigation controller whose screen has one of each control
    /// above a table, with a bar button item.
    private final class ControlsScreen: UIViewController, UITableViewDataSource {
        let stack = UIStackView()
        let systemButton = UIButton(type: .system)
        let filledButton = UIButton(configuration: .filled())
        let toggle = UISwitch()
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        let stepper = UIStepper()
        let slider = UISlider()
        let table = UITableView(frame: .zero, style: .insetGrouped)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Controls"
            view.backgroundColor = .systemBackground
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            systemButton.setTitle("Plain", for: .normal)
            filledButton.configuration?.title = "Filled"
            segments.selectedSegmentIndex = 0
            stack.axis = .vertical
            stack.spacing = 8
            stack.alignment = .leading
            for control in [systemButton, filledButton, toggle, segments, stepper, slider] as [UIView] { stack.addArrangedSubview(control) }
            slider.widthAnchor.constraint(equalToConstant: 200).isActive = true
            table.dataSource = self
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            for subview in [stack, table] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                table.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                table.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    private func makeScreen() -> (HeadlessHost, ControlsScreen) {
        let host = HeadlessHost(device: .iPhone15)
        let screen = ControlsScreen()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.tabBarItem = UITabBarItem(title: "Controls", image: UIImage(systemName: "gear"), tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Other", image: UIImage(systemName: "star"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        host.rootViewController = tabs
        host.settle()
        return (host, screen)
    }

    /// Draws the window incrementally and from scratch; records where they differ.
    @MainActor private struct Comparison {
        let window: UIWindow
        let incremental: FramePresenter
        let reference: FramePresenter

        init(window: UIWindow) {
            self.window = window
            incremental = FramePresenter(scale: 1)
            reference = FramePresenter(scale: 1)
            reference.repaintsFromScratch = true
            incremental.drawOffscreen(window, force: true)
            incremental.rasterizeOffscreenFrame()
        }

        /// The window's pixels as last drawn, after `check` found them equal to a full redraw.
        @discardableResult
        func check(_ step: String) -> [UInt8] {
            incremental.drawOffscreen(window, force: true)
            reference.drawOffscreen(window, force: true)
            let retained = incremental.retainedDisplayList.commands, fresh = window.currentDisplayList.commands
            if retained != fresh {
                let index = zip(retained, fresh).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(retained.count, fresh.count)
                Issue.record("""
                    \(step): the retained tree's \(retained.count) commands differ from a fresh paint's \(fresh.count) at \(index): \
                    \(index < retained.count ? retained[index].description : "none") instead of \(index < fresh.count ? fresh[index].description : "none")
                    """)
                return []
            }
            let drawn = incremental.rgbaBytes()
            if drawn != reference.rgbaBytes() { Issue.record("\(step): the pixels differ from a full redraw") }
            return drawn
        }
    }

    private func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    /// Apple, *UIControl.isHighlighted* and *UITableViewCell.setHighlighted(_:animated:)*: a press
    /// highlights, a release acts and the highlight goes; every look along the way is drawn.
    @Test func everyPhaseOfAPressDrawsWhatAFullRepaintDraws() throws {
        let (host, screen) = makeScreen()
        let comparison = Comparison(window: host.window)
        let tabBar = try #require(screen.tabBarController?.tabBar)
        let navigationBar = try #require(screen.navigationController?.navigationBar)
        let row = try #require(screen.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let targets: [(String, CGPoint)] = [
            ("the plain button", centre(of: screen.systemButton)),
            ("the filled button", centre(of: screen.filledButton)),
            ("the switch", centre(of: screen.toggle)),
            ("the second segment", centre(of: screen.segments)),
            ("the stepper's plus", centre(of: screen.stepper).applying(CGAffineTransform(translationX: 24, y: 0))),
            ("the slider's thumb", centre(of: screen.slider)),
            ("the add item", navigationBar.convert(CGPoint(x: navigationBar.bounds.maxX - 30, y: navigationBar.bounds.midY), to: nil)),
            ("a row", centre(of: row)),
            ("the first tab", tabBar.convert(CGPoint(x: tabBar.bounds.width / 4, y: 20), to: nil)),
        ]
        // These show their highlight while pressed, so the comparison holds a changed look.
        let highlighting: Set = ["the plain button", "the filled button", "the add item", "a row"]
        for (name, point) in targets {
            let before = comparison.check("\(name), before")
            host.press(at: point)
            let pressed = comparison.check("\(name), pressed")
            if highlighting.contains(name) { #expect(pressed != before, "pressing \(name) showed no highlight") }
            host.advance(by: 0.1)
            comparison.check("\(name), held")
            host.release(at: point)
            comparison.check("\(name), released")
            host.settle()
            comparison.check("\(name), settled")
            if screen.navigationController?.topViewController !== screen {
                screen.navigationController?.popViewController(animated: false)
                host.settle()
                comparison.check("\(name), back")
            }
        }
    }

    /// The damage of a press is the button's, as when code changes the button's colour.
    @Test func pressingAButtonRedrawsOnlyAroundIt() throws {
        let (host, screen) = makeScreen()
        let presenter = FramePresenter(scale: 1)
        presenter.drawOffscreen(host.window, force: true)
        presenter.rasterizeOffscreenFrame()
        let button = screen.filledButton
        let frame = button.convert(button.bounds, to: nil)
        for (step, act) in [("press", { host.press(at: self.centre(of: button)) }), ("release", { host.release(at: self.centre(of: button)) })] {
            act()
            host.settle()
            presenter.drawOffscreen(host.window, force: true)
            presenter.rasterizeOffscreenFrame()
            guard case let .area(area) = presenter.lastDamage else {
                Issue.record("a \(step) on a button redrew \(presenter.lastDamage), not an area around it")
                continue
            }
            #expect(frame.insetBy(dx: -4, dy: -4).contains(area), "a \(step) on a button at \(frame) redrew \(area)")
        }
    }
}
