import Testing
import UIKit
import UIKitTesting

/// A controller whose status bar preferences are set from outside, as app code computes them.
final class StatusBarController: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    var child: UIViewController?
    var hiddenChild: UIViewController?
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var childForStatusBarStyle: UIViewController? { child }
    override var childForStatusBarHidden: UIViewController? { hiddenChild }
}

@MainActor
@Suite struct StatusBarTests {
    private func setUp() -> (HeadlessHost, StatusBarController) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let root = StatusBarController()
        root.style = .darkContent
        host.rootViewController = root
        return (host, root)
    }

    @Test func theRootDecidesAndChangesShowOnlyWhenAskedFor() {
        let (host, root) = setUp()
        #expect(host.statusBarStyle == .darkContent)
        root.style = .lightContent
        root.hidden = true
        #expect(host.statusBarStyle == .darkContent, "UIKit asks again only when told")
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(host.statusBarStyle == .lightContent)
        #expect(host.isStatusBarHidden)
    }

    @Test func aFullScreenPresentationTakesTheStatusBarAndASheetDoesNotUnlessItCaptures() {
        let (host, root) = setUp()
        let sheet = StatusBarController()
        sheet.style = .lightContent
        root.present(sheet, animated: true)
        host.settle()
        #expect(host.statusBarStyle == .darkContent, "a page sheet leaves the status bar to the presenter")
        sheet.dismiss(animated: false)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        root.present(sheet, animated: true)
        host.settle()
        #expect(host.statusBarStyle == .lightContent, "unless it captures it")
        sheet.dismiss(animated: false)
        host.settle()
        let cover = StatusBarController()
        cover.style = .lightContent
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        host.settle()
        #expect(host.statusBarStyle == .lightContent)
        cover.dismiss(animated: true)
        host.settle()
        #expect(host.statusBarStyle == .darkContent, "back to the root once dismissed")
    }

    @Test func childrenNamedForTheStatusBarDecide() {
        let (host, root) = setUp()
        let child = StatusBarController()
        child.style = .lightContent
        root.child = child
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(host.statusBarStyle == .lightContent)
        #expect(!host.isStatusBarHidden)
        let hider = StatusBarController()
        hider.hidden = true
        root.hiddenChild = hider
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(host.isStatusBarHidden && host.statusBarStyle == .lightContent, "style and hiding follow their own children")
        #expect(host.displayList.description.contains("status bar") == false, "nothing is drawn for it")
        let overlay = DebugOverlay.commands(for: host.window).map(\.description).joined(separator: "\n")
        #expect(overlay.contains("status bar: hidden (StatusBarController)"), "the F1 overlay names it")
    }
}
