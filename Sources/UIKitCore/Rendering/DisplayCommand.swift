/// One draw command. Rectangles are in the drawing view's bounds coordinates; `transform` maps them
/// into window points.
public enum DisplayCommand: Equatable, CustomStringConvertible, Sendable {
    case fill(rect: CGRect, transform: CGAffineTransform, color: Color, cornerRadius: Corners)
    case stroke(rect: CGRect, transform: CGAffineTransform, color: Color, width: CGFloat, cornerRadius: Corners)
    /// A soft shadow of a (rounded) rectangle, `blur` points wide, already offset.
    case shadow(rect: CGRect, transform: CGAffineTransform, color: Color, cornerRadius: Corners, blur: CGFloat)
    /// What was drawn behind `rect` so far, blurred (a Gaussian of standard deviation `radius`
    /// points) and blended in at `alpha`: a UIVisualEffectView's blur.
    case backdropBlur(rect: CGRect, transform: CGAffineTransform, radius: CGFloat, cornerRadius: Corners, alpha: CGFloat)
    case text(String, font: FontSpec, origin: CGPoint, transform: CGAffineTransform, color: Color)
    case image(ImageHandle, rect: CGRect, transform: CGAffineTransform, alpha: CGFloat)
    /// `rect` filled with colours changing linearly from `start` to `end` (bounds coordinates);
    /// before the first stop and after the last, their colours.
    case linearGradient(rect: CGRect, transform: CGAffineTransform, stops: [GradientStop], start: CGPoint, end: CGPoint)
    /// Colours changing from one circle to another (bounds coordinates), as Core Graphics' radial
    /// gradient: inside the current clip only.
    case radialGradient(RadialGeometry, transform: CGAffineTransform, stops: [GradientStop])
    /// Polygons (bounds coordinates) filled with `color` by the non-zero or even-odd rule: a shape
    /// layer's fill, or its stroke turned into polygons.
    case fillPath(polygons: [[CGPoint]], transform: CGAffineTransform, color: Color, evenOdd: Bool)
    /// Restricts drawing to a window-space rectangle until the matching `popClip`.
    case pushClip(CGRect)
    case popClip
    /// Restricts drawing to a (rounded, possibly rotated) rectangle until the matching
    /// `popShapeClip`, with antialiased edges: `clipsToBounds` on a view with a corner radius.
    case pushShapeClip(rect: CGRect, transform: CGAffineTransform, cornerRadius: Corners)
    case popShapeClip
    /// Draws what follows up to `endGroup` as one layer, then blends it with `alpha` (a view's alpha
    /// applies to its subtree as a whole, as in UIKit).
    case beginGroup(alpha: CGFloat)
    case endGroup
    /// Inside a group, just before its `endGroup`: what is drawn up to `endMask` is the group's mask
    /// (`layer.mask`): the group shows only where the mask is opaque, in proportion to its alpha.
    case beginMask
    case endMask
    /// Draws what follows up to `endProjection` flat, on a layer of its own, then maps that layer
    /// onto the window through a projective transform: a layer turned in 3D, with perspective.
    case beginProjection
    /// `homography` maps the flat layer's window points to where they show.
    case endProjection(homography: Homography)

    /// A colour with straight alpha, each channel 0…1.
    public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
        public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

        package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
        public var description: String {
            String(format: "rgba(%.3g, %.3g, %.3g, %.3g)", Double(red), Double(green), Double(blue), Double(alpha))
        }
    }

    /// A corner radius and the corners it rounds (all four unless `layer.maskedCorners` says otherwise).
    public struct Corners: Equatable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
        public var radius: CGFloat
        public var mask: CACornerMask
        /// Apple's continuous corner curve rather than a quarter circle.
        public var isContinuous: Bool

        public init(radius: CGFloat, mask: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner],
                    isContinuous: Bool = false) {
            self.radius = radius
            self.mask = mask
            self.isContinuous = isContinuous
        }

        public init(floatLiteral value: Double) { self.init(radius: CGFloat(value)) }
        public init(integerLiteral value: Int) { self.init(radius: CGFloat(value)) }

        /// True when nothing is rounded.
        public var isSquare: Bool { radius <= 0 || mask.isEmpty }

        public var description: String {
            (mask == .allCorners ? "\(radius)" : "\(radius) corners \(mask.rawValue)") + (isContinuous ? " continuous" : "")
        }
    }

    /// A gradient's colour at a location along its line (0 at the start, 1 at the end).
    public struct GradientStop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat
    }

    /// The circles of a radial gradient (location 0 on the start circle, 1 on the end one), and
    /// whether the first colour fills the start circle and the last goes on beyond the end one.
    public struct RadialGeometry: Equatable, Sendable {
        public var startCenter: CGPoint
        public var startRadius: CGFloat
        public var endCenter: CGPoint
        public var endRadius: CGFloat
        public var extendsBefore: Bool
        public var extendsAfter: Bool
    }

    /// A font face and size in points.
    public struct FontSpec: Equatable, Hashable, Sendable {
        public var name: String
        public var pointSize: CGFloat
        /// The face drawn, which the name alone does not give (a registered file, the system font's cut).
        var face: UIFont.Face { faceReference.face }
        private let faceReference: UIFont.FaceReference

        package init(_ font: UIFont) {
            name = font.fontName
            pointSize = font.pointSize
            faceReference = font.faceReference
        }
    }

    /// An image to draw, compared by identity.
    public struct ImageHandle: Equatable, @unchecked Sendable {
        let image: UIImage
        public static func == (l: ImageHandle, r: ImageHandle) -> Bool { l.image === r.image }
    }

    public var description: String {
        func r(_ rect: CGRect) -> String {
            String(format: "(%g, %g, %g, %g)", Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }
        func t(_ transform: CGAffineTransform) -> String {
            transform.isIdentity ? "" : String(format: " transform(%g, %g, %g, %g, %g, %g)", Double(transform.a),
                Double(transform.b), Double(transform.c), Double(transform.d), Double(transform.tx), Double(transform.ty))
        }
        switch self {
        case let .fill(rect, transform, color, radius):
            return "fill \(r(rect))\(t(transform)) \(color)" + (radius.isSquare ? "" : " radius \(radius)")
        case let .stroke(rect, transform, color, width, radius):
            return "stroke \(r(rect))\(t(transform)) \(color) width \(width)" + (radius.isSquare ? "" : " radius \(radius)")
        case let .shadow(rect, transform, color, radius, blur):
            return "shadow \(r(rect))\(t(transform)) \(color) blur \(blur)" + (radius.isSquare ? "" : " radius \(radius)")
        case let .backdropBlur(rect, transform, radius, corners, alpha):
            return "backdrop blur \(r(rect))\(t(transform)) radius \(radius) alpha \(alpha)" + (corners.isSquare ? "" : " radius \(corners)")
        case let .text(string, font, origin, transform, color):
            return "text \"\(string)\" \(font.name) \(font.pointSize)pt at (\(origin.x), \(origin.y))\(t(transform)) \(color)"
        case let .image(handle, rect, transform, alpha):
            return "image \(handle.image.name ?? "unnamed") \(r(rect))\(t(transform)) alpha \(alpha)"
        case let .linearGradient(rect, transform, stops, start, end):
            return "gradient \(r(rect))\(t(transform)) from (\(start.x), \(start.y)) to (\(end.x), \(end.y)) "
                + stops.map { "\($0.color) at \($0.location)" }.joined(separator: ", ")
        case let .radialGradient(g, transform, stops):
            return "radial gradient from (\(g.startCenter.x), \(g.startCenter.y)) r \(g.startRadius) to (\(g.endCenter.x), \(g.endCenter.y)) r \(g.endRadius)\(t(transform)) "
                + stops.map { "\($0.color) at \($0.location)" }.joined(separator: ", ")
        case let .fillPath(polygons, transform, color, evenOdd):
            return "path \(polygons.count) polygon\(polygons.count == 1 ? "" : "s")\(t(transform)) \(color)" + (evenOdd ? " even-odd" : "")
        case let .pushClip(rect): return "clip \(r(rect))"
        case .popClip: return "end clip"
        case let .pushShapeClip(rect, transform, corners): return "shape clip \(r(rect))\(t(transform)) radius \(corners)"
        case .popShapeClip: return "end shape clip"
        case let .beginGroup(alpha): return "group alpha \(alpha)"
        case .endGroup: return "end group"
        case .beginMask: return "mask"
        case .endMask: return "end mask"
        case .beginProjection: return "projection"
        case let .endProjection(h): return "end projection " + h.m.map { String(format: "%.4g", Double($0)) }.joined(separator: " ")
        }
    }

    /// Folds a group's alpha into a single command, which draws the same as the group would.
    func withAlpha(multipliedBy factor: CGFloat) -> DisplayCommand? {
        switch self {
        case let .fill(rect, transform, color, radius):
            return .fill(rect: rect, transform: transform, color: color.multiplyingAlpha(factor), cornerRadius: radius)
        case let .stroke(rect, transform, color, width, radius):
            return .stroke(rect: rect, transform: transform, color: color.multiplyingAlpha(factor), width: width, cornerRadius: radius)
        case let .shadow(rect, transform, color, radius, blur):
            return .shadow(rect: rect, transform: transform, color: color.multiplyingAlpha(factor), cornerRadius: radius, blur: blur)
        case let .backdropBlur(rect, transform, radius, corners, alpha):
            return .backdropBlur(rect: rect, transform: transform, radius: radius, cornerRadius: corners, alpha: alpha * factor)
        case let .text(string, font, origin, transform, color):
            return .text(string, font: font, origin: origin, transform: transform, color: color.multiplyingAlpha(factor))
        case let .image(handle, rect, transform, alpha):
            return .image(handle, rect: rect, transform: transform, alpha: alpha * factor)
        case let .linearGradient(rect, transform, stops, start, end):
            let faded = stops.map { DisplayCommand.GradientStop(color: $0.color.multiplyingAlpha(factor), location: $0.location) }
            return .linearGradient(rect: rect, transform: transform, stops: faded, start: start, end: end)
        case let .radialGradient(geometry, transform, stops):
            let faded = stops.map { DisplayCommand.GradientStop(color: $0.color.multiplyingAlpha(factor), location: $0.location) }
            return .radialGradient(geometry, transform: transform, stops: faded)
        case let .fillPath(polygons, transform, color, evenOdd):
            return .fillPath(polygons: polygons, transform: transform, color: color.multiplyingAlpha(factor), evenOdd: evenOdd)
        default:
            return nil
        }
    }
}

extension DisplayCommand {
    /// The command with each colour it draws multiplied by `multiplier`, component by component (a
    /// replicator's `instanceColor`); an image is multiplied through a tinted copy of its pixels.
    func multiplyingColors(by multiplier: Color) -> DisplayCommand {
        func times(_ color: Color) -> Color {
            Color(red: color.red * multiplier.red, green: color.green * multiplier.green, blue: color.blue * multiplier.blue,
                  alpha: color.alpha * multiplier.alpha)
        }
        switch self {
        case let .fill(rect, transform, color, radius):
            return .fill(rect: rect, transform: transform, color: times(color), cornerRadius: radius)
        case let .stroke(rect, transform, color, width, radius):
            return .stroke(rect: rect, transform: transform, color: times(color), width: width, cornerRadius: radius)
        case let .shadow(rect, transform, color, radius, blur):
            return .shadow(rect: rect, transform: transform, color: times(color), cornerRadius: radius, blur: blur)
        case let .text(string, font, origin, transform, color):
            return .text(string, font: font, origin: origin, transform: transform, color: times(color))
        case let .image(handle, rect, transform, alpha):
            let tinted = handle.image.multiplied(by: RGBA(red: multiplier.red, green: multiplier.green, blue: multiplier.blue, alpha: 1))
            return .image(.init(image: tinted), rect: rect, transform: transform, alpha: alpha * multiplier.alpha)
        case let .linearGradient(rect, transform, stops, start, end):
            return .linearGradient(rect: rect, transform: transform, stops: stops.map { GradientStop(color: times($0.color), location: $0.location) },
                                   start: start, end: end)
        case let .radialGradient(geometry, transform, stops):
            return .radialGradient(geometry, transform: transform, stops: stops.map { GradientStop(color: times($0.color), location: $0.location) })
        case let .fillPath(polygons, transform, color, evenOdd):
            return .fillPath(polygons: polygons, transform: transform, color: times(color), evenOdd: evenOdd)
        default:
            return self
        }
    }
}

extension DisplayCommand.Color {
    package init(_ rgba: RGBA) { self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha) }
    func multiplyingAlpha(_ factor: CGFloat) -> Self {
        Self(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}
