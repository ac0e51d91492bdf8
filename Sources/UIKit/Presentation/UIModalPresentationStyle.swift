/// How a presented controller is shown.
///
/// `.automatic` resolves when presenting: to `.fullScreen` when the presented controller's
/// transitioning delegate supplies an animation controller (a custom transition, written for the
/// iOS 12 default the tutorials target), otherwise to `.pageSheet` (the iOS 13+ card).
public enum UIModalPresentationStyle: Int, Sendable, CustomStringConvertible {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    /// Popovers are not built: presenting one prints a message and shows a form sheet.
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
