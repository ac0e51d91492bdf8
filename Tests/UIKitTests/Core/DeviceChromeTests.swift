import Foundation
import Testing
import UIKitTesting
import UIKit
@testable import UIKitCore

/// What the device draws over the app, as the Simulator draws it: geometry from docs/DEVICES.md's
/// chrome table, a status bar that follows the deciding controller, the Dynamic Island, the home
/// indicator, and chrome in headless snapshots only when asked.
@MainActor @Suite struct DeviceChromeTests {
    /// docs/DEVICES.md, "Device chrome": status bar height, island (x, y, width, height) and home
    /// indicator (x, y, width, height) in portrait, and the corner radius.
    static let table: [(SimulatedDevice, statusBar: CGFloat, island: CGRect?, indicator: CGRect?, corners: CGFloat)] = [
        (.iPhoneSE3, 20, nil, nil, 0),
        (.iPhone15, 54, CGRect(x: 133.5, y: 11, width: 126, height: 37.33), CGRect(x: 129.5, y: 839, width: 134, height: 5), 55),
        (.iPhone15ProMax, 54, CGRect(x: 152, y: 11, width: 126, height: 37.33), CGRect(x: 148, y: 919, width: 134, height: 5), 55),
        (.iPad10, 24, nil, CGRect(x: 343, y: 1167, width: 134, height: 5), 18),
        (.iPadPro12_9, 24, nil, CGRect(x: 445, y: 1353, width: 134, height: 5), 18),
    ]

    @Test func eachDevicesChromeHasTheDocumentedGeometry() {
        for (device, statusBar, island, indicator, corners) in Self.table {
            let portrait = DeviceChrome(device: device, orientation: .portrait)
            #expect(portrait.statusBarFrame == CGRect(x: 0, y: 0, width: device.portraitSize.width, height: statusBar), "\(device)")
            #expect(portrait.dynamicIslandFrame == island, "\(device)")
            #expect(portrait.homeIndicatorFrame == indicator, "\(device)")
            #expect(portrait.cornerRadius == corners, "\(device)")
            // Turned left, the top of the device (and the island) is on the left; an iPhone hides its status bar.
            let landscape = DeviceChrome(device: device, orientation: .landscapeLeft)
            #expect(landscape.statusBarFrame.height == (device.idiom == .phone ? 0 : statusBar), "\(device) landscape")
            if let island {
                let turned = landscape.dynamicIslandFrame
                #expect(turned == CGRect(x: 11, y: (device.portraitSize.width - island.width) / 2, width: island.height, height: island.width))
                #expect(DeviceChrome(device: device, orientation: .landscapeRight).dynamicIslandFrame?.maxX == device.portraitSize.height - 11)
            }
            if let indicator {
                #expect(landscape.homeIndicatorFrame?.maxY == device.portraitSize.width - 8, "\(device): 8 points above the bottom")
                #expect(landscape.homeIndicatorFrame?.size == indicator.size)
            }
        }
        #expect(SimulatedDevice.freeform(CGSize(width: 400, height: 300)).hasDynamicIsland == false)
    }

    /// Dark pixels in the status bar's left ear (where the time is), on a snapshot with the chrome.
    private func inkInTimeArea(_ host: HeadlessHost, light: Bool) -> Int {
        let image = host.snapshot(includingDeviceChrome: true)
        var count = 0
        for y in 15..<45 {
            for x in 30..<110 {
                let p = image.pixel(x: x, y: y)
                if light ? (p.r > 200 && p.g > 200) : (p.r < 60 && p.g < 60) { count += 1 }
            }
        }
        return count
    }

    /// A host on an iPhone 15 showing a controller with `background`, settled.
    private func shownOnAnIPhone(background: UIColor, appearance: UIUserInterfaceStyle = .light) -> (HeadlessHost, ChromeController) {
        let host = HeadlessHost(device: .iPhone15, appearance: appearance)
        let controller = ChromeController()
        controller.view.backgroundColor = background
        host.rootViewController = controller
        host.settle()
        return (host, controller)
    }

    @Test func theStatusBarFollowsTheControllersStyleAndVisibility() {
        let (host, controller) = shownOnAnIPhone(background: .systemGray)
        #expect(inkInTimeArea(host, light: false) > 30, "dark content (the time) on a light screen")
        #expect(inkInTimeArea(host, light: true) == 0)
        host.run {
            controller.style = .lightContent
            controller.setNeedsStatusBarAppearanceUpdate()
        }
        host.settle()
        #expect(inkInTimeArea(host, light: true) > 30, "light content once asked again")
        #expect(inkInTimeArea(host, light: false) == 0)
        // Changing the preference without asking again changes nothing, as in UIKit.
        host.run { controller.hidden = true }
        host.settle()
        #expect(inkInTimeArea(host, light: true) > 30)
        host.run { controller.setNeedsStatusBarAppearanceUpdate() }
        host.settle()
        #expect(inkInTimeArea(host, light: true) == 0, "hidden")
        // The island stays: black at its middle either way.
        let island = host.snapshot(includingDeviceChrome: true).pixel(x: 196, y: 30)
        #expect(island.r == 0 && island.g == 0 && island.b == 0)
    }

    @Test func showingInsideAnAnimationBlockFadesWithItsDuration() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = ChromeController()
        controller.view.backgroundColor = .black
        controller.style = .lightContent
        controller.hidden = true
        host.rootViewController = controller
        host.settle()
        #expect(inkInTimeArea(host, light: true) == 0)
        host.run {
            controller.hidden = false
            UIView.animate(withDuration: 0.4) { controller.setNeedsStatusBarAppearanceUpdate() }
        }
        host.advance(by: 0.2)
        let window = host.run { controller.view.window! }
        #expect(abs(host.run { window.statusBarShownFraction } - 0.5) < 0.1, "half shown half way")
        host.settle()
        #expect(inkInTimeArea(host, light: true) > 30)
        // Outside an animation block the change is immediate.
        host.run {
            controller.hidden = true
            controller.setNeedsStatusBarAppearanceUpdate()
        }
        #expect(host.run { window.statusBarShownFraction } == 0)
    }

    @Test func theDefaultStyleFollowsTheAppearance() {
        let (host, _) = shownOnAnIPhone(background: .systemBackground, appearance: .dark)
        #expect(inkInTimeArea(host, light: true) > 30, "light content in dark mode")
    }

    @Test func theHomeIndicatorHidesWhenTheControllerPrefersIt() {
        let (host, controller) = shownOnAnIPhone(background: .white)
        let middle = (x: 196, y: 841)
        #expect(host.snapshot(includingDeviceChrome: true).pixel(x: middle.x, y: middle.y).r < 50, "the indicator is drawn")
        host.run {
            controller.homeIndicatorHidden = true
            controller.setNeedsUpdateOfHomeIndicatorAutoHidden()
        }
        host.settle()
        #expect(host.snapshot(includingDeviceChrome: true).pixel(x: middle.x, y: middle.y).r == 255)
    }

    /// The rounded corners blacken only the corners: down the straight sides, between them, every
    /// column of a white app is white, the last one included (a half-covered grey column used to
    /// run down the right edge).
    @Test(arguments: [SimulatedDevice.iPhone15, .iPhone15ProMax, .iPad10], [CGFloat(1), 2, 3])
    func theCornersLeaveTheSidesOfTheScreenAlone(device: SimulatedDevice, scale: CGFloat) {
        let host = HeadlessHost(device: device, scale: scale)
        let root = UIViewController()
        root.view.backgroundColor = .white
        host.rootViewController = root
        let shot = host.snapshot(includingDeviceChrome: true)
        let size = host.screen.bounds.size
        let radius = DeviceChrome(device: device, orientation: .portrait).cornerRadius
        var grey: [String] = []
        for y in stride(from: (radius + 1) * scale, to: (size.height - radius - 1) * scale, by: 7) {
            for x in [0, Int(size.width * scale) - 1] {
                let pixel = shot.pixel(x: x, y: Int(y))
                if pixel != (255, 255, 255, 255) { grey.append("(\(x), \(Int(y))): \(pixel)") }
            }
        }
        #expect(grey.count == 0, "\(grey.count) grey pixels: \(grey.prefix(4).joined(separator: ", "))")
    }

    @Test func snapshotsShowTheAppAloneUnlessAsked() {
        let (host, _) = shownOnAnIPhone(background: .white)
        #expect(host.snapshot().pixel(x: 196, y: 30).r == 255, "no island")
        #expect(host.snapshot().pixel(x: 1, y: 1).r == 255, "no rounded corner")
        let chrome = host.snapshot(includingDeviceChrome: true)
        #expect(chrome.pixel(x: 196, y: 30).r == 0 && chrome.pixel(x: 1, y: 1).r == 0)
        #expect(host.snapshot().pixel(x: 196, y: 30).r == 255, "the next snapshot is the app alone again")
        let free = HeadlessHost(size: CGSize(width: 200, height: 200))
        free.rootViewController = ChromeController()
        free.rootViewController?.view.backgroundColor = .white
        #expect(free.snapshot(includingDeviceChrome: true) == free.snapshot(), "a free-form window has no chrome")
    }
}

private final class ChromeController: UIViewController {
    var style: UIStatusBarStyle = .default
    var hidden = false
    var homeIndicatorHidden = false
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
    override var prefersHomeIndicatorAutoHidden: Bool { homeIndicatorHidden }
}

/// The scroll-to-top gesture: a tap on the status bar, as Apple's `scrollsToTop` describes it.
@MainActor @Suite struct StatusBarTapTests {
    private final class Log: NSObject, UIScrollViewDelegate {
        var events: [String] = []
        var allows = true
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { events.append("should"); return allows }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("did") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("end animation") }
    }

    private func scrolledScreen(scrollViews: Int = 1) -> (HeadlessHost, [UIScrollView], Log) {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        let log = Log()
        let views = (0..<scrollViews).map { index -> UIScrollView in
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: CGFloat(index) * 400, width: 393, height: 400))
            scrollView.contentSize = CGSize(width: 393, height: 3000)
            scrollView.delegate = log
            controller.view.addSubview(scrollView)
            return scrollView
        }
        host.rootViewController = controller
        host.settle()
        host.run { for view in views { view.contentOffset = CGPoint(x: 0, y: 900) } }
        return (host, views, log)
    }

    @Test func aTapOnTheStatusBarScrollsTheScrollViewToItsTop() {
        let (host, views, log) = scrolledScreen()
        host.tap(at: CGPoint(x: 60, y: 25))
        host.settle()
        #expect(views[0].contentOffset.y == -views[0].adjustedContentInset.top)
        #expect(log.events == ["should", "did"], "asked first, told after; no end-of-animation message")
    }

    @Test func nothingScrollsWhenDeclinedTurnedOffOrAmbiguous() {
        let (host, views, log) = scrolledScreen()
        log.allows = false
        host.tap(at: CGPoint(x: 60, y: 25))
        host.settle()
        #expect(views[0].contentOffset.y == 900 && log.events == ["should"])
        host.run { views[0].scrollsToTop = false }
        host.tap(at: CGPoint(x: 60, y: 25))
        host.settle()
        #expect(views[0].contentOffset.y == 900 && log.events == ["should"], "not even asked")
        // Two on an iPhone: neither moves.
        let (twoHost, two, twoLog) = scrolledScreen(scrollViews: 2)
        twoHost.tap(at: CGPoint(x: 60, y: 25))
        twoHost.settle()
        #expect(two.allSatisfy { $0.contentOffset.y == 900 } && twoLog.events.isEmpty)
    }

    @Test func theStatusBarTakesTheTouchesThatStartOnIt() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 393, height: 100)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        controller.view.addSubview(button)
        host.rootViewController = controller
        host.settle()
        host.tap(at: CGPoint(x: 60, y: 25))
        #expect(taps == 0, "on the status bar")
        host.tap(at: CGPoint(x: 60, y: 80))
        #expect(taps == 1, "below it")
    }
}
