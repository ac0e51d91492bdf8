import InterfaceBuilder

/// A controller's view as its document holds it, decoded when the view is first asked for (a
/// storyboard loads each scene's view lazily, as UIKit does).
@MainActor
struct ArchivedControllerView {
    let source: InterfaceBuilderSource
    /// The controller's own element: its outlets point into the view.
    let controllerElement: InterfaceBuilderElement
    let viewElement: InterfaceBuilderElement
    /// The scene's other objects (gesture recognizers, custom objects), made with the view.
    let sceneObjects: [InterfaceBuilderElement]
    /// The storyboard the scene belongs to, for the segues its views trigger.
    weak var storyboard: UIStoryboard?
}
