/// What a frame must redraw against the frame its canvas already shows.
package enum FrameDamage: Equatable, Sendable {
    /// The new frame draws the same pixels: nothing to redraw.
    case none
    /// Everything: no earlier frame on this canvas, or a change that reaches everywhere.
    case full
    /// Only this rectangle of device pixels (whole pixels, inside the canvas).
    case area(CGRect)
}
