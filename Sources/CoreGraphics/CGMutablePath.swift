/// A path being built, as Core Graphics' `CGMutablePath`. Each call takes an optional transform
/// that moves the points it adds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    private func changed() { simpleShape = nil }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
        changed()
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { elements.append(.move(point.applying(transform))) } else { elements.append(.line(point.applying(transform))) }
        changed()
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quad(end.applying(transform), control: control.applying(transform)))
        changed()
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.cubic(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
        changed()
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                           CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        // Four cubic quarters, with Bézier's circle constant.
        let k: CGFloat = 0.552_284_749_8
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let radius = Swift.max(0, Swift.min(cornerWidth, cornerHeight, rect.width / 2, rect.height / 2))
        addPath(CGPath(elements: CGPath.roundedRectElements(rect.standardized, radius: radius, corners: .allCorners)), transform: transform)
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians, 0 along +x,
    /// growing towards +y), `clockwise` in Core Graphics' flipped sense as UIKit's screen shows it.
    /// A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        // On screen (y down), Core Graphics' clockwise = true runs towards decreasing angles.
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - (sweep.truncatingRemainder(dividingBy: full) > 0 ? full : 0) }
        } else if sweep < 0 {
            sweep = sweep.truncatingRemainder(dividingBy: full) + (sweep.truncatingRemainder(dividingBy: full) < 0 ? full : 0)
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        let pieces = Swift.max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let k = 4 / 3 * tan(step / 4)
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p1 = CGPoint(x: cos(next), y: sin(next))
            func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * unit.x, y: center.y + radius * unit.y) }
            addCurve(to: point(p1), control1: point(CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)),
                     control2: point(CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x)), transform: transform)
            angle = next
        }
    }

    /// A corner of `radius` between the lines current point → `tangent1End` and `tangent1End` → `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard radius > 0 else { addLine(to: tangent1End, transform: transform); return }
        // Two quarter-circle-like cubic controls towards the corner point, which round it well.
        let current = currentPoint
        let k: CGFloat = 0.552_284_749_8
        let d1 = CGPoint(x: tangent1End.x - current.x, y: tangent1End.y - current.y)
        let d2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = Swift.max(1e-9, hypot(d1.x, d1.y)), l2 = Swift.max(1e-9, hypot(d2.x, d2.y))
        let u1 = CGPoint(x: d1.x / l1, y: d1.y / l1), u2 = CGPoint(x: d2.x / l2, y: d2.y / l2)
        let start = CGPoint(x: tangent1End.x - u1.x * radius, y: tangent1End.y - u1.y * radius)
        let end = CGPoint(x: tangent1End.x + u2.x * radius, y: tangent1End.y + u2.y * radius)
        addLine(to: start, transform: transform)
        addCurve(to: end, control1: CGPoint(x: start.x + u1.x * radius * k, y: start.y + u1.y * radius * k),
                 control2: CGPoint(x: end.x - u2.x * radius * k, y: end.y - u2.y * radius * k), transform: transform)
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements {
            switch element {
            case .move(let p): move(to: p, transform: transform)
            case .line(let p): addLine(to: p, transform: transform)
            case let .quad(p, c): addQuadCurve(to: p, control: c, transform: transform)
            case let .cubic(p, c1, c2): addCurve(to: p, control1: c1, control2: c2, transform: transform)
            case .close: closeSubpath()
            }
        }
    }

    public func closeSubpath() {
        elements.append(.close)
        changed()
    }
}
