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
        return scene.screen.deviceChrome?.statusBarFrame ?? .zero
    }

    open var isStatusBarHidden: Bool {
        (scene.screen.deviceChrome?.statusBarFrame ?? .zero).isEmpty || (scene.keyWindow?.statusBarAppearance.isHidden ?? false)
    }

    open var statusBarStyle: UIStatusBarStyle { scene.keyWindow?.statusBarAppearance.style ?? .default }
}
