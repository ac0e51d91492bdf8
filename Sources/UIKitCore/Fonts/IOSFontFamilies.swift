/// The font families iOS installs (UIFont.familyNames on an iPhone), which apps name without
/// shipping them: `UIFont(name: "HelveticaNeue-Thin", size: 36)!`. The lab has none of their
/// files, so one of its own faces stands in, of the weight the name says, rather than the nil
/// that would stop such an app.
enum IOSFontFamilies {
    static let families: Set<String> = [
        "Academy Engraved LET", "Al Nile", "American Typewriter", "Apple Color Emoji", "Apple SD Gothic Neo", "Apple Symbols",
        "Arial", "Arial Hebrew", "Arial Rounded MT Bold", "Avenir", "Avenir Next", "Avenir Next Condensed", "Baskerville",
        "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps", "Bodoni Ornaments", "Bradley Hand", "Chalkboard SE",
        "Chalkduster", "Charter", "Cochin", "Copperplate", "Courier", "Courier New", "Damascus", "Devanagari Sangam MN",
        "Didot", "DIN Alternate", "DIN Condensed", "Euphemia UCAS", "Farah", "Futura", "Galvji", "Geeza Pro", "Georgia",
        "Gill Sans", "Grantha Sangam MN", "Helvetica", "Helvetica Neue", "Hiragino Maru Gothic ProN", "Hiragino Mincho ProN",
        "Hiragino Sans", "Hoefler Text", "Iowan Old Style", "Kailasa", "Kefa", "Khmer Sangam MN", "Kohinoor Bangla",
        "Kohinoor Devanagari", "Kohinoor Gujarati", "Kohinoor Telugu", "Lao Sangam MN", "Malayalam Sangam MN", "Marker Felt",
        "Menlo", "Mishafi", "Mukta Mahee", "Myanmar Sangam MN", "Noteworthy", "Noto Nastaliq Urdu", "Noto Sans Kannada",
        "Noto Sans Myanmar", "Noto Sans Oriya", "Optima", "Palatino", "Papyrus", "Party LET", "PingFang HK", "PingFang SC",
        "PingFang TC", "Rockwell", "Savoye LET", "Sinhala Sangam MN", "Snell Roundhand", "Symbol", "Tamil Sangam MN",
        "Thonburi", "Times New Roman", "Trebuchet MS", "Verdana", "Zapf Dingbats", "Zapfino",
    ]

    /// The family a font name belongs to: a family name, a full name ("Helvetica Neue Bold") or a
    /// PostScript name ("HelveticaNeue-Thin", "TimesNewRomanPS-BoldMT", "BradleyHandITCTT-Bold").
    static func family(ofFontNamed name: String) -> String? {
        if families.contains(name) { return name }
        if let full = families.filter({ name.hasPrefix($0 + " ") }).max(by: { $0.count < $1.count }) { return full }
        var stem = String(name.prefix { $0 != "-" })
        if let family = familiesBySquashedName[stem] { return family }
        // Monotype's and ITC's PostScript suffixes: ArialMT, CourierNewPSMT, BradleyHandITCTT.
        for suffix in ["PSMT", "MT", "PS", "ITCTT"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            if let family = familiesBySquashedName[stem] { return family }
        }
        return nil
    }

    /// Whether a font name's style is bold or heavier, so the bold face stands in.
    static func isBold(_ name: String) -> Bool {
        let style = name.lowercased()
        return ["bold", "heavy", "black", "semibold", "demibold", "wide"].contains { style.contains($0) }
    }

    private static let familiesBySquashedName: [String: String] = Dictionary(
        families.map { ($0.replacingOccurrences(of: " ", with: ""), $0) }, uniquingKeysWith: { first, _ in first })
}
