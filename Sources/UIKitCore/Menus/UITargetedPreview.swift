/// The view a context menu lifts from its place while it is open, as UIKit's `UITargetedPreview`.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters

    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

    /// The preview's size: its view's.
    public var size: CGSize { view.bounds.size }
}
