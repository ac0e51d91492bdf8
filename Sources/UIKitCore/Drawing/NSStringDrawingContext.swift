import Foundation

/// What a string drawing or measuring call reports back: the bounds the text took. Text is not
/// shrunk to fit here, so `actualScaleFactor` stays 1 (a `minimumScaleFactor` below 1 is named once).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text of the last call that used this context.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() {
        super.init()
    }

    func record(_ bounds: CGRect) {
        totalBounds = bounds
        if minimumScaleFactor > 0 && minimumScaleFactor < 1 {
            Diagnostics.warnOnceFromAnyThread("drawing.minimumScaleFactor", "NSStringDrawingContext.minimumScaleFactor does not shrink text yet; it is drawn at its font's size.")
        }
    }
}
