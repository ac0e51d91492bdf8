/// A device the lab simulates, as the iOS Simulator offers them: its screen in points, pixels per
/// point, safe-area insets in each orientation, the radius of its rounded screen corners, and how
/// UIKit assigns it size classes. `.freeform(_:)` is a freely resizable window instead of a device.
///
/// The figures and their sources are in docs/DEVICES.md; `DeviceProfileTests` checks them.
public struct SimulatedDevice: Sendable, Equatable, CustomStringConvertible {
    /// The name the Simulator shows ("iPhone 15").
    public let name: String
    /// The command-line name (`--device iphone-15`).
    public let identifier: String
    public let idiom: UIUserInterfaceIdiom
    /// The screen in points, held in portrait.
    public let portraitSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The radius of the screen's rounded corners in points (0: square corners).
    public let displayCornerRadius: CGFloat
    /// Whether the window can be any size (`.freeform`) rather than the device's screen.
    public let isFreeform: Bool
    /// The status bar's height in `orientation` (0 where it is hidden: an iPhone in landscape, the
    /// free-form window). docs/DEVICES.md gives the source.
    public func statusBarHeight(in orientation: UIDeviceOrientation) -> CGFloat {
        if isFreeform { return 0 }
        if idiom == .pad { return 24 }
        if orientation.isLandscape { return 0 }
        return portraitInsets.top > 20 ? 54 : 20
    }

    /// The software keyboard's height in points in `orientation`, QuickType bar included (iOS 17's
    /// English keyboard); docs/DEVICES.md gives the source. The free-form window uses the iPad's.
    public func keyboardHeight(in orientation: UIDeviceOrientation) -> CGFloat {
        let landscape = orientation.isLandscape
        switch identifier {
        case "iphone-se-3": return landscape ? 200 : 260
        case "iphone-15": return landscape ? 209 : 336
        case "iphone-15-pro-max": return landscape ? 209 : 346
        case "ipad-pro-12.9": return landscape ? 464 : 378
        default: return landscape ? 398 : 320
        }
    }

    /// The screen's highest refresh rate: 120 on ProMotion displays, else 60.
    public var maximumFramesPerSecond: Int { hasProMotion ? 120 : 60 }
    let hasProMotion: Bool
    /// The Plus and Max iPhones, which are regular width in landscape.
    let isLargePhone: Bool
    let portraitInsets: UIEdgeInsets
    let landscapeInsets: UIEdgeInsets

    /// The safe-area insets of a full-screen window in `orientation`.
    public func safeAreaInsets(in orientation: UIDeviceOrientation) -> UIEdgeInsets {
        switch orientation {
        case .landscapeLeft, .landscapeRight: return landscapeInsets
        case .portraitUpsideDown:
            // The sensor housing is then at the bottom: top and bottom insets trade places.
            return UIEdgeInsets(top: portraitInsets.bottom, left: portraitInsets.left,
                                bottom: portraitInsets.top, right: portraitInsets.right)
        default: return portraitInsets
        }
    }

    /// The screen in points in `orientation`.
    public func screenSize(in orientation: UIDeviceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// The size classes UIKit gives a window of `windowSize` on this device in `orientation`.
    ///
    /// iPhones are compact width in both orientations except the Plus and Max models, which are
    /// regular width in landscape; their height is compact in landscape. iPads are regular in both
    /// directions, and a window narrowed as in Split View or Slide Over is compact width below the
    /// narrowest regular multitasking width (678 points). The free-form window follows the iPad
    /// rule for its width, and is compact height below 500 points, a height no iPad window has.
    public func sizeClasses(windowSize: CGSize, orientation: UIDeviceOrientation)
        -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        switch idiom {
        case .phone where !isFreeform:
            let landscape = orientation.isLandscape
            return (landscape && isLargePhone ? .regular : .compact, landscape ? .compact : .regular)
        default:
            let horizontal: UIUserInterfaceSizeClass = windowSize.width >= SimulatedDevice.narrowestRegularWidth ? .regular : .compact
            let vertical: UIUserInterfaceSizeClass = isFreeform && windowSize.height < SimulatedDevice.freeformCompactHeight ? .compact : .regular
            return (horizontal, vertical)
        }
    }

    /// The narrowest iPad multitasking window that is regular width: half of a 12.9-inch iPad Pro
    /// in landscape (678 points); the widest compact one is two thirds of it in portrait (639).
    public static let narrowestRegularWidth: CGFloat = 678
    /// Free-form windows shorter than this are compact height, as iPhones in landscape are.
    public static let freeformCompactHeight: CGFloat = 500

    public var description: String { isFreeform ? "free-form \(Int(portraitSize.width))×\(Int(portraitSize.height))" : name }

    public static func == (lhs: SimulatedDevice, rhs: SimulatedDevice) -> Bool {
        lhs.identifier == rhs.identifier && lhs.portraitSize == rhs.portraitSize && lhs.scale == rhs.scale
    }
}

extension SimulatedDevice {
    public static let iPhoneSE3 = SimulatedDevice(
        name: "iPhone SE (3rd generation)", identifier: "iphone-se-3", idiom: .phone,
        portraitSize: CGSize(width: 375, height: 667), scale: 2, displayCornerRadius: 0, isFreeform: false, hasProMotion: false,
        isLargePhone: false, portraitInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero)

    public static let iPhone15 = SimulatedDevice(
        name: "iPhone 15", identifier: "iphone-15", idiom: .phone,
        portraitSize: CGSize(width: 393, height: 852), scale: 3, displayCornerRadius: 55, isFreeform: false, hasProMotion: false,
        isLargePhone: false, portraitInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    public static let iPhone15ProMax = SimulatedDevice(
        name: "iPhone 15 Pro Max", identifier: "iphone-15-pro-max", idiom: .phone,
        portraitSize: CGSize(width: 430, height: 932), scale: 3, displayCornerRadius: 55, isFreeform: false, hasProMotion: true,
        isLargePhone: true, portraitInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

    public static let iPad10 = SimulatedDevice(
        name: "iPad (10th generation)", identifier: "ipad-10", idiom: .pad,
        portraitSize: CGSize(width: 820, height: 1180), scale: 2, displayCornerRadius: 18, isFreeform: false, hasProMotion: false,
        isLargePhone: false, portraitInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))

    public static let iPadPro12_9 = SimulatedDevice(
        name: "iPad Pro (12.9-inch)", identifier: "ipad-pro-12.9", idiom: .pad,
        portraitSize: CGSize(width: 1024, height: 1366), scale: 2, displayCornerRadius: 18, isFreeform: false, hasProMotion: true,
        isLargePhone: false, portraitInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))

    /// A freely resizable window of `size` points: no safe area, square corners, size classes by
    /// the iPad multitasking rule (see `sizeClasses(windowSize:orientation:)`).
    public static func freeform(_ size: CGSize) -> SimulatedDevice {
        SimulatedDevice(name: "Free-form window", identifier: "freeform", idiom: .pad, portraitSize: size, scale: 1,
                        displayCornerRadius: 0, isFreeform: true, hasProMotion: false, isLargePhone: false,
                        portraitInsets: .zero, landscapeInsets: .zero)
    }

    /// The devices, in the order `--device` lists them (the free-form window last).
    public static let profiles: [SimulatedDevice] = [.iPhoneSE3, .iPhone15, .iPhone15ProMax, .iPad10, .iPadPro12_9]

    /// The device `--device NAME` names, or nil.
    public static func named(_ identifier: String, freeformSize: CGSize) -> SimulatedDevice? {
        if identifier == "freeform" { return .freeform(freeformSize) }
        return profiles.first { $0.identifier == identifier }
    }
}

extension SimulatedDevice {
    /// A device made from a snapshot configuration's figures (a size held in portrait, its insets
    /// in each orientation), for test tools that describe devices the profiles do not list.
    package static func described(name: String, idiom: UIUserInterfaceIdiom, portraitSize: CGSize,
                                  portraitInsets: UIEdgeInsets, landscapeInsets: UIEdgeInsets,
                                  regularWidthInLandscape: Bool) -> SimulatedDevice {
        SimulatedDevice(name: name, identifier: "described", idiom: idiom, portraitSize: portraitSize, scale: idiom == .pad ? 2 : 3,
                        displayCornerRadius: 0, isFreeform: false, hasProMotion: false, isLargePhone: regularWidthInLandscape,
                        portraitInsets: portraitInsets, landscapeInsets: landscapeInsets)
    }
}
