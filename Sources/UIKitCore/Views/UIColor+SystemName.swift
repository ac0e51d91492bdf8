// The system colours by the names Interface Builder documents and asset catalogs write for them
// (`systemColor="systemBackgroundColor"`, `"reference": "labelColor"`): the class property's name
// with `Color` after it.
extension UIColor {
    /// The system colour an archived name stands for, or nil for a name the lab does not have.
    static func systemColor(named name: String) -> UIColor? {
        let property = name.hasSuffix("Color") ? String(name.dropLast("Color".count)) : name
        return systemColorsByName[property]?()
    }

    private static let systemColorsByName: [String: @Sendable () -> UIColor] = [
        "systemBlue": { .systemBlue }, "systemRed": { .systemRed }, "systemGreen": { .systemGreen },
        "systemOrange": { .systemOrange }, "systemYellow": { .systemYellow }, "systemPink": { .systemPink },
        "systemPurple": { .systemPurple }, "systemTeal": { .systemTeal }, "systemIndigo": { .systemIndigo },
        "systemMint": { .systemMint }, "systemCyan": { .systemCyan }, "systemBrown": { .systemBrown },
        "tint": { .tintColor }, "systemGray": { .systemGray }, "systemGray2": { .systemGray2 },
        "systemGray3": { .systemGray3 }, "systemGray4": { .systemGray4 }, "systemGray5": { .systemGray5 },
        "systemGray6": { .systemGray6 }, "systemBackground": { .systemBackground },
        "secondarySystemBackground": { .secondarySystemBackground }, "tertiarySystemBackground": { .tertiarySystemBackground },
        "systemGroupedBackground": { .systemGroupedBackground }, "groupTableViewBackground": { .systemGroupedBackground },
        "secondarySystemGroupedBackground": { .secondarySystemGroupedBackground },
        "tertiarySystemGroupedBackground": { .tertiarySystemGroupedBackground },
        "label": { .label }, "secondaryLabel": { .secondaryLabel }, "tertiaryLabel": { .tertiaryLabel },
        "quaternaryLabel": { .quaternaryLabel }, "placeholderText": { .placeholderText }, "link": { .link },
        "separator": { .separator }, "opaqueSeparator": { .opaqueSeparator }, "systemFill": { .systemFill },
        "secondarySystemFill": { .secondarySystemFill }, "tertiarySystemFill": { .tertiarySystemFill },
        "quaternarySystemFill": { .quaternarySystemFill }, "lightText": { .lightText }, "darkText": { .darkText },
        "black": { .black }, "darkGray": { .darkGray }, "lightGray": { .lightGray }, "white": { .white },
        "gray": { .gray }, "red": { .red }, "green": { .green }, "blue": { .blue }, "cyan": { .cyan },
        "yellow": { .yellow }, "magenta": { .magenta }, "orange": { .orange }, "purple": { .purple },
        "brown": { .brown }, "clear": { .clear },
        // Colours iOS 13 retired, which older documents still name.
        "viewFlipsideBackground": { UIColor(red: 31 / 255, green: 33 / 255, blue: 36 / 255, alpha: 1) },
        "tableCellGroupedBackground": { .secondarySystemGroupedBackground },
    ]
}
