/// The orientation of the app's interface, as UIKit's `UIInterfaceOrientation`. Landscape is named by
/// where the interface's top is, so the device turned left (`UIDeviceOrientation.landscapeLeft`)
/// shows the interface in `.landscapeRight`, as UIKit documents.
public enum UIInterfaceOrientation: Int, Sendable, CustomStringConvertible {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    package init(_ device: UIDeviceOrientation) {
        switch device {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        default: self = .unknown
        }
    }

    public var description: String {
        switch self {
        case .unknown: return "unknown"
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "portraitUpsideDown"
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        }
    }
}
