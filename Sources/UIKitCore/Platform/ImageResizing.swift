/// How a resizable image fills a size other than its own: its caps keep their size and its
/// middle tiles or stretches (`UIImage.resizableImage(withCapInsets:resizingMode:)`, or an asset
/// catalog's slicing).
struct ImageResizing: Sendable {
    let capInsets: UIEdgeInsets
    /// True when the middle stretches; false when it tiles (UIKit's default).
    let stretchesMiddle: Bool
    /// The width and height of the middle slice, from the left and top caps, where an asset
    /// catalog's slicing leaves out the image between the middle and the right and bottom caps;
    /// nil: all of it.
    var centreSize: CGSize? = nil
}
