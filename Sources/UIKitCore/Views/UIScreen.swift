/// The display: the simulated device's screen. Its bounds follow the host's window (a free-form
/// window, or a device's screen in its current orientation).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen of the host whose code runs now (`HostEnvironment.current`), as UIKit's `UIScreen.main`.
    open class var main: UIScreen { HostEnvironment.current.screen }

    /// The size in points; 390 × 844 until a host says otherwise.
    public package(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point: the device's, or for the free-form window the renderer's.
    public package(set) var scale: CGFloat = 1
    public var nativeScale: CGFloat { scale }
    /// The device whose screen this is, and how it is held.
    public package(set) var device = SimulatedDevice.freeform(CGSize(width: 390, height: 844))
    public package(set) var orientation = UIDeviceOrientation.portrait
    /// How the device is held, which the interface follows only where the app and its top
    /// controller support it (UIWindow+InterfaceOrientation.swift); the screen's own until it turns.
    package var deviceOrientation: UIDeviceOrientation {
        get { heldOrientation ?? orientation }
        set { heldOrientation = newValue }
    }
    private var heldOrientation: UIDeviceOrientation?
    /// The screen less the status bar, where the status bar shows (deprecated in iOS 9, still answered).
    public var applicationFrame: CGRect {
        let bar = device.statusBarHeight(in: orientation)
        return CGRect(x: 0, y: bar, width: bounds.width, height: bounds.height - bar)
    }

    /// The most frames a second the screen shows (120 on ProMotion iPhones and iPads, else 60).
    public var maximumFramesPerSecond: Int { device.maximumFramesPerSecond }
    /// The radius of the screen's rounded corners, in points.
    public var displayCornerRadius: CGFloat { device.displayCornerRadius }
    public var traitCollection: UITraitCollection { UITraitCollection(windowSize: bounds.size, on: self) }
    /// The system appearance, light or dark, as Settings (or the Simulator's appearance toggle) sets it.
    @exclusivity(unchecked) package internal(set) var userInterfaceStyle = UIUserInterfaceStyle.light
    /// The text size the user picked (Settings, Display & Brightness, Text Size; `.large` by default).
    package var preferredContentSizeCategory = UIContentSizeCategory.large

    /// The safe-area insets of a window filling the screen.
    var safeAreaInsets: UIEdgeInsets { device.safeAreaInsets(in: orientation) }
}
