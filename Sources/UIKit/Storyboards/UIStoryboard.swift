/// A storyboard, as UIKit's `UIStoryboard`, made from scenes and segues the app declares in code
/// (storyboard files cannot be read here; see `UIStoryboard.register(name:initialViewControllerIdentifier:scenes:segues:)`).
/// Controllers it makes know their storyboard, so `performSegue(withIdentifier:sender:)` and
/// `prepare(for:sender:)` work unchanged.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let declaration: Declaration

    /// The storyboard registered under `name`. UIKit raises when there is none, and so does this.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let declaration = StoryboardRegistry.declaration(named: name) else {
            let known = StoryboardRegistry.registeredNames
            Diagnostics.fail("Could not find a storyboard named '\(name)' in bundle NSBundle (loaded). Declare it first with "
                + "UIStoryboard.register(name:initialViewControllerIdentifier:scenes:segues:)"
                + (known.isEmpty ? "; none is registered." : "; registered: \(known.joined(separator: ", "))."))
        }
        self.init(declaration: declaration)
    }

    init(declaration: Declaration) {
        self.declaration = declaration
        super.init()
    }

    /// A new controller of the scene `identifier`. An unknown identifier raises UIKit's exception.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let scene = declaration.scenes.first(where: { $0.identifier == identifier }) else {
            Diagnostics.fail("Storyboard (<UIStoryboard: \(declaration.name)>) doesn't contain a view controller with identifier '\(identifier)'")
        }
        let controller = scene.make()
        controller.storyboardStorage = self
        controller.storyboardSceneIdentifier = identifier
        return controller
    }

    /// A new controller of the scene marked initial, or nil when none is.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let initial = declaration.initialViewControllerIdentifier else { return nil }
        return instantiateViewController(withIdentifier: initial)
    }

    /// A new controller of the scene `identifier`, made by `creator` when given (iOS 13: it gets the
    /// scene's coder, to pass to the controller's own `init?(coder:…)` with the dependencies it
    /// takes); when the creator returns nil, or none is given, the scene makes it.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        guard let scene = declaration.scenes.first(where: { $0.identifier == identifier }) else {
            Diagnostics.fail("Storyboard (<UIStoryboard: \(declaration.name)>) doesn't contain a view controller with identifier '\(identifier)'")
        }
        let made: UIViewController = creator?(SceneCoder(identifier: identifier)) ?? scene.make()
        guard let controller = made as? ViewController else {
            Diagnostics.fail("Storyboard (<UIStoryboard: \(declaration.name)>): the view controller with identifier '\(identifier)' is a \(type(of: made)), not a \(ViewController.self); make the scene's controller that class, or ask for \(type(of: made)).")
        }
        controller.storyboardStorage = self
        controller.storyboardSceneIdentifier = identifier
        return controller
    }

    /// The initial scene's controller, made by `creator` when given; nil when no scene is initial.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let initial = declaration.initialViewControllerIdentifier else { return nil }
        return instantiateViewController(identifier: initial, creator: creator)
    }

    /// The coder a `creator` block gets: it names the scene being made and holds nothing to decode.
    public final class SceneCoder: NSCoder, @unchecked Sendable {
        public let identifier: String
        init(identifier: String) {
            self.identifier = identifier
            super.init()
        }
        public override var allowsKeyedCoding: Bool { true }
        public override func containsValue(forKey key: String) -> Bool { false }
        public override func decodeObject(forKey key: String) -> Any? { nil }
    }
}
