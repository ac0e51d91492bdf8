// Declaring a storyboard in code: what Interface Builder's file would hold (its scenes, which one is
// initial, and its segues), registered under the storyboard's name before the app asks for it.
//
//     UIStoryboard.register(name: "Main", initialViewControllerIdentifier: "Inbox", scenes: [
//         .init(identifier: "Inbox") { InboxViewController() },
//         .init(identifier: "Message") { MessageViewController() },
//     ], segues: [
//         .init(identifier: "showMessage", source: "Inbox", destination: "Message", kind: .show),
//     ])
extension UIStoryboard {
    /// One scene: its storyboard identifier and how to make its controller.
    public struct Scene {
        public let identifier: String
        let make: @MainActor () -> UIViewController

        public init(identifier: String, make: @escaping @MainActor () -> UIViewController) {
            self.identifier = identifier
            self.make = make
        }
    }

    /// One segue, by identifier, from a source scene to a destination scene.
    public struct Segue {
        public let identifier: String
        public let source: String
        public let destination: String
        public let kind: Kind

        public init(identifier: String, source: String, destination: String, kind: Kind) {
            self.identifier = identifier
            self.source = source
            self.destination = destination
            self.kind = kind
        }
    }

    /// Interface Builder's segue kinds.
    public enum Kind {
        /// Pushes in a navigation controller, else presents (`show(_:sender:)`).
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetail
        /// Presents modally, in the destination's own style unless one is given.
        case presentModally(UIModalPresentationStyle? = nil, UIModalTransitionStyle? = nil)
        /// Presents as a popover anchored at the sender (a view or a bar button item).
        case popoverPresentation
        /// An instance of your `UIStoryboardSegue` subclass, whose `perform()` runs.
        case custom(UIStoryboardSegue.Type)
    }

    /// A storyboard's whole declaration.
    struct Declaration {
        let name: String
        let initialViewControllerIdentifier: String?
        let scenes: [Scene]
        let segues: [Segue]
    }

    /// Registers the storyboard `name` for the running app (the host it runs in), replacing one of
    /// the same name. Scene identifiers must be unique, and segues must name declared scenes.
    public static func register(name: String, initialViewControllerIdentifier: String? = nil, scenes: [Scene], segues: [Segue] = []) {
        let identifiers = scenes.map(\.identifier)
        if let duplicate = identifiers.first(where: { id in identifiers.filter { $0 == id }.count > 1 }) {
            Diagnostics.fail("UIStoryboard.register: storyboard '\(name)' declares the scene '\(duplicate)' twice; scene identifiers must be unique.")
        }
        if let initial = initialViewControllerIdentifier, !identifiers.contains(initial) {
            Diagnostics.fail("UIStoryboard.register: the initial view controller '\(initial)' of storyboard '\(name)' is not one of its scenes (\(identifiers.joined(separator: ", "))).")
        }
        for segue in segues {
            for end in [segue.source, segue.destination] where !identifiers.contains(end) {
                Diagnostics.fail("UIStoryboard.register: segue '\(segue.identifier)' of storyboard '\(name)' names the scene '\(end)', which is not declared.")
            }
        }
        HostEnvironment.current[StoryboardRegistry.self].declarations[name] = Declaration(
            name: name, initialViewControllerIdentifier: initialViewControllerIdentifier, scenes: scenes, segues: segues)
    }
}
