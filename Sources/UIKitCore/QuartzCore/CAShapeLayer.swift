/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled with `fillColor` (black by
/// default) by `fillRule`, then stroked with `strokeColor` `lineWidth` wide, from `strokeStart` to
/// `strokeEnd` of its length (both animatable: the progress-ring staple), dashed by
/// `lineDashPattern` from `lineDashPhase`, its corners joined by `lineJoin` within `miterLimit`.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    open var path: CGPath? { didSet { animatableDidChange("path", from: oldValue); modelDidChange() } }
    override var paintsBeyondBounds: Bool { true }
    open var fillColor: CGColor? = CGColor(UIColor.black.rgba) { didSet { animatableDidChange("fillColor", from: oldValue); modelDidChange() } }
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { modelDidChange() } }
    open var strokeColor: CGColor? { didSet { animatableDidChange("strokeColor", from: oldValue); modelDidChange() } }
    open var lineWidth: CGFloat = 1 { didSet { animatableDidChange("lineWidth", from: oldValue); modelDidChange() } }
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { modelDidChange() } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { modelDidChange() } }
    /// How long a miter join may be, in line widths, before it is drawn bevelled instead.
    open var miterLimit: CGFloat = 10 { didSet { modelDidChange() } }
    open var strokeStart: CGFloat = 0 { didSet { animatableDidChange("strokeStart", from: oldValue); modelDidChange() } }
    open var strokeEnd: CGFloat = 1 { didSet { animatableDidChange("strokeEnd", from: oldValue); modelDidChange() } }
    /// Lengths of painted and unpainted segments, in user space, repeated along the stroke.
    open var lineDashPattern: [NSNumber]? { didSet { modelDidChange() } }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 { didSet { modelDidChange() } }

    override func copyValues(of model: CALayer) {
        super.copyValues(of: model)
        guard let shape = model as? CAShapeLayer else { return }
        path = shape.path
        fillColor = shape.fillColor
        fillRule = shape.fillRule
        strokeColor = shape.strokeColor
        lineWidth = shape.lineWidth
        lineCap = shape.lineCap
        lineJoin = shape.lineJoin
        miterLimit = shape.miterLimit
        strokeStart = shape.strokeStart
        strokeEnd = shape.strokeEnd
        lineDashPattern = shape.lineDashPattern
        lineDashPhase = shape.lineDashPhase
    }

    /// A snapshot with the animated values as they show now.
    override func presentationCopy() -> CALayer {
        let copy = CAShapeLayer(presentationOf: self)
        let shown = self.shown
        copy.path = shown.path
        copy.fillColor = shown.fillColor.map { CGColor($0) }
        copy.fillRule = fillRule
        copy.strokeColor = shown.strokeColor.map { CGColor($0) }
        copy.lineWidth = shown.lineWidth
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.miterLimit = miterLimit
        copy.strokeStart = shown.strokeStart
        copy.strokeEnd = shown.strokeEnd
        copy.lineDashPattern = lineDashPattern
        copy.lineDashPhase = lineDashPhase
        return copy
    }

    /// The animatable values as the screen shows them: animated ones over the model.
    private var shown: (path: CGPath?, fillColor: RGBA?, strokeColor: RGBA?, lineWidth: CGFloat,
                        strokeStart: CGFloat, strokeEnd: CGFloat) {
        let animated = view.animationState.layerValues
        let shownPath = animated?.extra["path"].flatMap { path?.withCoordinates($0) } ?? path
        return (shownPath, animated?.color("fillColor") ?? fillColor?.rgba, animated?.color("strokeColor") ?? strokeColor?.rgba,
                animated?.scalar("lineWidth") ?? lineWidth, animated?.scalar("strokeStart") ?? strokeStart,
                animated?.scalar("strokeEnd") ?? strokeEnd)
    }

    override func paintLayerContent(into commands: inout [DisplayCommand], bounds: CGRect, toWindow: CGAffineTransform) {
        // The path is geometry: a flipped layer draws it with y up from its bottom edge.
        let toWindow = geometryFlip.map { $0.concatenating(toWindow) } ?? toWindow
        let shown = self.shown
        guard let path = shown.path else { return }
        let polylines = path.flattened()
        if let fill = shown.fillColor, fill.alpha > 0 {
            let polygons = polylines.map(\.points).filter { $0.count > 2 }
            if !polygons.isEmpty {
                commands.append(.fillPath(polygons: polygons, transform: toWindow, color: .init(fill), evenOdd: fillRule == .evenOdd))
            }
        }
        let start = Swift.max(0, Swift.min(1, shown.strokeStart))
        let end = Swift.max(0, Swift.min(1, shown.strokeEnd))
        if let stroke = shown.strokeColor, stroke.alpha > 0, shown.lineWidth > 0, end > start {
            let trimmed = StrokeGeometry.trim(polylines, from: start, to: end)
            let dashed = StrokeGeometry.dash(trimmed, pattern: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }, phase: lineDashPhase)
            let pieces = StrokeGeometry.outline(of: dashed, width: shown.lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
            if !pieces.isEmpty {
                commands.append(.fillPath(polygons: pieces, transform: toWindow, color: .init(stroke), evenOdd: false))
            }
        }
    }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A stroke as polygons to fill by the non-zero rule: a quadrilateral a segment, a join piece at
/// each corner (a disc, a bevel triangle or a miter) and discs at round caps, all wound the same
/// way so that overlaps add up instead of cancelling.
package enum StrokeGeometry {
    /// The part of the polylines between `start` and `end` (shares of their total length).
    static func trim(_ polylines: [(points: [CGPoint], closed: Bool)], from start: CGFloat, to end: CGFloat) -> [[CGPoint]] {
        let lines = polylines.map { $0.closed && $0.points.count > 1 ? $0.points + [$0.points[0]] : $0.points }
        var total: CGFloat = 0
        for line in lines { for i in 1..<Swift.max(1, line.count) { total += distance(line[i - 1], line[i]) } }
        guard total > 0 else { return lines }
        if start <= 0 && end >= 1 { return lines }
        let from = start * total, to = end * total
        var walked: CGFloat = 0
        var result: [[CGPoint]] = []
        for line in lines where line.count > 1 {
            var piece: [CGPoint] = []
            for i in 1..<line.count {
                let a = line[i - 1], b = line[i]
                let length = distance(a, b)
                let segmentStart = walked, segmentEnd = walked + length
                walked = segmentEnd
                guard segmentEnd > from, segmentStart < to, length > 0 else { continue }
                let t0 = Swift.max(0, (from - segmentStart) / length), t1 = Swift.min(1, (to - segmentStart) / length)
                let p0 = lerp(a, b, t0), p1 = lerp(a, b, t1)
                if piece.isEmpty { piece.append(p0) }
                piece.append(p1)
            }
            if piece.count > 1 { result.append(piece) }
        }
        return result
    }

    /// The painted dashes of `lines`: `pattern` alternates painted and unpainted lengths (an odd
    /// count repeats twice, as Core Graphics does), each line starting `phase` into it. An empty or
    /// all-zero pattern, or one with a negative length, is a solid line.
    static func dash(_ lines: [[CGPoint]], pattern: [CGFloat], phase: CGFloat) -> [[CGPoint]] {
        let cycle = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = cycle.reduce(0, +)
        guard !cycle.isEmpty, period > 0, cycle.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return lines }
        var result: [[CGPoint]] = []
        for line in lines where line.count > 1 {
            // Where the pattern stands at the line's start.
            var index = 0
            var left = cycle[0]
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            while offset > 0 {
                if offset >= left { offset -= left; index = (index + 1) % cycle.count; left = cycle[index] } else { left -= offset; offset = 0 }
            }
            var piece: [CGPoint] = index % 2 == 0 ? [line[0]] : []
            for i in 1..<line.count {
                var a = line[i - 1]
                let b = line[i]
                var length = distance(a, b)
                while length > 0 {
                    if left >= length {
                        left -= length
                        if index % 2 == 0 { piece.append(b) }
                        length = 0
                    } else {
                        let point = lerp(a, b, left / length)
                        length -= left
                        a = point
                        if index % 2 == 0 {
                            piece.append(point)
                            if piece.count > 1 { result.append(piece) }
                            piece = []
                        } else {
                            piece = [point]
                        }
                        index = (index + 1) % cycle.count
                        left = cycle[index]
                    }
                }
            }
            if index % 2 == 0, piece.count > 1 { result.append(piece) }
        }
        return result
    }

    package static func outline(of lines: [[CGPoint]], width: CGFloat, cap: CAShapeLayerLineCap,
                        join: CAShapeLayerLineJoin = .round, miterLimit: CGFloat = 10) -> [[CGPoint]] {
        let half = width / 2
        var pieces: [[CGPoint]] = []
        for line in lines where line.count > 1 {
            for i in 1..<line.count {
                var a = line[i - 1], b = line[i]
                let length = distance(a, b)
                guard length > 0 else { continue }
                let direction = CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
                if cap == .square {
                    if i == 1 { a = CGPoint(x: a.x - direction.x * half, y: a.y - direction.y * half) }
                    if i == line.count - 1 { b = CGPoint(x: b.x + direction.x * half, y: b.y + direction.y * half) }
                }
                let normal = CGPoint(x: -direction.y * half, y: direction.x * half)
                pieces.append(wound([CGPoint(x: a.x + normal.x, y: a.y + normal.y), CGPoint(x: b.x + normal.x, y: b.y + normal.y),
                                     CGPoint(x: b.x - normal.x, y: b.y - normal.y), CGPoint(x: a.x - normal.x, y: a.y - normal.y)]))
            }
            // Thin lines need no join pieces: the quads' overlap already covers the corner's pixels.
            guard width > 1.5 else { continue }
            let closes = line.count > 2 && distance(line[0], line[line.count - 1]) < 1e-6
            var corners = line.count > 2 ? Array(1..<(line.count - 1)).map { (line[$0 - 1], line[$0], line[$0 + 1]) } : []
            if closes { corners.append((line[line.count - 2], line[0], line[1])) }
            for (before, corner, after) in corners {
                if let piece = joinPiece(from: before, at: corner, to: after, half: half, join: join, miterLimit: miterLimit) {
                    pieces.append(piece)
                }
            }
            if cap == .round { for end in [line[0], line[line.count - 1]] { pieces.append(disc(end, radius: half)) } }
        }
        return pieces
    }

    /// What fills the outside of the corner at `corner` between the segments' quads: a disc (round),
    /// the triangle between their outer edges (bevel), or that triangle drawn out to where the outer
    /// edges meet (miter), bevelled when the miter would be longer than `miterLimit` line widths, as
    /// Core Graphics does.
    private static func joinPiece(from before: CGPoint, at corner: CGPoint, to after: CGPoint, half: CGFloat,
                                  join: CAShapeLayerLineJoin, miterLimit: CGFloat) -> [CGPoint]? {
        if join == .round { return disc(corner, radius: half) }
        let inLength = distance(before, corner), outLength = distance(corner, after)
        guard inLength > 0, outLength > 0 else { return nil }
        let d0 = CGPoint(x: (corner.x - before.x) / inLength, y: (corner.y - before.y) / inLength)
        let d1 = CGPoint(x: (after.x - corner.x) / outLength, y: (after.y - corner.y) / outLength)
        let turn = d0.x * d1.y - d0.y * d1.x
        guard abs(turn) > 1e-9 else { return nil }
        // The outer side is the one the path turns away from.
        let side: CGFloat = turn > 0 ? -1 : 1
        let outer0 = CGPoint(x: corner.x - d0.y * half * side, y: corner.y + d0.x * half * side)
        let outer1 = CGPoint(x: corner.x - d1.y * half * side, y: corner.y + d1.x * half * side)
        // The miter's length over the line width is 1 / cos(α / 2), α the angle the path turns by.
        let cosHalfTurn = ((1 + (d0.x * d1.x + d0.y * d1.y)) / 2).squareRoot()
        guard join == .miter, cosHalfTurn > 0, 1 / cosHalfTurn <= miterLimit else { return wound([corner, outer0, outer1]) }
        let bisector = CGPoint(x: (outer0.x + outer1.x) / 2 - corner.x, y: (outer0.y + outer1.y) / 2 - corner.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        guard bisectorLength > 0 else { return wound([corner, outer0, outer1]) }
        let reach = half / cosHalfTurn
        let tip = CGPoint(x: corner.x + bisector.x / bisectorLength * reach, y: corner.y + bisector.y / bisectorLength * reach)
        return wound([corner, outer0, tip, outer1])
    }

    private static func disc(_ centre: CGPoint, radius: CGFloat) -> [CGPoint] {
        let sides = Swift.max(8, Swift.min(48, Int(radius * 2)))
        return (0..<sides).map { index in
            let angle = CGFloat(index) / CGFloat(sides) * 2 * .pi
            return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
    }

    /// The polygon, turned to run clockwise on screen.
    private static func wound(_ polygon: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for i in polygon.indices { let a = polygon[i], b = polygon[(i + 1) % polygon.count]; area += a.x * b.y - b.x * a.y }
        return area < 0 ? polygon.reversed() : polygon
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
}
