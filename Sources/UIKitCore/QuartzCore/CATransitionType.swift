/// How a transition moves from the layer's old look to its new one.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new look fades in as the old fades out.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new look slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new look pushes the old out as it slides in.
    public static let push = CATransitionType(rawValue: "push")
    /// The old look slides away, uncovering the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
