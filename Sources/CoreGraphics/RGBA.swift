/// The value form of a colour, used by the display list and by colour animations. Inlinable: the
/// renderer in UIKit makes and blends them for every fill.
package struct RGBA: Equatable, Hashable, Sendable {
    package var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    @inlinable package static var clear: RGBA { RGBA(red: 0, green: 0, blue: 0, alpha: 0) }

    /// A colour of 0–255 components, as Apple's tables give them.
    @inlinable package init(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        self.init(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    @inlinable package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    @inlinable package func multipliedAlpha(_ factor: CGFloat) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}
