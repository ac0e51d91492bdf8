import Foundation
import InterfaceBuilder

/// A storyboard, as UIKit's `UIStoryboard`: read from its `.storyboard` file in the bundle (the XML
/// Interface Builder saves), or declared in code with `UIStoryboard.register(name:…)`. Controllers
/// it makes know their storyboard, so `performSegue(withIdentifier:sender:)`,
/// `prepare(for:sender:)` and the segues their controls trigger work unchanged.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// Where the scenes come from.
    enum Content {
        case declared(Declaration)
        case document(InterfaceBuilderSource)
    }

    let content: Content
    package let name: String

    /// The storyboard `name`: one registered in code, else `name.storyboard` in the bundle (the
    /// main bundle when nil). UIKit raises when there is none, and so does this.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        if let declaration = StoryboardRegistry.declaration(named: name) {
            self.init(name: name, content: .declared(declaration))
            return
        }
        let bundle = Bundle.resolvingMain(storyboardBundleOrNil)
        guard let source = InterfaceBuilderDocuments.current.source(named: name, extension: "storyboard", bundle: bundle) else {
            let known = StoryboardRegistry.registeredNames
            Diagnostics.raise("NSInvalidArgumentException", reason: "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)"
                + (known.isEmpty ? "" : "; storyboards registered in code: \(known.joined(separator: ", "))"))
        }
        self.init(name: name, content: .document(source))
    }

    init(name: String, content: Content) {
        self.name = name
        self.content = content
        super.init()
    }

    /// A new controller of the scene `identifier` (its Storyboard ID). An unknown identifier raises
    /// UIKit's exception.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateScene(identifier, creator: nil)
    }

    /// A new controller of the scene marked initial, or nil when none is.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let initial = initialSceneIdentifier else { return nil }
        return instantiateScene(initial, creator: nil)
    }

    /// A new controller of the scene `identifier`, made by `creator` when given (iOS 13: it gets the
    /// scene's coder, to pass to the controller's own `init?(coder:…)` with the dependencies it
    /// takes); when the creator returns nil, or none is given, the storyboard makes it.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        let made = instantiateScene(identifier, creator: creator.map { creator in { creator($0) } })
        guard let controller = made as? ViewController else {
            Diagnostics.fail("Storyboard (<UIStoryboard: \(name)>): the view controller with identifier '\(identifier)' is a \(type(of: made)), not a \(ViewController.self); make the scene's controller that class, or ask for \(type(of: made)).")
        }
        return controller
    }

    /// The initial scene's controller, made by `creator` when given; nil when no scene is initial.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let initial = initialSceneIdentifier else { return nil }
        return instantiateViewController(identifier: initial, creator: creator)
    }

    /// The coder a `creator` block gets for a scene declared in code: it names the scene being made
    /// and holds nothing to decode. (A scene read from a storyboard file gets the coder of its document.)
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
