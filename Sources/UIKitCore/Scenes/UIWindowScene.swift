/// A scene that shows windows, as UIKit's `UIWindowScene`: on the lab's simulated device, the
/// screen, its orientation and the windows made with `UIWindow(windowScene:)`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private var windowReferences: [WeakWindow] = []

    public var windows: [UIWindow] { windowReferences.compactMap(\.value) }
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The screen of the host whose app connected the scene.
    public let screen = UIScreen.main
    public var interfaceOrientation: UIInterfaceOrientation { UIInterfaceOrientation(screen.orientation) }
    public var traitCollection: UITraitCollection { screen.traitCollection }
    /// The scene's status bar: its frame, style and visibility.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }

    func attach(_ window: UIWindow) {
        windowReferences.removeAll { $0.value == nil || $0.value === window }
        windowReferences.append(WeakWindow(window))
    }

    func detach(_ window: UIWindow) {
        windowReferences.removeAll { $0.value == nil || $0.value === window }
    }
}
