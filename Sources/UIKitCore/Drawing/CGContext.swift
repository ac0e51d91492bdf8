/// A drawing destination, as Core Graphics' `CGContext`: a view's `draw(_:)` (through
/// `UIGraphicsGetCurrentContext()`) paints into one. It records what is drawn as display commands in
/// its user space, which the view's layer shows until `setNeedsDisplay()` asks for a new drawing.
public final class CGContext {
    struct State {
        var transform = CGAffineTransform.identity
        var fill = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var stroke = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var alpha: CGFloat = 1
        var dashLengths: [CGFloat] = []
        var dashPhase: CGFloat = 0
        /// The clip, in the context's base space (a rectangle: rectangles are what clip here).
        var clip: CGRect
    }

    /// What was drawn, in the base space (a view's bounds coordinates).
    private(set) var commands: [DisplayCommand] = []
    private var state: State
    private var saved: [State] = []
    private var path = CGMutablePath()
    /// The area drawing covers, in the base space.
    let bounds: CGRect
    private var openClips = 0

    init(bounds: CGRect) {
        self.bounds = bounds
        state = State(clip: bounds)
    }

    // MARK: Graphics state

    public func saveGState() { saved.append(state) }

    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        if last.clip != state.clip { setClip(last.clip) }
        state = last
    }

    public var ctm: CGAffineTransform { state.transform }
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { state.transform = CGAffineTransform(translationX: tx, y: ty).concatenating(state.transform) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.transform = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.transform) }
    public func rotate(by angle: CGFloat) { state.transform = CGAffineTransform(rotationAngle: angle).concatenating(state.transform) }
    public func concatenate(_ transform: CGAffineTransform) { state.transform = transform.concatenating(state.transform) }

    public func setFillColor(_ color: CGColor) { state.fill = color.rgba }
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.rgba }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = Swift.max(0, width) }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Drawings blend normally here; another mode says so once and draws as `.normal`.
    public func setBlendMode(_ mode: CGBlendMode) { warnIfUnsupported(mode) }

    func warnIfUnsupported(_ mode: CGBlendMode) {
        guard mode != .normal else { return }
        Diagnostics.warnOnceFromAnyThread("drawing.blendMode", "CGBlendMode.\(mode) is drawn as .normal here.")
    }

    public func setAlpha(_ alpha: CGFloat) { state.alpha = Swift.min(1, Swift.max(0, alpha)) }

    /// Later strokes alternate painted and unpainted `lengths` (user space), starting `phase` into
    /// the pattern at each subpath; empty lengths draw solid lines again.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashLengths = lengths
        state.dashPhase = phase
    }

    /// Shadows in a drawing are not drawn yet (layer shadows are), and say so once.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { return }
        Diagnostics.warnOnceFromAnyThread("drawing.shadow", "CGContext.setShadow(offset:blur:color:) is not drawn yet; use the layer's shadow.")
    }

    public func setShadow(offset: CGSize, blur: CGFloat) { setShadow(offset: offset, blur: blur, color: CGColor(RGBA(red: 0, green: 0, blue: 0, alpha: 1 / 3))) }

    // MARK: The path

    public func beginPath() { path = CGMutablePath() }
    public func move(to point: CGPoint) { path.move(to: point, transform: state.transform) }
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.transform) }
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.transform) }
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.transform) }
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.transform) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.transform) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.transform)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control, transform: state.transform) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                    transform: state.transform)
    }
    public func addPath(_ other: CGPath) { path.addPath(other, transform: state.transform) }
    public func closePath() { path.closeSubpath() }
    public var isPathEmpty: Bool { path.isEmpty }

    // MARK: Painting

    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(path, rule: rule)
        beginPath()
    }

    public func strokePath() {
        stroke(path)
        beginPath()
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fill(path, rule: .winding)
        case .eoFill: fill(path, rule: .evenOdd)
        case .stroke: stroke(path)
        case .fillStroke: fill(path, rule: .winding); stroke(path)
        case .eoFillStroke: fill(path, rule: .evenOdd); stroke(path)
        }
        beginPath()
    }

    public func fill(_ rect: CGRect) { fill(shape { $0.addRect(rect, transform: self.state.transform) }, rule: .winding) }
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
    public func fillEllipse(in rect: CGRect) { fill(shape { $0.addEllipse(in: rect, transform: self.state.transform) }, rule: .winding) }
    public func stroke(_ rect: CGRect) { stroke(shape { $0.addRect(rect, transform: self.state.transform) }) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let kept = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = kept
    }
    public func strokeEllipse(in rect: CGRect) { stroke(shape { $0.addEllipse(in: rect, transform: self.state.transform) }) }
    public func strokeLineSegments(between points: [CGPoint]) {
        let segments = CGMutablePath()
        var index = 0
        while index + 1 < points.count {
            segments.move(to: points[index], transform: state.transform)
            segments.addLine(to: points[index + 1], transform: state.transform)
            index += 2
        }
        stroke(segments)
    }

    /// A drawing cannot punch through what is below it here: clearing draws nothing, and says so once.
    public func clear(_ rect: CGRect) {
        Diagnostics.warnOnceFromAnyThread("drawing.clear", "CGContext.clear(_:) cannot erase here; it draws nothing.")
    }

    /// Clips later drawing to `rect` (in user space; its bounding box when the space is rotated).
    public func clip(to rect: CGRect) { setClip(state.clip.intersection(rect.applying(state.transform))) }

    /// Clips to the current path's bounding box (only rectangles clip exactly here).
    public func clip() {
        if !path.isEmpty { setClip(state.clip.intersection(path.boundingBox)) }
        beginPath()
    }

    public var boundingBoxOfClipPath: CGRect { state.clip.applying(state.transform.inverted()) }

    /// A linear gradient from `start` to `end` (user space), as Core Graphics draws it: between the
    /// lines through them, perpendicular to the gradient, and beyond them only as `options` say
    /// (`drawsBeforeStartLocation`, `drawsAfterEndLocation`), inside the clip.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let from = start.applying(state.transform), to = end.applying(state.transform)
        let stops = gradient.stops.map { DisplayCommand.GradientStop(color: DisplayCommand.Color($0.color).multiplyingAlpha(state.alpha), location: $0.location) }
        let gradientCommand = DisplayCommand.linearGradient(rect: state.clip, transform: .identity, stops: stops, start: from, end: to)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        if before && after {
            commands.append(gradientCommand)
            return
        }
        let axis = CGPoint(x: to.x - from.x, y: to.y - from.y)
        let length = hypot(axis.x, axis.y)
        guard length > 0 else { return }
        // The band the gradient fills, in a frame whose x runs from `start` along the gradient.
        let reach = state.clip.width + state.clip.height + hypot(from.x - state.clip.midX, from.y - state.clip.midY) + length
        let band = CGRect(x: before ? -reach : 0, y: -reach, width: (after ? length + reach : length) - (before ? -reach : 0), height: 2 * reach)
        let place = CGAffineTransform(rotationAngle: atan2(axis.y, axis.x)).concatenating(CGAffineTransform(translationX: from.x, y: from.y))
        if axis.x == 0 || axis.y == 0 {
            commands.append(.pushClip(band.applying(place).intersection(state.clip)))
            commands.append(gradientCommand)
            commands.append(.popClip)
        } else {
            commands.append(.pushShapeClip(rect: band, transform: place, cornerRadius: 0))
            commands.append(gradientCommand)
            commands.append(.popShapeClip)
        }
    }

    /// A gradient between two circles (user space), as Core Graphics draws it: each colour of the
    /// gradient on the circle between them at its location, inside the clip; `options` extend the
    /// first colour inside the start circle and the last beyond the end circle.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let stops = gradient.stops.map { DisplayCommand.GradientStop(color: DisplayCommand.Color($0.color).multiplyingAlpha(state.alpha), location: $0.location) }
        let geometry = DisplayCommand.RadialGeometry(
            startCenter: startCenter, startRadius: Swift.max(0, startRadius), endCenter: endCenter, endRadius: Swift.max(0, endRadius),
            extendsBefore: options.contains(.drawsBeforeStartLocation), extendsAfter: options.contains(.drawsAfterEndLocation))
        // Rings drawn in user space and placed by the CTM, so a scaled space gives ellipses.
        commands.append(.pushClip(state.clip))
        commands.append(.radialGradient(geometry, transform: state.transform, stops: stops))
        commands.append(.popClip)
    }

    // MARK: Images and recordings

    /// Draws `image` filling `rect` (user space). As in Core Graphics, whose space has its origin at
    /// the bottom left, the image's first row is at the rect's bottom: in a UIKit context (flipped,
    /// origin at the top left) it shows upside down unless the space is flipped first, which is why
    /// UIKit code draws with `UIImage.draw(in:)`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
        appendImage(image.image, in: rect, transform: flip)
    }

    /// An image command for `image` in `rect`, through `transform` (in user space) and the CTM.
    func appendImage(_ image: UIImage, in rect: CGRect, transform: CGAffineTransform = .identity, alpha: CGFloat = 1) {
        let shown = alpha * state.alpha
        guard shown > 0, rect.width > 0, rect.height > 0 else { return }
        // A resizable image keeps its caps and tiles or stretches its middle, as in an image view.
        for command in DisplayCommand.resizedImage(image, as: image, in: rect, transform: transform.concatenating(state.transform), alpha: shown) {
            // A slice's clip stays inside the context's.
            if case .pushClip(let clip) = command { commands.append(.pushClip(clip.intersection(state.clip))) } else { commands.append(command) }
        }
    }

    /// A text command: `string` with its line box's top left at `origin` (user space).
    func appendText(_ string: String, font: UIFont, at origin: CGPoint, color: RGBA) {
        let shown = color.multipliedAlpha(state.alpha)
        guard !string.isEmpty, shown.alpha > 0 else { return }
        commands.append(.text(string, font: .init(font), origin: origin,
                              transform: state.transform, color: .init(shown)))
    }

    /// Replays a recording made in user space (a layer's display list) through the CTM, inside the
    /// clip, as `CALayer.render(in:)` draws a layer tree into a context.
    func replay(_ recorded: [DisplayCommand], alpha: CGFloat = 1) {
        let shown = alpha * state.alpha
        guard shown > 0, !recorded.isEmpty else { return }
        commands.append(.pushClip(state.clip))
        if shown < 1 { commands.append(.beginGroup(alpha: shown)) }
        for command in recorded { commands.append(command.transformed(by: state.transform)) }
        if shown < 1 { commands.append(.endGroup) }
        commands.append(.popClip)
    }

    // MARK: Recording

    private func shape(_ build: (CGMutablePath) -> Void) -> CGPath {
        let path = CGMutablePath()
        build(path)
        return path
    }

    private func fill(_ shape: CGPath, rule: CGPathFillRule) {
        let color = state.fill.multipliedAlpha(state.alpha)
        guard color.alpha > 0 else { return }
        let polygons = shape.flattened().map(\.points).filter { $0.count > 2 }
        guard !polygons.isEmpty else { return }
        commands.append(.fillPath(polygons: polygons, transform: .identity, color: .init(color), evenOdd: rule == .evenOdd))
    }

    private func stroke(_ shape: CGPath) {
        let color = state.stroke.multipliedAlpha(state.alpha)
        // The width scales with the user space, as Core Graphics strokes in it.
        let scale = (abs(state.transform.a * state.transform.d - state.transform.b * state.transform.c)).squareRoot()
        let width = state.lineWidth * (scale > 0 ? scale : 1)
        guard color.alpha > 0, width > 0 else { return }
        let cap: CAShapeLayerLineCap = state.lineCap == .round ? .round : state.lineCap == .square ? .square : .butt
        let lines = StrokeGeometry.trim(shape.flattened(), from: 0, to: 1)
        let dashed = StrokeGeometry.dash(lines, pattern: state.dashLengths.map { $0 * (scale > 0 ? scale : 1) },
                                         phase: state.dashPhase * (scale > 0 ? scale : 1))
        let join: CAShapeLayerLineJoin = state.lineJoin == .round ? .round : state.lineJoin == .bevel ? .bevel : .miter
        let pieces = StrokeGeometry.outline(of: dashed, width: width, cap: cap, join: join, miterLimit: state.miterLimit)
        guard !pieces.isEmpty else { return }
        commands.append(.fillPath(polygons: pieces, transform: .identity, color: .init(color), evenOdd: false))
    }

    private func setClip(_ clip: CGRect) {
        while openClips > 0 {
            commands.append(.popClip)
            openClips -= 1
        }
        state.clip = clip
        if clip != bounds {
            commands.append(.pushClip(clip.isNull ? .zero : clip))
            openClips += 1
        }
    }

    /// What was drawn so far, with the open clips closed, leaving the recording open.
    var recordingSoFar: [DisplayCommand] { commands + Array(repeating: .popClip, count: openClips) }

    /// Closes what the drawing left open (a clip), so the recording can be replayed anywhere.
    func finishRecording() -> [DisplayCommand] {
        while openClips > 0 {
            commands.append(.popClip)
            openClips -= 1
        }
        return commands
    }
}
