import UIKit

/// What a carousel asks of the app that shows it.
@objc public protocol CarouselDelegate: AnyObject {
    @objc optional func carouselShouldWrap(_ carousel: CarouselView) -> Bool
    @objc optional func carouselDidScroll(to index: Int)
}

/// A row of pages that wraps around when its delegate allows it.
open class CarouselView: UIView {
    public weak var delegate: CarouselDelegate?
    public private(set) var index = 0
    public var count = 3

    open func advance() {
        let wraps = delegate?.carouselShouldWrap?(self) ?? false
        index = index + 1 < count ? index + 1 : (wraps ? 0 : index)
        delegate?.carouselDidScroll?(to: index)
    }

    /// The cell's nib, in the framework's own bundle.
    public static var cellNib: UINib { UINib(nibName: "CarouselCell", bundle: Bundle(for: CarouselView.self)) }
}
