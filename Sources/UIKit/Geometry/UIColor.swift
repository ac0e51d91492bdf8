/// An sRGB colour with straight (not premultiplied) alpha, as UIKit's `UIColor`.
open class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { Swift.min(1, Swift.max(0, v)) }
        (self.red, self.green, self.blue, self.alpha) = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB), each 0…1, as UIKit's initialiser.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - floor(hue)) * 6, s = Swift.min(1, Swift.max(0, saturation)), v = Swift.min(1, Swift.max(0, brightness))
        let sector = Int(h) % 6, f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same colour with its alpha replaced, as `withAlphaComponent(_:)`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the components, as UIKit's `getRed(_:green:blue:alpha:)`; always succeeds for sRGB colours.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red; green?.pointee = self.green
        blue?.pointee = self.blue; alpha?.pointee = self.alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return rgba == other.rgba
    }

    open override var hash: Int { rgba.hashValue }

    open override var description: String {
        "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    var rgba: RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }

    convenience init(_ rgba: RGBA) {
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}

/// The value form of a colour, used by the display list and by colour animations.
struct RGBA: Equatable, Hashable, Sendable {
    var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    func multipliedAlpha(_ factor: CGFloat) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}

extension UIColor {
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // The light-mode values of the iOS system colours.
    public static var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
    public static var systemRed: UIColor { UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1) }
    public static var systemGreen: UIColor { UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1) }
    public static var systemOrange: UIColor { UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1) }
    public static var systemYellow: UIColor { UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1) }
    public static var systemPink: UIColor { UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1) }
    public static var systemPurple: UIColor { UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1) }
    public static var systemTeal: UIColor { UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1) }
    public static var systemIndigo: UIColor { UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1) }
    public static var systemGray: UIColor { UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1) }
    public static var systemGray2: UIColor { UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1) }
    public static var systemGray3: UIColor { UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1) }
    public static var systemGray4: UIColor { UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1) }
    public static var systemGray5: UIColor { UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1) }
    public static var systemGray6: UIColor { UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1) }
    public static var systemBackground: UIColor { .white }
    public static var secondarySystemBackground: UIColor { systemGray6 }
    public static var label: UIColor { .black }
    public static var secondaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }
    public static var tertiaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
    public static var tertiarySystemBackground: UIColor { .white }
    public static var systemGroupedBackground: UIColor { systemGray6 }
    /// Rows of grouped lists sit on white over the grey grouped background.
    public static var secondarySystemGroupedBackground: UIColor { .white }
    public static var tertiarySystemGroupedBackground: UIColor { systemGray6 }
    public static var opaqueSeparator: UIColor { UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1) }
    public static var separator: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
    public static var tintColor: UIColor { systemBlue }
}
