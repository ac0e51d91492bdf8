import UIKit

/// The lab's app delegate: a window showing the home screen, or one scenario when asked for, with
/// a small Home button to go back.
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
        window.rootViewController = scenario.makeRootViewController()
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
