import Foundation

/// Dynamic Type: the text styles' fonts at each text size, from Apple's Dynamic Type size table,
/// and fonts that follow the size the user picks.
extension UIFont {
    /// The font of `style` at the text size the user picked (the running host's setting).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of `style` at `traitCollection`'s text size (the user's when it names none).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = DynamicTypeSizes.category(in: traitCollection)
        // Headline is the one semibold style (Human Interface Guidelines, Typography).
        let weight: Weight = style == .headline ? .semibold : .regular
        let size = DynamicTypeSizes.pointSize(of: style, at: category)
        return UIFont(face: SystemTypeface.face(SystemTypeface.Traits(weight: weight), pointSize: size), size: size,
                      dynamic: DynamicSizing(style: style, sizeAtLarge: DynamicTypeSizes.pointSize(of: style, at: .large)))
    }

    /// This font at `category`'s text size if it follows the text size, else itself.
    package func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let dynamic else { return self }
        let scale = DynamicTypeSizes.pointSize(of: dynamic.style, at: category) / DynamicTypeSizes.pointSize(of: dynamic.style, at: .large)
        return UIFont(face: face, size: Swift.min(dynamic.maximumPointSize, (dynamic.sizeAtLarge * scale).rounded(toPlaces: 1)),
                      dynamic: dynamic)
    }
}

/// Apple's Dynamic Type sizes, in points, for each text style at each content size category
/// (Human Interface Guidelines, *Typography*, "Dynamic Type sizes": the iOS tables, extra small to
/// accessibility extra extra extra large).
enum DynamicTypeSizes {
    /// The sizes of one style, from extra small to AX5 (twelve categories).
    private static let table: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The categories the table's columns stand for, smallest first.
    static let categories = Array(UIContentSizeCategory.ordered.dropFirst())

    /// The size of `style` at `category` (`.unspecified` reads as `.large`, iOS's default); a
    /// style of the app's own is body's.
    static func pointSize(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let index = categories.firstIndex(of: category) ?? 3
        return (table[style] ?? table[.body]!)[index]
    }

    /// The category a font for `traits` takes: theirs, else the running host's setting.
    static func category(in traits: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traits?.preferredContentSizeCategory, category != .unspecified { return category }
        return HostEnvironment.screenSetting({ $0.preferredContentSizeCategory }, offMain: .large)
    }
}

extension CGFloat {
    func rounded(toPlaces places: Int) -> CGFloat {
        let factor = CGFloat(pow(10, Double(places)))
        return (self * factor).rounded() / factor
    }
}
