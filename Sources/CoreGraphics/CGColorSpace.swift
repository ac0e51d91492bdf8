/// A colour space, as Core Graphics names them; the lab draws in sRGB whatever the space.
public final class CGColorSpace: @unchecked Sendable {
    public let name: String?
    public init?(name: String) { self.name = name }
    package init(named name: String) { self.name = name }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"

    /// The lab's colours are red, green and blue (sRGB, or Display P3 converted to it).
    public var model: CGColorSpaceModel { .rgb }
    public var numberOfComponents: Int { 3 }
}

/// How a colour space's components are read, as Core Graphics' `CGColorSpaceModel`.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: CGColorSpace.sRGB) }
