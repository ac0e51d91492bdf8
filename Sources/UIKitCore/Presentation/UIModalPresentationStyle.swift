/// How a presented controller is shown.
///
/// `.automatic` resolves when presenting, by the simulated iOS version (`--ios`), as Apple documents:
/// `.fullScreen` before iOS 13, `.pageSheet` from iOS 13, `.formSheet` from iOS 18.
public enum UIModalPresentationStyle: Int, Sendable, CustomStringConvertible {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    /// A popover at `popoverPresentationController.sourceView`; full screen in compact width unless
    /// the delegate keeps it.
    case popover = 7
    case none = -1
    case automatic = -2

    public var description: String {
        switch self {
        case .fullScreen: return "fullScreen"
        case .pageSheet: return "pageSheet"
        case .formSheet: return "formSheet"
        case .currentContext: return "currentContext"
        case .custom: return "custom"
        case .overFullScreen: return "overFullScreen"
        case .overCurrentContext: return "overCurrentContext"
        case .popover: return "popover"
        case .none: return "none"
        case .automatic: return "automatic"
        }
    }
}
