/// The simulated device, as UIKit's `UIDevice`: what app code asks to tell an iPhone from an iPad,
/// and which way it is held.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device of the host whose code runs now (`HostEnvironment.current`), as UIKit's `UIDevice.current`.
    open class var current: UIDevice { HostEnvironment.current.device }

    private unowned let environment: HostEnvironment

    init(environment: HostEnvironment) {
        self.environment = environment
        super.init()
    }

    /// The iOS version the lab reproduces (`--ios`, or `HeadlessHost(systemVersion:)`): behaviour that
    /// changed between versions follows it (see `SystemVersion`).
    public package(set) var systemVersion = SystemVersion.newest.description
    public var systemName: String { "iOS" }
    private var screen: UIScreen { environment.screen }
    public var name: String { screen.device.name }
    public var model: String { screen.device.idiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { screen.device.idiom }
    public var orientation: UIDeviceOrientation { screen.deviceOrientation }

    /// `beginGeneratingDeviceOrientationNotifications()` calls not yet ended; UIKit's own is one.
    var orientationNotificationRequests = 1

    /// The major version, for the behaviour switches.
    package var majorSystemVersion: Int { SystemVersion(systemVersion)?.major ?? SystemVersion.newest.major }
}
