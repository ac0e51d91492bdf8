/// A path, as UIKit's `UIBezierPath`: lines, curves, arcs, ovals and (rounded) rectangles, with the
/// stroke attributes a shape layer or `layer.shadowPath` reads through `cgPath`.
open class UIBezierPath: NSObject {
    private var path: CGMutablePath

    /// The path in Core Graphics' form.
    open var cgPath: CGPath {
        get {
            let copy = CGPath(elements: path.elements)
            copy.simpleShape = path.simpleShape
            return copy
        }
        set {
            path = newValue.mutableCopy() ?? CGMutablePath()
            path.simpleShape = newValue.simpleShape
        }
    }

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// How long a miter join may be, in line widths, before it is drawn bevelled instead.
    open var miterLimit: CGFloat = 10
    open var usesEvenOddFillRule = false

    public override init() {
        path = CGMutablePath()
        super.init()
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    public convenience init(rect: CGRect) {
        self.init(cgPath: CGPath(rect: rect, cornerRadius: 0, roundedCorners: .allCorners))
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(cgPath: CGPath(rect: rect, cornerRadius: cornerRadius, roundedCorners: .allCorners))
    }

    /// Rounds only `corners`, by the smaller of the radii's width and height.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(cgPath: CGPath(rect: rect, cornerRadius: Swift.min(cornerRadii.width, cornerRadii.height),
                                 roundedCorners: corners.layerCorners))
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// An arc; `clockwise` as it looks on screen (UIKit's coordinates have y down).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Core Graphics' clockwise is the other way round in UIKit's flipped coordinates.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func removeAllPoints() { path = CGMutablePath() }
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }

    open var isEmpty: Bool { path.isEmpty }
    open var currentPoint: CGPoint { path.currentPoint }
    /// The smallest rectangle that holds the path.
    open var bounds: CGRect { path.boundingBox }

    open func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }
}
