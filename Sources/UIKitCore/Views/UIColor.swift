import Foundation

/// A colour, as UIKit's `UIColor`: fixed sRGB components with straight (not premultiplied) alpha,
/// or a dynamic colour that resolves by the traits it is drawn with (the semantic system colours'
/// light and dark values, or the app's own `init(dynamicProvider:)`). Drawing resolves a dynamic
/// colour with `UITraitCollection.current`, which the renderer sets to each view's traits.
open class UIColor: NSObject, @unchecked Sendable {
    /// What the colour is made of.
    enum Source {
        case fixed(RGBA)
        /// A system colour: its values by appearance and level (Apple's tables, docs/PORTING.md).
        case system(SystemValues)
        case provider(@Sendable (UITraitCollection) -> UIColor)
    }
    let source: Source

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { Swift.min(1, Swift.max(0, v)) }
        source = .fixed(RGBA(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha)))
        super.init()
    }

    /// What `#colorLiteral(red: 0.2, green: 0.5, blue: 0.8, alpha: 1)` makes: an sRGB colour
    /// (UIColor+Literals.swift).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour that asks `dynamicProvider` for its value in each trait collection it is drawn
    /// with, as UIKit's `init(dynamicProvider:)`.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        source = .provider(dynamicProvider)
        super.init()
    }

    /// A system colour with a light and a dark value, and a lighter dark one on elevated content
    /// (the dark backgrounds); by default the same dark value.
    init(light: RGBA, dark: RGBA, darkElevated: RGBA? = nil) {
        source = .system(SystemValues(light: light, dark: dark, darkElevated: darkElevated ?? dark))
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

    convenience init(_ rgba: RGBA) {
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// The colour as `traitCollection` shows it: a fixed colour for a dynamic one, else itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch source {
        case .fixed: return self
        case let .system(values): return UIColor(values.value(traitCollection.userInterfaceStyle, traitCollection.userInterfaceLevel))
        case let .provider(provide): return provide(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The components as the current traits show them (`UITraitCollection.current`).
    package var rgba: RGBA {
        switch source {
        case let .fixed(components): return components
        case let .system(values): return values.value(TraitResolution.currentStyle, TraitResolution.currentLevel)
        case let .provider(provide):
            let traits = UITraitCollection.current
            return provide(traits).resolvedColor(with: traits).rgba
        }
    }

    /// The components as the current traits show them (internal: apps read them with `getRed`).
    var red: CGFloat { rgba.red }
    var green: CGFloat { rgba.green }
    var blue: CGFloat { rgba.blue }
    var alpha: CGFloat { rgba.alpha }

    /// The same colour with its alpha replaced, as `withAlphaComponent(_:)`; a dynamic colour stays
    /// dynamic.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch source {
        case let .fixed(components): return UIColor(components.withAlpha(alpha))
        case let .system(values):
            return UIColor(light: values.light.withAlpha(alpha), dark: values.dark.withAlpha(alpha),
                           darkElevated: values.darkElevated.withAlpha(alpha))
        case .provider: return UIColor(dynamicProvider: { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) })
        }
    }

    /// Reads the components as the current traits show them, as UIKit's
    /// `getRed(_:green:blue:alpha:)`; always succeeds for sRGB colours.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let components = rgba
        red?.pointee = components.red; green?.pointee = components.green
        blue?.pointee = components.blue; alpha?.pointee = components.alpha
        return true
    }

    /// Reads hue, saturation and brightness (each 0…1) as the current traits show the colour, as
    /// UIKit's `getHue(_:saturation:brightness:alpha:)`; always succeeds for sRGB colours.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba
        let largest = max(c.red, c.green, c.blue), smallest = min(c.red, c.green, c.blue), range = largest - smallest
        var h: CGFloat = 0
        if range > 0 {
            switch largest {
            case c.red: h = (c.green - c.blue) / range
            case c.green: h = 2 + (c.blue - c.red) / range
            default: h = 4 + (c.red - c.green) / range
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = largest > 0 ? range / largest : 0
        brightness?.pointee = largest
        alpha?.pointee = c.alpha
        return true
    }

    /// Fixed colours are equal by their components, system colours by all of their values; a
    /// provider colour only to itself.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (source, other.source) {
        case let (.fixed(a), .fixed(b)): return a == b
        case let (.system(a), .system(b)): return a == b
        default: return self === other
        }
    }

    open override var hash: Int {
        switch source {
        case let .fixed(components): return components.hashValue
        case let .system(values): return values.light.hashValue
        case .provider: return ObjectIdentifier(self).hashValue
        }
    }

    open override var description: String {
        switch source {
        case let .fixed(c): return "UIColor(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
        case let .system(values): return "UIColor(light: \(values.light), dark: \(values.dark))"
        case .provider: return "UIColor(dynamicProvider:)"
        }
    }
}

extension RGBA {
    func withAlpha(_ alpha: CGFloat) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: Swift.min(1, Swift.max(0, alpha))) }
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

}

/// A system colour's values: light, dark, and dark on elevated content (sheets, popovers, alerts),
/// where the background colours are a step lighter.
struct SystemValues: Equatable {
    var light: RGBA
    var dark: RGBA
    var darkElevated: RGBA

    func value(_ style: UIUserInterfaceStyle, _ level: UIUserInterfaceLevel) -> RGBA {
        style != .dark ? light : level == .elevated ? darkElevated : dark
    }
}
