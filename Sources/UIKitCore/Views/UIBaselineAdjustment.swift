/// How a label adjusts the position of text whose font `adjustsFontSizeToFitWidth` made smaller.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text's baseline stays where the full-size text's baseline was (the default).
    case alignBaselines = 0
    /// The shrunk text's centre stays where the full-size text's centre was.
    case alignCenters = 1
    /// The shrunk text's top stays where the full-size text's top was.
    case none = 2

    /// Interface Builder's `baselineAdjustment` values.
    init?(archived: String) {
        switch archived {
        case "alignBaselines": self = .alignBaselines
        case "alignCenters": self = .alignCenters
        case "none": self = .none
        default: return nil
        }
    }
}
