/// Core Foundation's array, which Swift arrays bridge to as on Apple's platforms.
public typealias CFArray = [Any]

/// A gradient: colours at locations from 0 to 1, as Core Graphics' `CGGradient`.
public final class CGGradient: @unchecked Sendable {
    /// A colour at a location from 0 to 1.
    package struct Stop: Equatable, Sendable {
        package let color: RGBA
        package let location: CGFloat
    }

    package let stops: [Stop]

    /// The colours (`CGColor`s) at `locations` (evenly spread when nil).
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count, !cgColors.isEmpty else { return nil }
        stops = cgColors.enumerated().map { index, color in
            let location = locations?[index] ?? (cgColors.count == 1 ? 0 : CGFloat(index) / CGFloat(cgColors.count - 1))
            return Stop(color: color.rgba, location: location)
        }
    }

    /// Colours given as components, four (RGBA) a location.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        stops = (0..<count).map { index in
            let base = index * 4
            let rgba = RGBA(red: components[base], green: components[base + 1], blue: components[base + 2], alpha: components[base + 3])
            let location = locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            return Stop(color: rgba, location: location)
        }
    }
}

/// Whether a gradient's end colours extend past its start and end points.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}
