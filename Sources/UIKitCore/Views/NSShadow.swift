import Foundation

/// A drop shadow for drawn text, as UIKit's `NSShadow`: the value of an attributed string's
/// `.shadow`. Positive offsets go down and to the right. Drawing shows it with its offset and
/// colour; a blur radius says once that it is drawn sharp.
open class NSShadow: NSObject, NSCopying {
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor`; nil draws black at a third of full opacity, UIKit's default shadow colour.
    open var shadowColor: Any?

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }
}
