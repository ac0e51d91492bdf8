/// A list row's or header's content: an image, a text and a secondary text, in one of UIKit's
/// system arrangements, as `UIListContentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration {
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0 wraps without limit, as UIKit's default for list text.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
    }

    public struct ImageProperties {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// No limit when zero.
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryTextProperties: TextProperties
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    /// Whether text and secondary text sit side by side (`valueCell()`) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// Rows are never shorter than UIKit's 44 points; headers have no minimum.
    var minimumHeight: CGFloat = 0

    private init(textFont: UIFont, textColor: UIColor, secondaryFont: UIFont, secondaryColor: UIColor,
                 sideBySide: Bool, margins: NSDirectionalEdgeInsets) {
        textProperties = TextProperties(font: textFont, color: textColor)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        prefersSideBySideTextAndSecondaryText = sideBySide
        directionalLayoutMargins = margins
    }

    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A row: body text, secondary text in smaller grey type below it.
    public static func cell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(textFont: .preferredFont(forTextStyle: .body), textColor: .label,
                                                       secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel,
                                                       sideBySide: false, margins: cellMargins)
        configuration.minimumHeight = UITableView.defaultRowHeight
        return configuration
    }

    /// A row with its secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.textToSecondaryTextVerticalPadding = 3
        return configuration
    }

    /// A row with its secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// A plain table's section header: bold footnote-sized text.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .systemFont(ofSize: 15, weight: .semibold), textColor: .secondaryLabel,
                                   secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel,
                                   sideBySide: false, margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }

    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
        return configuration
    }

    /// A grouped table's section header: footnote-sized grey capitals sitting above the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .preferredFont(forTextStyle: .footnote), textColor: .secondaryLabel,
                                   secondaryFont: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel,
                                   sideBySide: false, margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
    }

    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    /// An inset-grouped header in large bold type.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
        configuration.textProperties.color = .label
        return configuration
    }

    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = prominentInsetGroupedHeader()
        configuration.textProperties.font = .systemFont(ofSize: 22, weight: .bold)
        return configuration
    }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }

    /// The arrangement of the shared row layout this configuration asks for.
    var arrangement: ListContentLayout.Arrangement {
        guard secondaryText?.isEmpty == false else { return .text }
        return prefersSideBySideTextAndSecondaryText ? .trailingValue : .stacked
    }
}
