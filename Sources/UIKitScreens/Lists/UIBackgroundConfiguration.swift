/// A cell's background as a value, as UIKit's `UIBackgroundConfiguration`: a colour, a corner
/// radius, a stroke and insets, changed by state in `updated(for:)` (a selected list cell turns grey).
public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var customView: UIView?
    /// Which system look this is, for its state changes.
    private var kind: Kind

    private enum Kind { case plainCell, groupedCell, header, clear }

    private init(kind: Kind, color: UIColor?) {
        self.kind = kind
        backgroundColor = color
    }

    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(kind: .plainCell, color: .systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(kind: .groupedCell, color: .secondarySystemGroupedBackground)
    }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(kind: .header, color: .systemBackground) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(kind: .header, color: .clear) }
    /// iOS 18's names for the list cell and header backgrounds.
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(kind: .clear, color: .clear) }

    /// The system cell backgrounds turn grey while highlighted or selected, as in UIKit's lists.
    @MainActor public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState, kind == .plainCell || kind == .groupedCell else { return self }
        var updated = self
        if cell.isHighlighted || cell.isSelected { updated.backgroundColor = .systemGray4 }
        return updated
    }
}
