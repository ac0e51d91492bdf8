/// What a graphics renderer draws into, as UIKit's `UIGraphicsRendererFormat`: its bounds.
open class UIGraphicsRendererFormat: NSObject {
    /// The area drawn, in the renderer's coordinates.
    open internal(set) var bounds: CGRect = .zero

    public required override init() { super.init() }

    /// The format for the main screen.
    open class func `default`() -> Self { Self() }
}
