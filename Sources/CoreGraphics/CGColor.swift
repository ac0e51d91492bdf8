/// A colour as Core Graphics passes it around (`layer.borderColor = UIColor.red.cgColor`).
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    package let rgba: RGBA

    package init(_ rgba: RGBA) { self.rgba = rgba }

    public var alpha: CGFloat { rgba.alpha }
    public var components: [CGFloat]? { [rgba.red, rgba.green, rgba.blue, rgba.alpha] }
    /// Red, green, blue and alpha: the lab keeps every colour in sRGB.
    public var numberOfComponents: Int { 4 }
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    public static func == (l: CGColor, r: CGColor) -> Bool { l.rgba == r.rgba }
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
}
