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
}
