// Interface Builder's names for the line break modes.
extension NSLineBreakMode {
    init?(archived name: String?) {
        switch name {
        case "wordWrap"?: self = .byWordWrapping
        case "characterWrap"?: self = .byCharWrapping
        case "clipping"?: self = .byClipping
        case "headTruncation"?: self = .byTruncatingHead
        case "tailTruncation"?: self = .byTruncatingTail
        case "middleTruncation"?: self = .byTruncatingMiddle
        default: return nil
        }
    }
}
