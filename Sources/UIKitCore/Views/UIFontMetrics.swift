/// Scales fonts and values of the app's own with the text size, as a text style scales, as UIKit's
/// `UIFontMetrics`: a custom 17-point body font becomes 19 points at extra large.
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The body style's metrics.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` scaled for the user's text size; it keeps following the size in a label that
    /// adjusts for it (`adjustsFontForContentSizeCategory`).
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.dynamic?.sizeAtLarge ?? font.pointSize
        let scalable = UIFont(face: font.face, size: base,
                              dynamic: UIFont.DynamicSizing(style: textStyle, sizeAtLarge: base,
                                                            maximumPointSize: font.dynamic?.maximumPointSize ?? .infinity))
        return scalable.adjusted(to: DynamicTypeSizes.category(in: traitCollection))
    }

    /// `scaledFont(for:)`, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        guard var dynamic = scaled.dynamic else { return scaled }
        // The cap stays with the font, so a label adjusting to a later text size keeps it too.
        dynamic.maximumPointSize = Swift.min(dynamic.maximumPointSize, maximumPointSize)
        return UIFont(face: scaled.face, size: Swift.min(scaled.pointSize, dynamic.maximumPointSize), dynamic: dynamic)
    }

    /// A length (a spacing, an image's size) scaled as the style scales at the user's text size.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = DynamicTypeSizes.category(in: traitCollection)
        return value * DynamicTypeSizes.pointSize(of: textStyle, at: category) / DynamicTypeSizes.pointSize(of: textStyle, at: .large)
    }
}
