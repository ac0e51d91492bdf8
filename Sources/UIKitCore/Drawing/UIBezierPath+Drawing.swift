// Painting a path into the current drawing, as UIBezierPath does.
extension UIBezierPath {
    /// Fills the path with the current fill colour (by its fill rule).
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the current stroke colour, `lineWidth` wide.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.warnIfUnsupported(blendMode)
        context.saveGState()
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.warnIfUnsupported(blendMode)
        context.saveGState()
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }
}
