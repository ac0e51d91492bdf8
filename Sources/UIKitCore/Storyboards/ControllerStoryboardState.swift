import InterfaceBuilder

/// Where a controller came from in Interface Builder: its storyboard and scene (UIStoryboard.swift),
/// the scene's element (which holds its segues), and the view its document describes.
struct ControllerStoryboardState {
    var storyboard: UIStoryboard?
    var sceneIdentifier: String?
    var sceneElement: InterfaceBuilderElement?
    var archivedView: ArchivedControllerView?
}
