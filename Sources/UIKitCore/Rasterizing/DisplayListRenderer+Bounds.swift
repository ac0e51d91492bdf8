internal import CSDL2
internal import CSDL2TTF

// Where each command can touch pixels, in device pixels: what damage tracking unions and what a
// partial redraw culls against. Every figure errs on the large side (antialiasing fringes, rounding).
extension DisplayListRenderer {
    /// The device-space box a drawing command may change, or nil for clips and groups (which change
    /// nothing by themselves).
    package func deviceBounds(of command: DisplayCommand) -> CGRect? {
        switch command {
        case let .fill(rect, transform, _, _), let .stroke(rect, transform, _, _, _):
            return box(rect, device(transform)).insetBy(dx: -2, dy: -2)
        case let .shadow(rect, transform, _, _, blur):
            let m = device(transform)
            let reach = 3 * Swift.max(0, blur) * pixelScale(m) + 3
            return box(rect, m).insetBy(dx: -reach, dy: -reach)
        case let .backdropBlur(rect, transform, _, _, _):
            return box(rect, device(transform)).insetBy(dx: -2, dy: -2)
        case let .text(string, font, origin, transform, _):
            let m = device(transform)
            let k = pixelScale(m)
            let pixelSize = Swift.max(1, Int((font.pointSize * k).rounded()))
            let placed = TextEngine.shared.surfaceRect(of: string, face: font.face, pointSize: font.pointSize, pixelSize: pixelSize,
                                                       pixelsPerPoint: k)
            return box(placed.offsetBy(dx: origin.x, dy: origin.y), m).insetBy(dx: -2, dy: -2)
        case let .image(_, rect, transform, _), let .linearGradient(rect, transform, _, _, _):
            return box(rect, device(transform)).insetBy(dx: -2, dy: -2)
        case let .radialGradient(g, transform, _):
            // The circles' box; an extended gradient reaches as far as the clip around it allows.
            if g.extendsAfter { return CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7) }
            let reach = Swift.max(g.startRadius, g.endRadius)
            let box = CGRect(x: Swift.min(g.startCenter.x, g.endCenter.x) - reach, y: Swift.min(g.startCenter.y, g.endCenter.y) - reach,
                             width: abs(g.endCenter.x - g.startCenter.x) + 2 * reach, height: abs(g.endCenter.y - g.startCenter.y) + 2 * reach)
            return self.box(box, device(transform)).insetBy(dx: -2, dy: -2)
        case let .fillPath(polygons, transform, _, _):
            let m = device(transform)
            let points = polygons.flatMap { $0 }.map { $0.applying(m) }
            return points.isEmpty ? nil : bounds(of: points).insetBy(dx: -2, dy: -2)
        case .pushClip, .popClip, .pushShapeClip, .popShapeClip, .beginGroup, .endGroup, .beginProjection, .endProjection,
             .beginMask, .endMask:
            return nil
        }
    }

    /// The device-space box a backdrop blur reads: its shape and the Gaussian's 3σ reach around it.
    package func blurReadArea(of command: DisplayCommand) -> CGRect? {
        guard case let .backdropBlur(rect, transform, radius, _, _) = command else { return nil }
        let m = device(transform)
        let reach = (3 * Swift.max(0, radius) * pixelScale(m)).rounded(.up) + 3
        return box(rect, m).insetBy(dx: -reach, dy: -reach)
    }

    /// The device-space rectangle a clip restricts drawing to.
    package func deviceClipBox(of command: DisplayCommand) -> CGRect? {
        switch command {
        case let .pushClip(rect): return rect.applying(CGAffineTransform(scaleX: scale, y: scale)).insetBy(dx: -1, dy: -1)
        case let .pushShapeClip(rect, transform, _): return box(rect, device(transform)).insetBy(dx: -1, dy: -1)
        default: return nil
        }
    }

    func box(_ rect: CGRect, _ m: CGAffineTransform) -> CGRect {
        if m.b == 0 && m.c == 0 { return rect.applying(m) }
        return bounds(of: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(m) })
    }
}
