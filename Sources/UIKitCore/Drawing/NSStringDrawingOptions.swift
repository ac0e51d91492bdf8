/// How `draw(with:options:attributes:context:)` and `boundingRect(with:options:attributes:context:)`
/// lay text out. Without `.usesLineFragmentOrigin` the text is one line whose baseline starts at
/// the rectangle's origin; with it, the origin is the top left of the first line and the text
/// wraps to the rectangle's width.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line height with the font's leading: the lab's line height always includes it.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic ones: the lab measures typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits the rectangle's height ends with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
