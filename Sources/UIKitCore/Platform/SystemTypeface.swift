import Foundation

/// The system font's faces: Inter standing in for San Francisco (the nearest freely licensed face),
/// Inter Display from 20 points as UIKit switches to San Francisco's Display cut there, and
/// DejaVu Sans Mono for the monospaced system font. Named as iOS names its system faces.
enum SystemTypeface {
    /// What a system font was asked for.
    struct Traits: Hashable, Sendable {
        var weight: UIFont.Weight = .regular
        var isItalic = false
        var hasMonospacedDigits = false
        var isMonospaced = false
    }

    /// The size from which UIKit draws San Francisco's Display cut (WWDC 2020, *The details of UI typography*).
    static let displaySize: CGFloat = 20

    /// UIKit's weights in order, with the Inter weight of the same standing and iOS's name for it.
    private static let weights: [(weight: UIFont.Weight, inter: String, name: String)] = [
        (.ultraLight, "Thin", "Ultralight"), (.thin, "ExtraLight", "Thin"), (.light, "Light", "Light"),
        (.regular, "Regular", "Regular"), (.medium, "Medium", "Medium"), (.semibold, "SemiBold", "Semibold"),
        (.bold, "Bold", "Bold"), (.heavy, "ExtraBold", "Heavy"), (.black, "Black", "Black"),
    ]

    static func face(_ traits: Traits, pointSize: CGFloat) -> UIFont.Face {
        let nearest = weights.min { abs($0.weight.rawValue - traits.weight.rawValue) < abs($1.weight.rawValue - traits.weight.rawValue) }!
        let heavy = nearest.weight.rawValue >= UIFont.Weight.semibold.rawValue
        if traits.isMonospaced {
            return UIFont.Face(rawValue: heavy ? "DejaVuSansMono-Bold.ttf" : "DejaVuSansMono.ttf",
                               postScriptName: ".AppleSystemUIFontMonospaced-\(nearest.name)",
                               familyName: ".AppleSystemUIFontMonospaced", metrics: .dejaVuSans, systemTraits: traits,
                               substitute: heavy ? UIFont.Face.bold.rawValue : UIFont.Face.regular.rawValue)
        }
        let cut = pointSize >= displaySize ? "InterDisplay" : "Inter"
        // Inter names its upright regular "Regular" and its italic regular just "Italic".
        let style = traits.isItalic ? (nearest.inter == "Regular" ? "Italic" : nearest.inter + "Italic") : nearest.inter
        let name = traits.isItalic ? (nearest.name == "Regular" ? "Italic" : nearest.name + "Italic") : nearest.name
        return UIFont.Face(rawValue: "\(cut)-\(style).otf", postScriptName: ".SFUI-\(name)", familyName: ".AppleSystemUIFont",
                           metrics: .sanFrancisco, systemTraits: traits,
                           substitute: heavy ? UIFont.Face.bold.rawValue : UIFont.Face.regular.rawValue)
    }
}
