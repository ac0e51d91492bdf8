/// A horizontal and vertical adjustment, as UIKit's `UIOffset` (a tab bar item's title position).
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() { self.init(horizontal: 0, vertical: 0) }
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}
