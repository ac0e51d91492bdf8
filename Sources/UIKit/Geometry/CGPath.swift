/// A shape, as Core Graphics' `CGPath`, limited to what this port draws with paths: rectangles and
/// rounded rectangles (a layer's `shadowPath`). Free-form paths are not built.
public final class CGPath: @unchecked Sendable {
    /// The rectangle, its corner radius (0 for square corners) and the corners it rounds.
    let rect: CGRect
    let cornerRadius: CGFloat
    let roundedCorners: CACornerMask

    init(rect: CGRect, cornerRadius: CGFloat, roundedCorners: CACornerMask) {
        self.rect = rect.standardized
        self.cornerRadius = Swift.max(0, Swift.min(cornerRadius, rect.width / 2, rect.height / 2))
        self.roundedCorners = roundedCorners
    }

    /// A rectangle, moved by `transform`'s translation (other transforms are not built).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: CGPath.translated(rect, transform), cornerRadius: 0, roundedCorners: .allCorners)
    }

    /// A rounded rectangle; the corners' width and height must match (elliptical corners are not built).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        if cornerWidth != cornerHeight {
            Diagnostics.warnFromAnyThread("CGPath(roundedRect:cornerWidth:cornerHeight:): elliptical corners are not built; using \(Swift.min(cornerWidth, cornerHeight)) for both.")
        }
        self.init(rect: CGPath.translated(rect, transform), cornerRadius: Swift.min(cornerWidth, cornerHeight),
                  roundedCorners: .allCorners)
    }

    /// The smallest rectangle that holds the path.
    public var boundingBox: CGRect { rect }

    private static func translated(_ rect: CGRect, _ transform: UnsafePointer<CGAffineTransform>?) -> CGRect {
        guard let transform else { return rect }
        return rect.applying(transform.pointee)
    }
}
