/// What a window scene's status bar looks like now, as UIKit's `UIStatusBarManager`: its frame on
/// the scene's device (docs/DEVICES.md), and the style and visibility its key window's controllers ask for.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        let screen = scene.screen
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.device.statusBarHeight(in: screen.orientation))
    }

    open var isStatusBarHidden: Bool {
        let screen = scene.screen
        return screen.device.statusBarHeight(in: screen.orientation) == 0 || (scene.keyWindow?.statusBarAppearance.isHidden ?? false)
    }

    open var statusBarStyle: UIStatusBarStyle { scene.keyWindow?.statusBarAppearance.style ?? .default }
}
