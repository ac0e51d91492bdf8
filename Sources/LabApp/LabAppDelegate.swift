import UIKit

/// The lab's app delegate: a window showing the home screen, or one scenario when asked for, with
/// a Home bar item to go back.
final class LabAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let startScenario: Scenario?
    private var homeBar: UINavigationBar?

    /// The iOS version `--ios` chose, which then holds for every scenario; nil lets each scenario
    /// run on the version its tutorial was written for.
    private let pinnedSystemVersion: SystemVersion?

    init(startScenario: Scenario?, pinnedSystemVersion: SystemVersion? = nil) {
        self.startScenario = startScenario
        self.pinnedSystemVersion = pinnedSystemVersion
        super.init()
    }

    /// The home screen, as `@main` or `UIApplicationMain` would start the lab.
    override convenience init() { self.init(startScenario: nil) }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .systemBackground
        self.window = window
        window.makeKeyAndVisible()
        if let startScenario {
            show(startScenario)
        } else {
            showHome()
        }
        return true
    }

    func showHome() {
        let home = HomeViewController()
        home.onChoose = { [weak self] scenario in self?.show(scenario) }
        UIDevice.current.systemVersion = (pinnedSystemVersion ?? .newest).description
        window?.rootViewController = home
        homeBar?.removeFromSuperview()
    }

    func show(_ scenario: Scenario) {
        guard let window else { return }
        UIDevice.current.systemVersion = (pinnedSystemVersion ?? scenario.systemVersion).description
        let root = scenario.makeRootViewController()
        window.rootViewController = root
        homeBar?.removeFromSuperview()
        // Home is a bar item where iOS puts the way back: the left item of a scenario's first screen
        // when it has navigation bars, else of a bar of the lab's own over the top of the screen
        // (the lab's screens start 56 points into the safe area, below it).
        let stacks = rootNavigationControllers(of: root)
        if !stacks.isEmpty {
            for stack in stacks { stack.viewControllers.first?.navigationItem.leftBarButtonItem = makeHomeItem() }
            return
        }
        let bar = homeBar ?? makeHomeBar()
        window.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        homeBar = bar
    }

    /// The navigation stacks a scenario opens with: its root, or its tabs'.
    private func rootNavigationControllers(of root: UIViewController) -> [UINavigationController] {
        if let navigation = root as? UINavigationController { return [navigation] }
        if let tabs = root as? UITabBarController { return (tabs.viewControllers ?? []).compactMap { $0 as? UINavigationController } }
        return []
    }

    private func makeHomeItem() -> UIBarButtonItem {
        UIBarButtonItem(title: "Home", primaryAction: UIAction(title: "Home") { [weak self] _ in self?.homeTapped() })
    }

    /// A standalone navigation bar with no background, holding only the Home item.
    private func makeHomeBar() -> UINavigationBar {
        let bar = UINavigationBar()
        bar.translatesAutoresizingMaskIntoConstraints = false
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        let item = UINavigationItem(title: "")
        item.leftBarButtonItem = makeHomeItem()
        bar.setItems([item], animated: false)
        return bar
    }

    func homeTapped() {
        guard window?.rootViewController?.presentedViewController == nil else { return }
        showHome()
    }
}
