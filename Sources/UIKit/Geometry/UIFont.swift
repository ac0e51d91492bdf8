/// A font: a face and a size in points. This port ships DejaVu Sans as the system face.
open class UIFont: NSObject, @unchecked Sendable {
    /// The faces this port can draw; each maps to a TrueType file under Assets/Fonts or the system's fonts.
    enum Face: String, Sendable {
        case regular = "DejaVuSans.ttf"
        case bold = "DejaVuSans-Bold.ttf"
    }

    public let pointSize: CGFloat
    let face: Face

    init(face: Face, size: CGFloat) {
        self.face = face
        self.pointSize = size
        super.init()
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(face: .regular, size: fontSize) }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(face: .bold, size: fontSize) }

    /// Weights below semibold draw with the regular face, the rest with the bold one.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: weight.rawValue >= Weight.semibold.rawValue ? .bold : .regular, size: fontSize)
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(face: face, size: fontSize) }

    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }

    public var fontName: String { face == .bold ? "DejaVuSans-Bold" : "DejaVuSans" }

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
