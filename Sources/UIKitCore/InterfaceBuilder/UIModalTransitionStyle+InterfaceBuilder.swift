// Interface Builder's names for the transition styles, on controllers and segues.
extension UIModalTransitionStyle {
    init?(archived name: String?) {
        switch name {
        case "coverVertical"?: self = .coverVertical
        case "flipHorizontal"?: self = .flipHorizontal
        case "crossDissolve"?: self = .crossDissolve
        case "partialCurl"?: self = .partialCurl
        default: return nil
        }
    }
}
