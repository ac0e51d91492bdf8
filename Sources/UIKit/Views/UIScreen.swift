/// The display: the simulated device's screen. Its bounds follow the host's window (a free-form
/// window, or a device's screen in its current orientation).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen()

    private var environment: HostEnvironment { UIApplication.shared.environment }

    /// The size in points; 390 × 844 until a host says otherwise.
    public package(set) var bounds: CGRect {
        get { environment.screenBounds }
        set { environment.screenBounds = newValue }
    }
    /// Pixels per point: the device's, or for the free-form window the renderer's.
    public package(set) var scale: CGFloat {
        get { environment.screenScale }
        set { environment.screenScale = newValue }
    }
    public var nativeScale: CGFloat { scale }
    /// The device whose screen this is, and how it is held.
    public package(set) var device: SimulatedDevice {
        get { environment.device }
        set { environment.device = newValue }
    }
    public package(set) var orientation: UIDeviceOrientation {
        get { environment.orientation }
        set { environment.orientation = newValue }
    }
    /// The radius of the screen's rounded corners, in points.
    public var displayCornerRadius: CGFloat { device.displayCornerRadius }
    public var traitCollection: UITraitCollection { UITraitCollection(windowSize: bounds.size, scale: scale) }

    /// The safe-area insets of a window filling the screen.
    var safeAreaInsets: UIEdgeInsets { device.safeAreaInsets(in: orientation) }
}
