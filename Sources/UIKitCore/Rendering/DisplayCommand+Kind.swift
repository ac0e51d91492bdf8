extension DisplayCommand {
    /// Which case this is, regardless of its values.
    var kind: Int {
        switch self {
        case .fill: 0
        case .stroke: 1
        case .shadow: 2
        case .backdropBlur: 3
        case .text: 4
        case .image: 5
        case .linearGradient: 6
        case .fillPath: 7
        case .radialGradient: 8
        case .pushClip: 9
        case .popClip: 10
        case .pushShapeClip: 11
        case .popShapeClip: 12
        case .beginGroup: 13
        case .endGroup: 14
        case .beginProjection: 15
        case .endProjection: 16
        case .beginMask: 17
        case .endMask: 18
        }
    }

    /// Kinds up to this one draw pixels; the rest are clips and groups.
    static let lastDrawingKind = 8
}
