/// The text sizes by the names Settings' slider steps through, smallest first: what the lab's
/// `--content-size` flag and `PRESENTATION_LAB_CONTENT_SIZE` variable take.
extension UIContentSizeCategory {
    package static let settingNames: [(name: String, category: UIContentSizeCategory)] = [
        ("extra-small", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
        ("extra-large", .extraLarge), ("extra-extra-large", .extraExtraLarge), ("extra-extra-extra-large", .extraExtraExtraLarge),
        ("accessibility-medium", .accessibilityMedium), ("accessibility-large", .accessibilityLarge),
        ("accessibility-extra-large", .accessibilityExtraLarge), ("accessibility-extra-extra-large", .accessibilityExtraExtraLarge),
        ("accessibility-extra-extra-extra-large", .accessibilityExtraExtraExtraLarge),
    ]

    /// The size of that setting name, in any letter case; nil for a name Settings has not.
    package init?(settingName: String) {
        guard let found = Self.settingNames.first(where: { $0.name == settingName.lowercased() }) else { return nil }
        self = found.category
    }

    /// The names, listed for a message that names a wrong one.
    package static var settingNameList: String { settingNames.map(\.name).joined(separator: ", ") }
}
