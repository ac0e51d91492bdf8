import Foundation

extension CGRect {
    /// Whether the two rectangles share some area. Linux's Foundation counts rectangles that only
    /// touch as intersecting, which Apple's does not; lists use this to decide what is on screen.
    @inlinable package func overlaps(_ other: CGRect) -> Bool {
        !isNull && !other.isNull && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
