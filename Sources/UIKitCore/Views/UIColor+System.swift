/// The system colours, each with its light and dark value as iOS resolves them, and for the
/// backgrounds the dark value on elevated content (sRGB, 0–255; the sources are in
/// docs/PORTING.md). They follow the traits they are drawn with.
extension UIColor {
    private static func system(_ light: RGBA, _ dark: RGBA, elevated darkElevated: RGBA? = nil) -> UIColor {
        UIColor(light: light, dark: dark, darkElevated: darkElevated)
    }

    // Tint colours.
    public static var systemBlue: UIColor { system(RGBA(0, 122, 255), RGBA(10, 132, 255)) }
    public static var systemRed: UIColor { system(RGBA(255, 59, 48), RGBA(255, 69, 58)) }
    public static var systemGreen: UIColor { system(RGBA(52, 199, 89), RGBA(48, 209, 88)) }
    public static var systemOrange: UIColor { system(RGBA(255, 149, 0), RGBA(255, 159, 10)) }
    public static var systemYellow: UIColor { system(RGBA(255, 204, 0), RGBA(255, 214, 10)) }
    public static var systemPink: UIColor { system(RGBA(255, 45, 85), RGBA(255, 55, 95)) }
    public static var systemPurple: UIColor { system(RGBA(175, 82, 222), RGBA(191, 90, 242)) }
    public static var systemTeal: UIColor { system(RGBA(48, 176, 199), RGBA(64, 200, 224)) }
    public static var systemIndigo: UIColor { system(RGBA(88, 86, 214), RGBA(94, 92, 230)) }
    public static var systemMint: UIColor { system(RGBA(0, 199, 190), RGBA(99, 230, 226)) }
    public static var systemCyan: UIColor { system(RGBA(50, 173, 230), RGBA(100, 210, 255)) }
    public static var systemBrown: UIColor { system(RGBA(162, 132, 94), RGBA(172, 142, 104)) }
    /// The app's tint: the system blue.
    public static var tintColor: UIColor { systemBlue }

    // Greys.
    public static var systemGray: UIColor { system(RGBA(142, 142, 147), RGBA(142, 142, 147)) }
    public static var systemGray2: UIColor { system(RGBA(174, 174, 178), RGBA(99, 99, 102)) }
    public static var systemGray3: UIColor { system(RGBA(199, 199, 204), RGBA(72, 72, 74)) }
    public static var systemGray4: UIColor { system(RGBA(209, 209, 214), RGBA(58, 58, 60)) }
    public static var systemGray5: UIColor { system(RGBA(229, 229, 234), RGBA(44, 44, 46)) }
    public static var systemGray6: UIColor { system(RGBA(242, 242, 247), RGBA(28, 28, 30)) }

    // Backgrounds: in dark, a step lighter on elevated content.
    public static var systemBackground: UIColor { system(RGBA(255, 255, 255), RGBA(0, 0, 0), elevated: RGBA(28, 28, 30)) }
    public static var secondarySystemBackground: UIColor { system(RGBA(242, 242, 247), RGBA(28, 28, 30), elevated: RGBA(44, 44, 46)) }
    public static var tertiarySystemBackground: UIColor { system(RGBA(255, 255, 255), RGBA(44, 44, 46), elevated: RGBA(58, 58, 60)) }
    public static var systemGroupedBackground: UIColor { system(RGBA(242, 242, 247), RGBA(0, 0, 0), elevated: RGBA(28, 28, 30)) }
    /// Rows of grouped lists: white over the grey grouped background, dark grey over black.
    public static var secondarySystemGroupedBackground: UIColor {
        system(RGBA(255, 255, 255), RGBA(28, 28, 30), elevated: RGBA(44, 44, 46))
    }
    public static var tertiarySystemGroupedBackground: UIColor {
        system(RGBA(242, 242, 247), RGBA(44, 44, 46), elevated: RGBA(58, 58, 60))
    }

    // Text.
    public static var label: UIColor { system(RGBA(0, 0, 0), RGBA(255, 255, 255)) }
    public static var secondaryLabel: UIColor { system(RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6)) }
    public static var tertiaryLabel: UIColor { system(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3)) }
    public static var quaternaryLabel: UIColor { system(RGBA(60, 60, 67, 0.18), RGBA(235, 235, 245, 0.16)) }
    public static var placeholderText: UIColor { system(RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3)) }
    public static var link: UIColor { system(RGBA(0, 122, 255), RGBA(9, 132, 255)) }

    // Separators and fills.
    public static var separator: UIColor { system(RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6)) }
    public static var opaqueSeparator: UIColor { system(RGBA(198, 198, 200), RGBA(56, 56, 58)) }
    public static var systemFill: UIColor { system(RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36)) }
    public static var secondarySystemFill: UIColor { system(RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32)) }
    public static var tertiarySystemFill: UIColor { system(RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24)) }
    public static var quaternarySystemFill: UIColor { system(RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18)) }

    // Fixed, whatever the appearance.
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public static var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
