// Interface Builder's names for the presentation styles, on controllers and segues.
extension UIModalPresentationStyle {
    init?(archived name: String?) {
        switch name {
        case "fullScreen"?: self = .fullScreen
        case "pageSheet"?: self = .pageSheet
        case "formSheet"?: self = .formSheet
        case "currentContext"?: self = .currentContext
        case "overFullScreen"?: self = .overFullScreen
        case "overCurrentContext"?: self = .overCurrentContext
        case "popover"?: self = .popover
        case "automatic"?: self = .automatic
        default: return nil
        }
    }
}
