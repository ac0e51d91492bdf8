/// A font: a face and a size in points. The system font is San Francisco on iOS; here it draws with
/// Inter (Debian's fonts-inter), its Text cut below 20 points and its Display cut from 20, as UIKit
/// switches San Francisco's optical sizes, and it lays out with San Francisco's vertical metrics.
/// DejaVu Sans draws the characters Inter lacks, and everything when Inter is not installed.
open class UIFont: NSObject, @unchecked Sendable {
    /// A face this port can draw: a system face (files in the system's font folders or Assets/Fonts),
    /// or a font file the app registered, by its path.
    struct Face: Hashable, Sendable {
        /// The file's name, looked up in Assets/Fonts and the system's font folders; or its full path.
        let rawValue: String
        let postScriptName: String
        let familyName: String
        var fullName: String?
        /// Vertical metrics, in ems.
        var metrics: FaceMetrics
        /// What the system font was asked for, so a new size picks the Text or Display cut again.
        var systemTraits: SystemTypeface.Traits?
        /// Drawn when `rawValue` is not installed (DejaVu Sans for Inter).
        var substitute: String?

        /// The two installed DejaVu faces: the fallback for missing characters, and fonts by name.
        static let regular = Face(rawValue: "DejaVuSans.ttf", postScriptName: "DejaVuSans", familyName: "DejaVu Sans",
                                  fullName: "DejaVu Sans", metrics: .dejaVuSans)
        static let bold = Face(rawValue: "DejaVuSans-Bold.ttf", postScriptName: "DejaVuSans-Bold", familyName: "DejaVu Sans",
                               fullName: "DejaVu Sans Bold", metrics: .dejaVuSans)

        /// The face that draws the characters this one lacks.
        var glyphFallback: Face {
            let heavy = systemTraits.map { $0.weight.rawValue >= Weight.semibold.rawValue } ?? postScriptName.contains("Bold")
            return heavy ? .bold : .regular
        }
    }

    public let pointSize: CGFloat
    let face: Face
    /// The face by reference, for display commands: held inline a face would make every command
    /// (an enum as large as its largest case) twice the size to copy.
    let faceReference: FaceReference
    /// For a font that follows the text size (a text style's, or one scaled by `UIFontMetrics`):
    /// its style, its size at the default `.large` category, and the size it never grows past.
    let dynamic: DynamicSizing?

    struct DynamicSizing {
        let style: TextStyle
        let sizeAtLarge: CGFloat
        var maximumPointSize: CGFloat = .infinity
    }

    init(face: Face, size: CGFloat, dynamic: DynamicSizing? = nil) {
        // The system font's cut follows the size, as San Francisco's optical sizes do.
        self.face = face.systemTraits.map { SystemTypeface.face($0, pointSize: size) } ?? face
        faceReference = FaceReference(self.face)
        self.pointSize = size
        self.dynamic = dynamic
        super.init()
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// Each of UIKit's nine weights draws with the Inter weight of the same standing (ultralight is
    /// Inter Thin, heavy is Inter ExtraBold); a weight between two takes the nearer.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(SystemTypeface.Traits(weight: weight), size: fontSize)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(SystemTypeface.Traits(weight: .regular, isItalic: true), size: fontSize)
    }

    /// The system font with digits of one width, so counters and timers do not jitter as they change.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(SystemTypeface.Traits(weight: weight, hasMonospacedDigits: true), size: fontSize)
    }

    /// Every character one width (SF Mono on iOS; DejaVu Sans Mono here).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(SystemTypeface.Traits(weight: weight, isMonospaced: true), size: fontSize)
    }

    static func system(_ traits: SystemTypeface.Traits, size: CGFloat) -> UIFont {
        UIFont(face: SystemTypeface.face(traits, pointSize: size), size: size)
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(face: face, size: fontSize) }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }

    /// The face's PostScript name (the system font's as iOS names it, ".SFUI-Semibold"; a
    /// registered font's, "Lato-Bold").
    public var fontName: String { face.postScriptName }
    public var familyName: String { face.familyName }

    /// The top of the tallest letters above the baseline, in points.
    public var ascender: CGFloat { face.metrics.ascender * pointSize }
    /// The bottom of the longest descender, below the baseline: negative.
    public var descender: CGFloat { face.metrics.descender * pointSize }
    /// The extra space the font asks for between lines.
    public var leading: CGFloat { face.metrics.lineGap * pointSize }
    public var capHeight: CGFloat { face.metrics.capHeight * pointSize }
    public var xHeight: CGFloat { face.metrics.xHeight * pointSize }
    /// The distance between baselines: ascender, descender and leading (20.29 points for the
    /// system font at 17, as San Francisco's metrics give).
    public var lineHeight: CGFloat { ascender - descender + leading }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return face == other.face && pointSize == other.pointSize
    }

    open override var hash: Int { face.hashValue ^ pointSize.hashValue }

    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
}
