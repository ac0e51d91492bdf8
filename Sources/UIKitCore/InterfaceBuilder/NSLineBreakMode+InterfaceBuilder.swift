// Interface Builder's names for the line break modes.
extension NSLineBreakMode {
    init?(archived name: String?) {
        switch name {
        // A label's spellings, then a paragraph style's.
        case "wordWrap"?, "wordWrapping"?: self = .byWordWrapping
        case "characterWrap"?, "charWrapping"?: self = .byCharWrapping
        case "clipping"?: self = .byClipping
        case "headTruncation"?, "truncatingHead"?: self = .byTruncatingHead
        case "tailTruncation"?, "truncatingTail"?: self = .byTruncatingTail
        case "middleTruncation"?, "truncatingMiddle"?: self = .byTruncatingMiddle
        default: return nil
        }
    }
}
