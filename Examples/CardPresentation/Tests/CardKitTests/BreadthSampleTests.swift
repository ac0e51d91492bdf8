import BreadthSamples
import Testing
import UIKit
import UIKitTesting

@MainActor @Test func theInboxComposesThroughAnAlertAndTheStoryboardSegueRuns() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 700))
    registerMainStoryboard()
    let inbox = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()!
    let navigation = UINavigationController(rootViewController: inbox)
    host.rootViewController = navigation
    host.settle()
    host.tap(at: CGPoint(x: 340, y: 22))          // the Compose item, at the bar's right
    host.settle()
    #expect(inbox.presentedViewController is UIAlertController)
    host.typeText("ada@example.com")
    #expect((inbox.presentedViewController as? UIAlertController)?.textFields?.first?.text == "ada@example.com")
}

@MainActor @Test func theProgressRingAnimatesItsStroke() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200))
    let controller = UIViewController()
    host.rootViewController = controller
    let progress = ProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    controller.view.addSubview(progress)
    progress.setProgress(0.75)
    host.settle()
    // The ring is drawn from the top, clockwise, three quarters of the way round: its right side
    // is white, its top-left quarter is the gradient.
    let shot = host.snapshot()
    #expect(shot.pixel(x: 140, y: 100).r > 240 && shot.pixel(x: 140, y: 100).g > 240)
    #expect(shot.pixel(x: 72, y: 72).r < 200)
}

/// `CoreGraphics.log` resolves under `import UIKit` alone, as on iOS: UIKit re-exports Core Graphics.
@MainActor @Test func theStretchyHeaderStretchesLessThanThePull() {
    #expect(StretchyHeaderViewController.headerHeight(at: 100) == 100)
    let pulled = StretchyHeaderViewController.headerHeight(at: -100)
    #expect(abs(pulled - (200 + 100 * 0.693147)) < 0.001)
    let host = HeadlessHost(size: CGSize(width: 390, height: 700))
    let controller = StretchyHeaderViewController()
    host.rootViewController = controller
    host.settle()
    let list = controller.view.subviews.compactMap { $0 as? UIScrollView }.first
    list?.contentOffset = CGPoint(x: 0, y: -100)
    #expect(controller.view.subviews.last?.frame.height == pulled)
}

/// The header's colour comes from the package's asset catalog: its light value, and its dark one
/// in dark mode.
@MainActor @Test func theStretchyHeaderTakesTheCatalogsAccentColour() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 700))
    let controller = StretchyHeaderViewController()
    host.rootViewController = controller
    host.settle()
    controller.view.subviews.compactMap { $0 as? UIScrollView }.first?.contentOffset = CGPoint(x: 0, y: 1)
    host.settle()
    #expect(host.snapshot().pixel(x: 20, y: 20) == (26, 71, 136, 255))
    controller.overrideUserInterfaceStyle = .dark
    host.settle()
    #expect(host.snapshot().pixel(x: 20, y: 20) == (122, 168, 245, 255))
}
