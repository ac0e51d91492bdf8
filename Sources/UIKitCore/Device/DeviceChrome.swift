/// What the system draws over the app on a device, in screen points for one orientation: the
/// status bar's area, the Dynamic Island, the home indicator and the rounded screen corners.
/// docs/DEVICES.md gives each figure's source; `DeviceChromeTests` checks them.
public struct DeviceChrome: Equatable, Sendable {
    /// The Dynamic Island's size held in portrait, and its distance from the screen's top edge.
    public static let islandSize = CGSize(width: 126, height: 37.33)
    public static let islandInset: CGFloat = 11
    /// The home indicator: a capsule this size, this far above the screen's bottom edge.
    public static let homeIndicatorSize = CGSize(width: 134, height: 5)
    public static let homeIndicatorInset: CGFloat = 8

    public let device: SimulatedDevice
    public let orientation: UIDeviceOrientation

    public init(device: SimulatedDevice, orientation: UIDeviceOrientation) {
        self.device = device
        self.orientation = orientation
    }

    public var screenSize: CGSize { device.screenSize(in: orientation) }

    /// Where the status bar is when shown: the screen's top, the status bar's height (zero where
    /// the device hides it, an iPhone in landscape).
    public var statusBarFrame: CGRect {
        let height = device.statusBarHeight(in: orientation)
        return height == 0 ? .zero : CGRect(x: 0, y: 0, width: screenSize.width, height: height)
    }

    /// The Dynamic Island, on the iPhones that have one: centred on the edge the device's top is at.
    public var dynamicIslandFrame: CGRect? {
        guard device.hasDynamicIsland else { return nil }
        let size = DeviceChrome.islandSize, inset = DeviceChrome.islandInset, screen = screenSize
        switch orientation {
        case .landscapeLeft:
            // Turned left, the device's top is on the left.
            return CGRect(x: inset, y: (screen.height - size.width) / 2, width: size.height, height: size.width)
        case .landscapeRight:
            return CGRect(x: screen.width - inset - size.height, y: (screen.height - size.width) / 2, width: size.height, height: size.width)
        case .portraitUpsideDown:
            return CGRect(x: (screen.width - size.width) / 2, y: screen.height - inset - size.height, width: size.width, height: size.height)
        default:
            return CGRect(x: (screen.width - size.width) / 2, y: inset, width: size.width, height: size.height)
        }
    }

    /// The home indicator, on devices without a Home button: centred at the screen's bottom.
    public var homeIndicatorFrame: CGRect? {
        guard device.hasHomeIndicator else { return nil }
        let size = DeviceChrome.homeIndicatorSize
        return CGRect(x: (screenSize.width - size.width) / 2, y: screenSize.height - DeviceChrome.homeIndicatorInset - size.height,
                      width: size.width, height: size.height)
    }

    /// The radius of the screen's rounded corners (0 for square ones).
    public var cornerRadius: CGFloat { device.displayCornerRadius }
}

extension UIScreen {
    /// What the device draws over the app in the current orientation; nil for the free-form window,
    /// which has none.
    package var deviceChrome: DeviceChrome? { device.isFreeform ? nil : DeviceChrome(device: device, orientation: orientation) }
}

extension SimulatedDevice {
    /// The iPhones whose sensors sit in the Dynamic Island.
    public var hasDynamicIsland: Bool { idiom == .phone && !isFreeform && portraitInsets.top > 50 }
    /// Devices without a Home button, which show the home indicator instead.
    public var hasHomeIndicator: Bool { !isFreeform && portraitInsets.bottom > 0 }
}
