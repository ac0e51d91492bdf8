/// The physical orientation of the device, as UIKit's `UIDeviceOrientation`. `landscapeLeft` is the
/// device turned to its left (counterclockwise) from portrait: the home button or bar on the right.
public enum UIDeviceOrientation: Int, Sendable, CustomStringConvertible {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    public var description: String {
        switch self {
        case .unknown: return "unknown"
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "portraitUpsideDown"
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        case .faceUp: return "faceUp"
        case .faceDown: return "faceDown"
        }
    }

    /// The orientations a quarter turn apart, each reached from the one before by turning the
    /// device to its left (counterclockwise).
    private static let counterclockwiseOrder: [UIDeviceOrientation] = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]

    /// The next orientation a quarter turn to the left (counterclockwise) or right, as the Simulator's
    /// Rotate Left and Rotate Right do.
    package func rotated(clockwise: Bool) -> UIDeviceOrientation {
        let order = UIDeviceOrientation.counterclockwiseOrder
        return order[((order.firstIndex(of: self) ?? 0) + (clockwise ? 3 : 1)) % 4]
    }

    /// Quarter turns counterclockwise from this orientation to `other`: -1, 0, 1 or 2.
    func quarterTurns(to other: UIDeviceOrientation) -> Int {
        let order = UIDeviceOrientation.counterclockwiseOrder
        let steps = ((order.firstIndex(of: other) ?? 0) - (order.firstIndex(of: self) ?? 0) + 4) % 4
        return steps == 3 ? -1 : steps
    }
}
