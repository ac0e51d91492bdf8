import Foundation

/// The default app: what UIKit code sees when no host runs it, as in an app's unit-test bundle on the
/// Simulator, which runs inside its launched app. Its screen is the device `PRESENTATION_LAB_DEVICE`
/// names (the variable behind the app's `--device`), an iPhone 15 when it names none, and its iOS
/// version the one `PRESENTATION_LAB_IOS` names (the newest when none); it has launched with a key
/// window showing a plain view controller, as a test host app has; its clock follows the real clock
/// (RealTimeFrameDriver).
extension HostEnvironment {
    /// The device the default app runs on when `PRESENTATION_LAB_DEVICE` names none.
    static let defaultAppDevice = SimulatedDevice.iPhone15
    static let deviceVariable = "PRESENTATION_LAB_DEVICE"
    static let systemVersionVariable = "PRESENTATION_LAB_IOS"
    static let appearanceVariable = "PRESENTATION_LAB_APPEARANCE"
    static let contentSizeVariable = "PRESENTATION_LAB_CONTENT_SIZE"

    static func makeDefaultApp(variables: [String: String] = ProcessInfo.processInfo.environment) -> HostEnvironment {
        let app = HostEnvironment()
        let device = defaultAppDevice(named: variables[deviceVariable])
        let screen = app.screen
        screen.device = device
        screen.orientation = .portrait
        screen.bounds = CGRect(origin: .zero, size: device.screenSize(in: .portrait))
        screen.scale = device.scale
        if let text = variables[systemVersionVariable], !text.isEmpty {
            if let version = SystemVersion(text) {
                app.device.systemVersion = version.description
            } else {
                let valid = SystemVersion.supportedMajors.map(String.init).joined(separator: ", ")
                Diagnostics.warnFromAnyThread("Presentation Lab: \(systemVersionVariable)=\(text) names no iOS version; the versions are \(valid). Using \(SystemVersion.newest.major).")
            }
        }
        if let text = variables[appearanceVariable], !text.isEmpty {
            if let style = UIUserInterfaceStyle(settingName: text) {
                screen.userInterfaceStyle = style
            } else {
                Diagnostics.warnFromAnyThread("Presentation Lab: \(appearanceVariable)=\(text) names no appearance; the appearances are light and dark. Using light.")
            }
        }
        if let text = variables[contentSizeVariable], !text.isEmpty {
            if let category = UIContentSizeCategory(settingName: text) {
                screen.preferredContentSizeCategory = category
            } else {
                Diagnostics.warnFromAnyThread("Presentation Lab: \(contentSizeVariable)=\(text) names no text size; the sizes are \(UIContentSizeCategory.settingNameList). Using large.")
            }
        }
        app.frameInterval = 1 / Double(device.maximumFramesPerSecond)
        app.frameDriver = RealTimeFrameDriver(environment: app)
        return app
    }

    /// Shows the launch window: key and visible, a plain white view controller at its root. Made on
    /// the first use of the default app, not while the app itself is being made.
    func launchDefaultApp() {
        hasLaunched = true
        let window = UIWindow(frame: screen.bounds)
        launchedWindow = window
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    private static func defaultAppDevice(named name: String?) -> SimulatedDevice {
        guard let name, !name.isEmpty else { return defaultAppDevice }
        if let device = SimulatedDevice.named(name, freeformSize: CGSize(width: 390, height: 844)) { return device }
        let valid = (SimulatedDevice.profiles.map(\.identifier) + ["freeform"]).joined(separator: ", ")
        Diagnostics.warnFromAnyThread("Presentation Lab: \(deviceVariable)=\(name) names no device; the devices are \(valid). Using \(defaultAppDevice.identifier).")
        return defaultAppDevice
    }
}
