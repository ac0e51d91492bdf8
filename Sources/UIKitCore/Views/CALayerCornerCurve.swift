/// The shape of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`: a quarter
/// circle, or Apple's continuous curve, which leaves the straight edge earlier and bends more gently.
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
