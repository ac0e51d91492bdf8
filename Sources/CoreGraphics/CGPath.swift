/// A shape, as Core Graphics' `CGPath`: subpaths of lines, quadratic and cubic curves and arcs
/// (`CGMutablePath` builds them). Rectangles and rounded rectangles also keep their simple form,
/// which a layer's `shadowPath` uses; any other shadow path casts the shadow of its bounding box.
public class CGPath: @unchecked Sendable {
    /// One step of a path.
    package enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, control: CGPoint)
        case cubic(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    package var elements: [Element]
    /// For a rectangle or rounded rectangle: the rectangle, its corner radius and rounded corners.
    package var simpleShape: (rect: CGRect, cornerRadius: CGFloat, roundedCorners: CACornerMask)?

    package init(elements: [Element]) {
        self.elements = elements
    }

    package init(rect: CGRect, cornerRadius: CGFloat, roundedCorners: CACornerMask) {
        let rect = rect.standardized
        let radius = Swift.max(0, Swift.min(cornerRadius, rect.width / 2, rect.height / 2))
        simpleShape = (rect, radius, roundedCorners)
        elements = CGPath.roundedRectElements(rect, radius: radius, corners: roundedCorners)
    }

    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
        if transform == nil || transform!.pointee.b == 0 && transform!.pointee.c == 0 {
            simpleShape = (rect.applying(transform?.pointee ?? .identity).standardized, 0, .allCorners)
        }
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rounded rectangle; the corners' width and height must match (elliptical corners are not built).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        if cornerWidth != cornerHeight {
            Diagnostics.warnFromAnyThread("CGPath(roundedRect:cornerWidth:cornerHeight:): elliptical corners are not built; using \(Swift.min(cornerWidth, cornerHeight)) for both.")
        }
        let moved = rect.applying(transform?.pointee ?? .identity)
        self.init(rect: moved, cornerRadius: Swift.min(cornerWidth, cornerHeight), roundedCorners: .allCorners)
    }

    /// The rectangle of a simple path, else the bounding box (what shadows use).
    package var rect: CGRect { simpleShape?.rect ?? boundingBox }
    package var cornerRadius: CGFloat { simpleShape?.cornerRadius ?? 0 }
    package var roundedCorners: CACornerMask { simpleShape?.roundedCorners ?? .allCorners }

    /// The smallest rectangle that holds the path's points, control points included.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case let .quad(p, c): points += [p, c]
            case let .cubic(p, c1, c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// The smallest rectangle that holds the drawn path.
    public var boundingBoxOfPath: CGRect {
        let points = flattened().flatMap(\.points)
        guard let first = points.first else { return .null }
        return points.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quad(let p, _), .cubic(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    public func copy() -> CGPath? { CGPath(elements: elements) }

    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = elements
        return copy
    }

    /// Whether `point` is inside, by the non-zero rule or (`eoFill`) the even-odd rule.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let local = point.applying(transform.inverted())
        var winding = 0
        for polyline in flattened() where polyline.points.count > 1 {
            let points = polyline.points + [polyline.points[0]]
            for index in 0..<(points.count - 1) {
                let a = points[index], b = points[index + 1]
                if (a.y <= local.y) != (b.y <= local.y) {
                    let x = a.x + (local.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > local.x { winding += b.y > a.y ? 1 : -1 }
                }
            }
        }
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// A polyline for each subpath, curves cut into short lines.
    package func flattened(tolerance: CGFloat = 0.25) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var points: [CGPoint] = []
        var current = CGPoint.zero
        func finish(closed: Bool) {
            if points.count > 1 || (points.count == 1 && closed) { result.append((points, closed)) }
            points = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                points = [p]
                current = p
            case .line(let p):
                if points.isEmpty { points = [current] }
                points.append(p)
                current = p
            case let .quad(p, c):
                if points.isEmpty { points = [current] }
                let steps = CGPath.steps(for: [current, c, p], tolerance: tolerance)
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    points.append(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                          y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case let .cubic(p, c1, c2):
                if points.isEmpty { points = [current] }
                let steps = CGPath.steps(for: [current, c1, c2, p], tolerance: tolerance)
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                                          y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .close:
                if let first = points.first { current = first }
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// Enough line pieces that a curve through these control points deviates less than `tolerance`.
    private static func steps(for controls: [CGPoint], tolerance: CGFloat) -> Int {
        var length: CGFloat = 0
        for index in 1..<controls.count { length += hypot(controls[index].x - controls[index - 1].x, controls[index].y - controls[index - 1].y) }
        return Swift.max(2, Swift.min(256, Int((length / Swift.max(0.5, tolerance * 8)).rounded(.up))))
    }

    package static func roundedRectElements(_ rect: CGRect, radius: CGFloat, corners: CACornerMask) -> [Element] {
        let path = CGMutablePath()
        guard radius > 0 else { path.addRect(rect); return path.elements }
        func r(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
        path.move(to: CGPoint(x: rect.minX + r(.layerMinXMinYCorner), y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - r(.layerMaxXMinYCorner), y: rect.minY))
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: r(.layerMaxXMinYCorner))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r(.layerMaxXMaxYCorner)))
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: r(.layerMaxXMaxYCorner))
        path.addLine(to: CGPoint(x: rect.minX + r(.layerMinXMaxYCorner), y: rect.maxY))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: r(.layerMinXMaxYCorner))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + r(.layerMinXMinYCorner)))
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: r(.layerMinXMinYCorner))
        path.closeSubpath()
        return path.elements
    }
}

/// How a path's inside is decided, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable { case winding = 0, evenOdd = 1 }

// A path as numbers, for animating `CAShapeLayer.path` between paths of the same elements.
extension CGPath {
    /// Every point of every element, in order, as x, y pairs.
    package var coordinates: [CGFloat] {
        elements.flatMap { element -> [CGFloat] in
            switch element {
            case .move(let p), .line(let p): return [p.x, p.y]
            case .quad(let p, let c): return [p.x, p.y, c.x, c.y]
            case .cubic(let p, let c1, let c2): return [p.x, p.y, c1.x, c1.y, c2.x, c2.y]
            case .close: return []
            }
        }
    }

    /// This path's elements with their points taken from `numbers`, or nil when they do not fit
    /// (Core Animation's result for paths of different elements is undefined; the model shows).
    package func withCoordinates(_ numbers: [CGFloat]) -> CGPath? {
        guard numbers.count == coordinates.count else { return nil }
        var index = 0
        func next() -> CGPoint { defer { index += 2 }; return CGPoint(x: numbers[index], y: numbers[index + 1]) }
        return CGPath(elements: elements.map { element in
            switch element {
            case .move: return .move(next())
            case .line: return .line(next())
            case .quad: let p = next(); return .quad(p, control: next())
            case .cubic: let p = next(); let c1 = next(); return .cubic(p, control1: c1, control2: next())
            case .close: return .close
            }
        })
    }
}
