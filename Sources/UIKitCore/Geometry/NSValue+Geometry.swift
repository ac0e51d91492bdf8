/// UIKit's and Core Graphics' boxing of geometry in `NSValue` (keyboard frames in notifications,
/// Core Animation values written the Objective-C way). Points, sizes and rects are Foundation's own
/// boxes; the others are stored as arrays of `CGFloat`, which Linux's Foundation can box.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgRectValue: CGRect { rectValue }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public var cgPointValue: CGPoint { pointValue }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgSizeValue: CGSize { sizeValue }

    public convenience init(cgVector vector: CGVector) { self.init(numbers: [vector.dx, vector.dy]) }
    public var cgVectorValue: CGVector { numbers(2).map { CGVector(dx: $0[0], dy: $0[1]) } ?? .zero }

    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(numbers: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }
    public var cgAffineTransformValue: CGAffineTransform {
        numbers(6).map { CGAffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) } ?? .identity
    }

    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(numbers: [insets.top, insets.left, insets.bottom, insets.right])
    }
    public var uiEdgeInsetsValue: UIEdgeInsets {
        numbers(4).map { UIEdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) } ?? .zero
    }

    public convenience init(uiOffset offset: UIOffset) { self.init(numbers: [offset.horizontal, offset.vertical]) }
    public var uiOffsetValue: UIOffset { numbers(2).map { UIOffset(horizontal: $0[0], vertical: $0[1]) } ?? .zero }

    /// Boxes `numbers` as an array of doubles (`CGFloat` is a double on every platform Swift runs
    /// Linux on).
    convenience init(numbers: [CGFloat]) {
        let doubles = numbers.map(Double.init)
        self.init(bytes: doubles, objCType: "[\(doubles.count)d]")
    }

    /// The `count` numbers boxed by `init(numbers:)`, or nil when this value holds something else.
    func numbers(_ count: Int) -> [CGFloat]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var doubles = [Double](repeating: 0, count: count)
        doubles.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return doubles.map { CGFloat($0) }
    }

    /// A point, size or rect boxed by Foundation, as numbers (x, y / width, height / x, y, w, h).
    var geometryNumbers: [CGFloat]? {
        switch String(cString: objCType) {
        case "{CGPoint=dd}": let p = pointValue; return [p.x, p.y]
        case "{CGSize=dd}": let s = sizeValue; return [s.width, s.height]
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": let r = rectValue; return [r.minX, r.minY, r.width, r.height]
        default: return nil
        }
    }
}
