/// Where along a rectangle an element goes, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
