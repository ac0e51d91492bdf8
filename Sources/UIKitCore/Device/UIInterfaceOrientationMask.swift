/// Which interface orientations an app or a view controller supports, as UIKit's bit mask: one
/// bit per `UIInterfaceOrientation`, at that orientation's raw value.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    package init(_ orientation: UIInterfaceOrientation) {
        self.init(rawValue: orientation == .unknown ? 0 : 1 << UInt(orientation.rawValue))
    }

    func contains(_ orientation: UIInterfaceOrientation) -> Bool { contains(UIInterfaceOrientationMask(orientation)) }

    /// The orientations in UIKit's order of preference when the current one is not allowed.
    var orientations: [UIInterfaceOrientation] {
        [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown].filter(contains)
    }

    /// The orientations by name, as UIKit's messages list them ("landscapeLeft, landscapeRight").
    var names: String {
        let names = orientations.map(\.description)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}

extension UIInterfaceOrientation {
    /// The way the device is held that shows the interface this way up (the two landscapes swap).
    package var deviceOrientation: UIDeviceOrientation {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .unknown: .unknown
        }
    }
}
