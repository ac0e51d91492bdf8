import UIKit

/// The interface's orientation and the app's scene, as a video app meets them: buttons that ask
/// the window scene to turn (`requestGeometryUpdate`), a player presented full screen that only
/// supports landscape (the interface turns for it), a request for a second window (which an app
/// whose Info.plist does not support multiple scenes hears refused, in UIKit's words), and the
/// scene's life cycle as its notifications arrive (Ctrl+H in the window goes home and back).
final class OrientationScreen: UIViewController {
    let status = UILabel()
    let sceneResult = UILabel()
    let lifeCycle = UILabel()
    private var lifeCycleSteps: [String] = []
    private var observers: [NSObjectProtocol] = []
    private(set) lazy var buttons: [UIButton] = [
        makeButton("Turn to Landscape", filled: true) { [weak self] in self?.turn(to: .landscape) },
        makeButton("Turn to Portrait", filled: true) { [weak self] in self?.turn(to: .portrait) },
        makeButton("Play Video", filled: false) { [weak self] in self?.present(PlayerController(), animated: true) },
        makeButton("New Window", filled: false) { [weak self] in self?.requestNewWindow() },
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orientation"
        view.backgroundColor = .systemBackground
        status.font = .preferredFont(forTextStyle: .headline)
        for label in [sceneResult, lifeCycle] {
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
            label.numberOfLines = 2
        }
        lifeCycle.text = "Scene life cycle: press Ctrl+H to go home and back."
        for subview in [status] + buttons + [sceneResult, lifeCycle] as [UIView] { view.addSubview(subview) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard observers.isEmpty, let scene = view.window?.windowScene else { return }
        let steps: [(NSNotification.Name, String)] = [
            (UIScene.willDeactivateNotification, "resign active"), (UIScene.didEnterBackgroundNotification, "background"),
            (UIScene.willEnterForegroundNotification, "foreground"), (UIScene.didActivateNotification, "active"),
        ]
        observers = steps.map { name, step in
            NotificationCenter.default.addObserver(forName: name, object: scene, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.noteLifeCycle(step) }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard isMovingFromParent else { return }
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 20, dy: 20)
        status.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 24)
        var y = status.frame.maxY + 20
        for button in buttons {
            button.frame = CGRect(x: area.minX, y: y, width: min(area.width, 360), height: 44)
            y += 54
        }
        sceneResult.frame = CGRect(x: area.minX, y: y, width: area.width, height: 36)
        lifeCycle.frame = CGRect(x: area.minX, y: sceneResult.frame.maxY + 8, width: area.width, height: 36)
        showOrientation()
    }

    private func makeButton(_ title: String, filled: Bool, action: @escaping () -> Void) -> UIButton {
        var configuration: UIButton.Configuration = filled ? .filled() : .gray()
        configuration.title = title
        return UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
    }

    private func showOrientation() {
        let names: [UIInterfaceOrientation: String] = [
            .portrait: "Portrait", .portraitUpsideDown: "Upside down", .landscapeLeft: "Landscape left", .landscapeRight: "Landscape right",
        ]
        let orientation = view.window?.windowScene?.interfaceOrientation ?? .unknown
        status.text = "\(names[orientation] ?? "Unknown") · \(Int(view.bounds.width)) × \(Int(view.bounds.height))"
    }

    private func turn(to orientations: UIInterfaceOrientationMask) {
        guard let scene = view.window?.windowScene else { return }
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: orientations)) { [weak self] error in
            self?.sceneResult.text = error.localizedDescription
        }
    }

    private func requestNewWindow() {
        let activity = NSUserActivity(activityType: "lab.catalog.window")
        sceneResult.text = "New Window: asked for a second scene."
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { [weak self] error in
            self?.sceneResult.text = "New Window: \(error.localizedDescription)"
        }
    }

    private func noteLifeCycle(_ step: String) {
        lifeCycleSteps = Array((lifeCycleSteps + [step]).suffix(4))
        lifeCycle.text = "Scene life cycle: " + lifeCycleSteps.joined(separator: " → ")
    }

    /// A video player that plays only in landscape: presented full screen, it turns the interface.
    final class PlayerController: UIViewController {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            modalPresentationStyle = .fullScreen
        }

        required init?(coder: NSCoder) { nil }

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }

        private let caption = UILabel()
        private let done = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
            caption.text = "Now Playing"
            caption.textColor = .white
            caption.font = .systemFont(ofSize: 28, weight: .bold)
            caption.textAlignment = .center
            done.setTitle("Done", for: .normal)
            done.tintColor = .white
            done.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
            view.addSubview(caption)
            view.addSubview(done)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            caption.frame = view.bounds
            let area = view.bounds.inset(by: view.safeAreaInsets)
            done.frame = CGRect(x: area.maxX - 80, y: area.minY + 8, width: 72, height: 44)
        }
    }
}
