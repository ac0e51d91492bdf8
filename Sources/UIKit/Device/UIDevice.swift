/// The simulated device, as UIKit's `UIDevice`: what app code asks to tell an iPhone from an iPad,
/// and which way it is held.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    public static let current = UIDevice()

    /// The iOS version the lab reproduces (`--ios`, or `HeadlessHost(systemVersion:)`): behaviour that
    /// changed between versions follows it (see `SystemVersion`).
    public package(set) var systemVersion: String {
        get { UIApplication.shared.environment.systemVersion }
        set { UIApplication.shared.environment.systemVersion = newValue }
    }
    public var systemName: String { "iOS" }
    public var name: String { UIScreen.main.device.name }
    public var model: String { UIScreen.main.device.idiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.device.idiom }
    public var orientation: UIDeviceOrientation { UIScreen.main.orientation }

    /// The major version, for the behaviour switches.
    var majorSystemVersion: Int { SystemVersion(systemVersion)?.major ?? SystemVersion.newest.major }
}
