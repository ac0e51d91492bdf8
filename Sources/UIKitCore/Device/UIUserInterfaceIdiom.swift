/// The kind of device an interface is designed for, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable, CustomStringConvertible {
    case unspecified = -1
    case phone = 0
    case pad = 1

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .phone: return "phone"
        case .pad: return "pad"
        }
    }
}
