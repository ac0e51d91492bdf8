import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite struct PressAndSwipeTests {
    /// A 300 × 300 host with `recognizer` on its root view, logging the states it sends.
    private func setUp(_ recognizer: UIGestureRecognizer) -> (HeadlessHost, () -> [UIGestureRecognizer.State]) {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let controller = UIViewController()
        host.rootViewController = controller
        final class Log { var states: [UIGestureRecognizer.State] = [] }
        let log = Log()
        recognizer.addTarget(log) { (log: Log) in { (sender: UIGestureRecognizer) in log.states.append(sender.state) } }
        controller.view.addGestureRecognizer(recognizer)
        return (host, { log.states })
    }

    @Test func aLongPressBeginsWhenHeldLongEnoughAndFollowsTheTouch() {
        let press = UILongPressGestureRecognizer()
        let (host, states) = setUp(press)
        host.press(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.4)
        #expect(states().isEmpty, "not yet half a second")
        #expect(host.window.nextGestureDeadline != nil, "an idle window knows when to wake")
        host.advance(by: 0.15)
        #expect(states() == [.began])
        host.move(to: CGPoint(x: 160, y: 100))
        #expect(states() == [.began, .changed], "once begun, it may move any distance")
        #expect(press.location(in: nil) == CGPoint(x: 160, y: 100))
        host.release(at: CGPoint(x: 160, y: 100))
        #expect(states() == [.began, .changed, .ended])
        #expect(host.window.nextGestureDeadline == nil)
    }

    @Test func aPressThatMovesOrLiftsEarlyIsNoLongPress() {
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.3
        let (host, states) = setUp(press)
        host.press(at: CGPoint(x: 100, y: 100))
        host.move(to: CGPoint(x: 100, y: 115))
        host.advance(by: 0.5)
        host.release(at: CGPoint(x: 100, y: 115))
        host.press(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.2)
        host.release(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        #expect(states().isEmpty)
        // Still working afterwards.
        host.press(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.35)
        #expect(states() == [.began])
        host.release(at: CGPoint(x: 100, y: 100))
    }

    @Test func aLongPressCanFollowATap() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let (host, states) = setUp(press)
        host.press(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.6)
        host.release(at: CGPoint(x: 100, y: 100))
        #expect(states().isEmpty, "a press with no tap before it")
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        host.press(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.6)
        #expect(states() == [.began])
        host.release(at: CGPoint(x: 100, y: 100))
    }

    @Test func aQuickStraightStrokeIsASwipeInItsDirection() {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .up]
        let (host, states) = setUp(swipe)
        host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 100, y: 150), duration: 0.15)
        #expect(states() == [.ended], "left")
        host.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.15)
        #expect(states() == [.ended], "right was not asked for")
        host.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 120), duration: 0.15)
        #expect(states() == [.ended, .ended], "up")
        host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 100, y: 150), duration: 1.5)
        #expect(states().count == 2, "too slow to be a swipe")
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 120, y: 200), duration: 0.15)
        #expect(states().count == 2, "too crooked to be a swipe")
    }
}
