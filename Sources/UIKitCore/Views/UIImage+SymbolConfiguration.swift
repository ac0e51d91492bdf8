/// How a symbol image is drawn, as UIKit's `UIImage.Configuration` and `UIImage.SymbolConfiguration`:
/// its point size (or a text style's), weight and scale. Unset parts take UIKit's defaults: the
/// body style's size, regular weight, medium scale.
extension UIImage {
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// Immutable, so shareable across threads, as in the SDK.
    open class Configuration: NSObject, @unchecked Sendable {
        public override init() { super.init() }
    }

    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        let pointSize: CGFloat?
        let textStyle: UIFont.TextStyle?
        let weight: SymbolWeight
        let scale: SymbolScale

        init(pointSize: CGFloat?, textStyle: UIFont.TextStyle?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
            super.init()
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, textStyle: nil, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .unspecified) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale) }
        /// A font's size and weight (bold faces draw bold).
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, textStyle: nil, weight: font.fontName.contains("Bold") ? .bold : .regular, scale: scale)
        }

        /// Nothing set: every part takes the default.
        public class var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: nil, textStyle: nil, weight: .unspecified, scale: .unspecified) }

        /// This configuration with what `other` sets taking over.
        open func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            let sized = other.pointSize != nil || other.textStyle != nil
            return SymbolConfiguration(pointSize: sized ? other.pointSize : pointSize, textStyle: sized ? other.textStyle : textStyle,
                                       weight: other.weight != .unspecified ? other.weight : weight,
                                       scale: other.scale != .unspecified && other.scale != .default ? other.scale : scale)
        }

        /// The point size drawn: the one set, else the text style's at the user's text size, else body's.
        var resolvedPointSize: CGFloat {
            pointSize ?? UIFont.preferredFont(forTextStyle: textStyle ?? .body).pointSize
        }

        var resolvedWeight: SymbolWeight { weight == .unspecified ? .regular : weight }

        var resolvedScale: SymbolScale { scale == .unspecified || scale == .default ? .medium : scale }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && textStyle == other.textStyle && weight == other.weight && scale == other.scale
        }

        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(textStyle)
            hasher.combine(weight)
            hasher.combine(scale)
            return hasher.finalize()
        }
    }
}
