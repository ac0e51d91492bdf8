import Foundation

/// What a view's `draw(_:)` drew, in its bounds coordinates, kept until `setNeedsDisplay()` (or a
/// new size, with `contentMode = .redraw`) asks for a new drawing, as a layer keeps its contents.
struct DrawnContent {
    var commands: [DisplayCommand] = []
    /// Set by `setNeedsDisplay()`; a view starts needing its first drawing.
    var isStale = true
    /// The bounds size the drawing was made for.
    var size: CGSize?
    /// Set when UIView's own (empty) `draw(_:)` ran: a view that does not override it, or draws
    /// nothing besides calling super, is never asked again.
    var baseDrawRan = false
    var drawsNothing = false
}

/// The contexts being drawn into on one thread, innermost last (`UIGraphicsGetCurrentContext()`).
/// UIKit's stack is per thread, as drawing may run on any ("This function may be called from any
/// thread of your app", Apple's page for `UIGraphicsGetCurrentContext()`); two hosts on the main
/// thread share it only while one of them draws, which never interleaves.
final class GraphicsContextStack: PerThreadState, @unchecked Sendable {
    var contexts: [CGContext] = []
    /// The contexts `UIGraphicsBeginImageContextWithOptions` opened, innermost last, with the
    /// image's scale (pixels a point) and whether it is opaque.
    var imageContexts: [(context: CGContext, scale: CGFloat, opaque: Bool)] = []

    static let threadKey = PerThreadKey.make()
}
