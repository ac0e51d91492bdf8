/// A two-dimensional vector, as Core Graphics' `CGVector` (Foundation on Linux lacks it).
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat, dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector()
}
