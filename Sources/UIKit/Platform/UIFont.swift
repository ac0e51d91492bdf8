/// A font: a face and a size in points. This port ships DejaVu Sans as the system face.
open class UIFont: NSObject, @unchecked Sendable {
    /// A face this port can draw: the system's two (TrueType files under Assets/Fonts or the system's
    /// fonts), or a font file the app registered, by its path.
    struct Face: Hashable, Sendable {
        /// The file's name, looked up in Assets/Fonts and the system's font folders; or its full path.
        let rawValue: String
        let postScriptName: String
        let familyName: String
        var fullName: String?

        static let regular = Face(rawValue: "DejaVuSans.ttf", postScriptName: "DejaVuSans", familyName: "DejaVu Sans", fullName: "DejaVu Sans")
        static let bold = Face(rawValue: "DejaVuSans-Bold.ttf", postScriptName: "DejaVuSans-Bold", familyName: "DejaVu Sans",
                               fullName: "DejaVu Sans Bold")
    }

    public let pointSize: CGFloat
    let face: Face
    /// For a font that follows the text size (a text style's, or one scaled by `UIFontMetrics`):
    /// its style and its size at the default `.large` category.
    let dynamic: (style: TextStyle, sizeAtLarge: CGFloat)?

    init(face: Face, size: CGFloat, dynamic: (style: TextStyle, sizeAtLarge: CGFloat)? = nil) {
        self.face = face
        self.pointSize = size
        self.dynamic = dynamic
        super.init()
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(face: .regular, size: fontSize) }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(face: .bold, size: fontSize) }

    /// Weights below semibold draw with the regular face, the rest with the bold one.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: weight.rawValue >= Weight.semibold.rawValue ? .bold : .regular, size: fontSize)
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

    /// The face's PostScript name ("DejaVuSans-Bold", or a registered font's, "Lato-Bold").
    public var fontName: String { face.postScriptName }
    public var familyName: String { face.familyName }

    /// The distance between baselines, from the font's own metrics.
    @MainActor public var lineHeight: CGFloat { TextEngine.shared.lineHeight(of: self) }

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
