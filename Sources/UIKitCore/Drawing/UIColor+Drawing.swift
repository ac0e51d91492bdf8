// Colours as the current drawing's fill and stroke, as UIKit sets them.
extension UIColor {
    /// Fills and strokes in this colour from now on, in the current context.
    public func set() {
        setFill()
        setStroke()
    }

    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
