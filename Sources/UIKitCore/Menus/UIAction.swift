/// The closure an action runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element, or a control's action, that runs a closure, as UIKit's `UIAction`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement, UIMenuLeaf {
    public let identifier: Identifier
    let handler: UIActionHandler
    open var selectedImage: UIImage?
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off
    private weak var senderReference: AnyObject?

    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }

    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }

    /// The control or bar item whose event ran the handler, during the handler; nil from a menu.
    open var sender: Any? { senderReference }

    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                            identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                            handler: @escaping UIActionHandler) {
        self.init(title: title, subtitle: subtitle, image: image, identifier: identifier ?? Identifier(UUID().uuidString), handler: handler)
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    init(title: String, subtitle: String?, image: UIImage?, identifier: Identifier, handler: @escaping UIActionHandler) {
        self.identifier = identifier
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Runs the handler with `sender` as the action's sender (`target` is for selector-based
    /// commands; an action has none).
    open func performWithSender(_ sender: Any?, target: Any?) {
        run(sentBy: sender as AnyObject?)
    }

    /// Runs the handler, `sender` readable from it as UIKit's `sender` is.
    func run(sentBy sender: AnyObject?) {
        let previous = senderReference
        senderReference = sender
        handler(self)
        senderReference = previous
    }
}
