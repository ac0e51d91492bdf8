import Testing
import Foundation
import UIKitTesting
import UIKit

/// Several windows: the shown ones stack by level (then the order they were shown), are drawn over
/// the host's window, and a touch goes to the frontmost one that has a view under it.
@MainActor @Suite struct WindowStackTests {
    /// A window whose empty areas let touches through to the windows below, as banner libraries make them.
    final class PassthroughWindow: UIWindow {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self || hit === rootViewController?.view ? nil : hit
        }
    }

    @Test func anAlertLevelWindowIsDrawnOverTheAppAndTakesTouchesOnlyWhereItHasViews() {
        let screen = PlainScreen()
        screen.controller.view.backgroundColor = .white
        var appTaps = 0
        screen.controller.view.addGestureRecognizer(UITapGestureRecognizer { _ in appTaps += 1 })
        let banner = screen.host.run { PassthroughWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) }
        banner.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue + 1)
        let content = UIViewController()
        banner.rootViewController = content
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        card.backgroundColor = .red
        var bannerTaps = 0
        card.addGestureRecognizer(UITapGestureRecognizer { _ in bannerTaps += 1 })
        content.view.addSubview(card)
        banner.makeKeyAndVisible()
        #expect(banner.isKeyWindow && !screen.host.window.isKeyWindow)
        #expect(screen.host.application.keyWindow === banner)
        let shot = screen.host.snapshot()
        #expect(shot.pixel(x: 100, y: 25) == (255, 0, 0, 255), "the banner is drawn over the app")
        #expect(shot.pixel(x: 100, y: 150) == (255, 255, 255, 255), "the app shows through the banner's empty area")
        screen.host.tap(at: CGPoint(x: 100, y: 25))
        screen.host.tap(at: CGPoint(x: 100, y: 150))
        #expect(bannerTaps == 1 && appTaps == 1)
        banner.isHidden = true
        #expect(screen.host.snapshot().pixel(x: 100, y: 25) == (255, 255, 255, 255), "a hidden window is not drawn")
        screen.host.tap(at: CGPoint(x: 100, y: 25))
        #expect(appTaps == 2)
    }

    @Test func windowsOfOneLevelStackInTheOrderTheyWereShownAndKeyChangesAreAnnounced() {
        let screen = PlainScreen()
        let low = screen.host.run { UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        let high = screen.host.run { UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        low.backgroundColor = .green
        high.backgroundColor = .blue
        high.windowLevel = .alert
        high.makeKeyAndVisible()
        low.makeKeyAndVisible()
        #expect(screen.host.snapshot().pixel(x: 50, y: 50).b == 255, "the alert level stays on top of a window shown later")
        high.windowLevel = .normal
        #expect(screen.host.snapshot().pixel(x: 50, y: 50).g == 255, "at one level, the one shown last is in front")
        final class Names: @unchecked Sendable { var list: [String] = [] }
        let names = Names()
        let observers = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { names.list.append($0.name.rawValue) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        high.makeKey()
        #expect(names.list == [UIWindow.didResignKeyNotification.rawValue, UIWindow.didBecomeKeyNotification.rawValue])
        #expect(high.isKeyWindow && !low.isKeyWindow)
    }
}
