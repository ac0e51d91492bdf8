/// A path, as UIKit's `UIBezierPath`, limited to rectangles and rounded rectangles: enough for the
/// common `layer.shadowPath = UIBezierPath(roundedRect:cornerRadius:).cgPath`. Free-form paths
/// (lines, curves, arcs) are not built.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    public let cgPath: CGPath

    public init(rect: CGRect) {
        cgPath = CGPath(rect: rect, cornerRadius: 0, roundedCorners: .allCorners)
        super.init()
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(rect: rect, cornerRadius: cornerRadius, roundedCorners: .allCorners)
        super.init()
    }

    /// Rounds only `corners`, by the smaller of the radii's width and height.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        cgPath = CGPath(rect: rect, cornerRadius: Swift.min(cornerRadii.width, cornerRadii.height),
                        roundedCorners: corners.layerCorners)
        super.init()
    }

    /// The smallest rectangle that holds the path.
    open var bounds: CGRect { cgPath.boundingBox }
}
