/// A transition between two scenes, as UIKit's `UIStoryboardSegue`. Subclass it and override
/// `perform()` for a custom segue (declared with `.custom(MySegue.self)`).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private var performHandler: (() -> Void)?

    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Runs the transition: the handler given at creation (the kinds Interface Builder offers use
    /// one); a subclass overrides it.
    open func perform() { performHandler?() }
}
