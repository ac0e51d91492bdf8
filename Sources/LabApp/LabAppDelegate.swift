import UIKit

/// The lab's app delegate: a window showing the home screen, or one scenario when asked for, with
/// a way back Home: a bar item in scenarios with navigation bars, a link in the others.
final class LabAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let startScenario: Scenario?
    private var homeButton: UIButton?

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
        homeButton?.removeFromSuperview()
    }

    func show(_ scenario: Scenario) {
        guard let window else { return }
        UIDevice.current.systemVersion = (pinnedSystemVersion ?? scenario.systemVersion).description
        let root = scenario.makeRootViewController()
        window.rootViewController = root
        homeButton?.removeFromSuperview()
        // A scenario with navigation bars gets Home as its first screen's left bar item, where iOS
        // puts the way back; the tutorials' bar-less screens get a link below the status bar.
        let stacks = rootNavigationControllers(of: root)
        if !stacks.isEmpty {
            for stack in stacks {
                stack.viewControllers.first?.navigationItem.leftBarButtonItem = UIBarButtonItem(
                    title: "Home", primaryAction: UIAction(title: "Home") { [weak self] _ in self?.homeTapped() })
            }
            return
        }
        let button = homeButton ?? makeHomeButton()
        window.addSubview(button)
        // Inside the safe area: below the status bar, clear of the rounded corners and the island.
        NSLayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 8),
            button.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            button.widthAnchor.constraint(equalToConstant: 80),
            button.heightAnchor.constraint(equalToConstant: 32),
        ])
        homeButton = button
    }

    /// The navigation stacks a scenario opens with: its root, or its tabs'.
    private func rootNavigationControllers(of root: UIViewController) -> [UINavigationController] {
        if let navigation = root as? UINavigationController { return [navigation] }
        if let tabs = root as? UITabBarController { return (tabs.viewControllers ?? []).compactMap { $0 as? UINavigationController } }
        return []
    }

    private func makeHomeButton() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("‹ Home", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.addTarget(self, action: LabAppDelegate.homeTapped, for: .touchUpInside)
        return button
    }

    func homeTapped() {
        guard window?.rootViewController?.presentedViewController == nil else { return }
        showHome()
    }
}
