import Foundation
import Testing
import UIKit

/// NotificationCenter's and Timer's selector APIs by the porting rule (the method, unapplied, in
/// place of `#selector`), behaving as Apple documents them.
@MainActor
@Suite struct SelectorFormsTests {
    final class Listener {
        var received: [String] = []
        func keyboardWillShow(_ notification: Notification) { received.append("show \(notification.userInfo?["height"] ?? "-")") }
        func legacy(notification: NSNotification) { received.append("legacy \(notification.name.rawValue)") }
        func refresh() { received.append("refresh") }
    }

    static let show = Notification.Name("SelectorFormsTests.show")
    static let other = Notification.Name("SelectorFormsTests.other")

    @Test func anObserversMethodIsCalledWithTheNotificationUntilItIsRemoved() {
        let center = NotificationCenter()
        let listener = Listener()
        center.addObserver(listener, selector: Listener.keyboardWillShow(_:), name: Self.show, object: nil)
        center.addObserver(listener, selector: Listener.legacy(notification:), name: Self.show, object: nil)
        center.addObserver(listener, selector: Listener.refresh, name: Self.other, object: nil)
        center.post(name: Self.show, object: nil, userInfo: ["height": 336])
        center.post(name: Self.other, object: nil)
        // NotificationCenter does not promise an order among a post's observers.
        #expect(listener.received.sorted() == ["legacy SelectorFormsTests.show", "refresh", "show 336"])

        // Removing by name leaves the other registrations; removing the observer removes them all.
        center.removeObserver(listener, name: Self.show, object: nil)
        center.post(name: Self.show, object: nil)
        center.post(name: Self.other, object: nil)
        #expect(listener.received.suffix(1) == ["refresh"] && listener.received.count == 4)
        center.removeObserver(listener)
        center.post(name: Self.other, object: nil)
        #expect(listener.received.count == 4)
    }

    @Test func anObjectFiltersWhichPostsReachTheObserver() {
        let center = NotificationCenter()
        let listener = Listener(), sender = NSObject(), stranger = NSObject()
        center.addObserver(listener, selector: Listener.refresh, name: Self.other, object: sender)
        center.post(name: Self.other, object: stranger)
        center.post(name: Self.other, object: sender)
        #expect(listener.received == ["refresh"])
    }

    /// "If your app targets iOS 9.0 and later … you don't need to unregister an observer": it is not
    /// retained, and posting after it has gone does nothing.
    @Test func theObserverIsNotRetained() {
        let center = NotificationCenter()
        var listener: Listener? = Listener()
        weak let gone = listener
        center.addObserver(listener!, selector: Listener.refresh, name: Self.other, object: nil)
        listener = nil
        #expect(gone == nil)
        center.post(name: Self.other, object: nil)
        center.post(name: Self.other, object: nil)
    }

    final class Ticker {
        var ticks: [String] = []
        func tick(_ timer: Timer) { ticks.append(timer.userInfo as? String ?? "-") }
        func once() { ticks.append("once") }
    }

    /// "The timer maintains a strong reference to target until it (the timer) is invalidated."
    @Test func aTimerCallsItsTargetAndKeepsItUntilInvalidated() {
        var ticker: Ticker? = Ticker()
        weak let held = ticker
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: ticker!, selector: Ticker.tick(_:), userInfo: "payload", repeats: true)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        #expect((held?.ticks.count ?? 0) >= 2)
        #expect(held?.ticks.first == "payload")
        #expect(timer.userInfo as? String == "payload")
        ticker = nil
        #expect(held != nil, "the timer keeps its target")
        timer.invalidate()
        #expect(held == nil, "an invalidated timer lets its target go")
    }

    @Test func aTimerThatDoesNotRepeatFiresOnceAndLetsItsTargetGo() {
        var ticker: Ticker? = Ticker()
        weak let held = ticker
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: ticker!, selector: Ticker.once, userInfo: nil, repeats: false)
        let ticks = { held?.ticks ?? [] }
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        #expect(ticks() == ["once"])
        ticker = nil
        #expect(held == nil)
        #expect(!timer.isValid)
    }
}
