// Where a control puts its content (a button's image and title) inside its bounds, as UIKit's
// `contentHorizontalAlignment` and `contentVerticalAlignment`; the lab lays out left to right, so
// leading is left and trailing right.
extension UIControl {
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left = 1, right = 2, fill = 3, leading = 4, trailing = 5
    }

    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top = 1, bottom = 2, fill = 3
    }
}
