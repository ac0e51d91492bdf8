import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore
@_spi(UIKitLayers) import UIKitCore

/// A tutorial-style controller, written by the porting rule: the action is the type's method,
/// unapplied, where iOS code has #selector.
final class TapCountingController: UIViewController {
    var taps = 0
    var lastState: UIGestureRecognizer.State?
    let target = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(target)
        let recognizer = UITapGestureRecognizer(target: self, action: TapCountingController.handle(recognizer:))
        target.addGestureRecognizer(recognizer)
    }

    func handle(recognizer: UITapGestureRecognizer) {
        taps += 1
        lastState = recognizer.state
    }
}

final class ButtonController: UIViewController {
    var events: [String] = []
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        button.setTitle("Go", for: .normal)
        view.addSubview(button)
        button.addTarget(self, action: ButtonController.tapped(_:), for: .touchUpInside)
        button.addTarget(self, action: ButtonController.down, for: .touchDown)
        button.addTarget(self, action: ButtonController.outside(_:), for: .touchUpOutside)
        button.addTarget(self, action: ButtonController.exited(_:event:), for: .touchDragExit)
    }

    func tapped(_ sender: UIButton) { events.append("up-inside \(sender.currentTitle ?? "")") }
    func down() { events.append("down") }
    func outside(_ sender: Any) { events.append("up-outside") }
    func exited(_ sender: UIControl, event: UIEvent) { events.append("drag-exit") }
}

/// A view that notes the event each hit test is given, as apps' pass-through views read it.
final class EventNotingView: UIView {
    var eventsSeen: [UIEvent?] = []
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        eventsSeen.append(event)
        return super.hitTest(point, with: event)
    }
}

@MainActor
@Suite struct EventTests {
    /// UIKit hit-tests a new touch with the touch event it comes in (`hitTest(_:with:)`'s event is
    /// nil only when the app calls it itself), and that event is the one the view's touches then carry.
    @Test func aTouchIsHitTestedWithItsEvent() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let controller = UIViewController()
        let noting = EventNotingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        controller.view = noting
        host.rootViewController = controller
        host.press(at: CGPoint(x: 50, y: 50))
        let seen = try #require(noting.eventsSeen.last ?? nil, "the touch's hit test got an event")
        #expect(seen.type == .touches)
        #expect(noting.eventsSeen.count == 1, "a touch is hit-tested once")
        host.release(at: CGPoint(x: 50, y: 50))
        #expect(seen.allTouches?.count == 1 && seen.allTouches?.first?.view === noting, "the event holds the touch that was hit-tested")
    }

    @Test func aPortedTapRecognizerFires() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let controller = TapCountingController()
        host.rootViewController = controller
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(controller.taps == 1)
        #expect(controller.lastState == .ended)
        host.tap(at: CGPoint(x: 150, y: 150))
        #expect(controller.taps == 1, "a tap outside the view is not its tap")
    }

    @Test func aTapThatMovesTooFarIsNoTap() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let controller = TapCountingController()
        host.rootViewController = controller
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), duration: 0.1)
        #expect(controller.taps == 0)
    }

    @Test func recognizersHoldTheirTargetWeakly() {
        weak var released: TapCountingController?
        let view = UIView()
        do {
            let controller = TapCountingController()
            released = controller
            view.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: TapCountingController.handle(recognizer:)))
        }
        #expect(released == nil)
    }

    @Test func buttonsSendUIKitsControlEvents() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let controller = ButtonController()
        host.rootViewController = controller
        host.tap(at: CGPoint(x: 100, y: 70))
        #expect(controller.events == ["down", "up-inside Go"])
        controller.events.removeAll()
        host.drag(from: CGPoint(x: 100, y: 70), to: CGPoint(x: 290, y: 290), duration: 0.2)
        #expect(controller.events == ["down", "drag-exit", "up-outside"])
    }

    @Test func panReportsTranslationAndVelocity() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let controller = UIViewController()
        host.rootViewController = controller
        var states: [UIGestureRecognizer.State] = []
        var translations: [CGPoint] = []
        var velocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            states.append(pan.state)
            translations.append(pan.translation(in: controller.view))
            velocity = pan.velocity(in: controller.view)
        }
        controller.view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.5)
        #expect(states.first == .began)
        #expect(states.last == .ended)
        #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(translations.last == CGPoint(x: 100, y: 0))
        #expect(abs(velocity.x - 200) < 1, "100 points over 0.5 s")
    }

    @Test func anEdgePanBeginsOnlyNearItsEdges() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let controller = UIViewController()
        host.rootViewController = controller
        var states: [UIGestureRecognizer.State] = []
        var translation = CGPoint.zero
        let edgePan = UIScreenEdgePanGestureRecognizer { recognizer in
            states.append(recognizer.state)
            translation = (recognizer as! UIPanGestureRecognizer).translation(in: controller.view)
        }
        edgePan.edges = .left
        controller.view.addGestureRecognizer(edgePan)
        host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.2)
        #expect(states.isEmpty, "a pan from the middle is not an edge pan")
        host.drag(from: CGPoint(x: 295, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.2)
        #expect(states.isEmpty, "the right edge was not asked for")
        host.drag(from: CGPoint(x: 4, y: 150), to: CGPoint(x: 120, y: 150), duration: 0.2)
        #expect(states.first == .began && states.last == .ended)
        #expect(translation.x == 116)
        states.removeAll()
        edgePan.edges = [.right, .bottom]
        host.drag(from: CGPoint(x: 150, y: 290), to: CGPoint(x: 150, y: 150), duration: 0.2)
        #expect(states.first == .began, "from the bottom edge")
    }

    @Test func aRecognizedGestureCancelsTheViewsTouches() {
        final class TouchView: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        }
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let controller = UIViewController()
        host.rootViewController = controller
        let view = TouchView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(view)
        let pan = UIPanGestureRecognizer { _ in }
        view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 0.2)
        #expect(view.log == ["began", "cancelled"])
        view.log.removeAll()
        pan.cancelsTouchesInView = false
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), duration: 0.2)
        #expect(view.log == ["began", "ended"])
    }

    final class FailureDelegate: UIGestureRecognizerDelegate {
        weak var waitFor: UIGestureRecognizer?
        weak var makeWait: UIGestureRecognizer?
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer === waitFor
        }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer === makeWait
        }
    }

    /// A single tap and a double tap on one view, where `link` makes the single one wait for the
    /// double one: a lone tap is the single one, once the double tap has given up; two taps are
    /// the double one alone.
    private func expectSingleWaitsForDouble(_ link: (_ single: UITapGestureRecognizer, _ double: UITapGestureRecognizer) -> Void) {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let controller = UIViewController()
        host.rootViewController = controller
        var log: [String] = []
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer { _ in log.append("single") }
        link(single, double)
        controller.view.addGestureRecognizer(double)
        controller.view.addGestureRecognizer(single)
        host.tap(at: CGPoint(x: 20, y: 20))
        #expect(log.isEmpty, "the single tap waits to see whether a second tap comes")
        #expect(host.window.touchRouter.isHolding(single), "the window's router holds its recognition")
        if case .tracking = host.window.touchRouter.state { Issue.record("no touch is down between taps") }
        host.advance(by: 0.5)
        #expect(log == ["single"])
        #expect(!host.window.touchRouter.isHolding(single))
        log.removeAll()
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 0.5)
        #expect(log == ["double"])
    }

    /// The delegate's failure requirements work as require(toFail:) does, from either side.
    @Test(arguments: [true, false])
    func delegatesCanMakeARecognizerWaitForAnother(_ askTheWaitingOne: Bool) {
        let delegate = FailureDelegate()
        expectSingleWaitsForDouble { single, double in
            if askTheWaitingOne {
                delegate.waitFor = double
                single.delegate = delegate
            } else {
                delegate.makeWait = single
                double.delegate = delegate
            }
        }
    }

    @Test func requireToFailWaitsForTheOtherRecognizer() {
        expectSingleWaitsForDouble { single, double in single.require(toFail: double) }
    }
}

@MainActor
@Suite struct ControlDetailTests {
    @Test func draggingBackInSendsDragEnterAndStillCountsAsInside() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 400))
        let controller = UIViewController()
        host.rootViewController = controller
        var events: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Tap") { _ in events.append("primary") })
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        button.addAction(UIAction { _ in events.append("exit") }, for: .touchDragExit)
        button.addAction(UIAction { _ in events.append("enter") }, for: .touchDragEnter)
        controller.view.addSubview(button)
        #expect(button.currentTitle == "Tap")
        // Out beyond UIKit's 70-point slop, then back in, then up inside.
        host.window.handlePointer(.began, at: CGPoint(x: 50, y: 30), time: host.time)
        host.window.handlePointer(.moved, at: CGPoint(x: 300, y: 300), time: host.time)
        host.window.handlePointer(.moved, at: CGPoint(x: 150, y: 60), time: host.time)
        host.window.handlePointer(.ended, at: CGPoint(x: 150, y: 60), time: host.time)
        #expect(events == ["exit", "enter", "primary"])
        #expect(!button.isHighlighted)
    }

    @Test func imageViewsPlaceImagesByContentMode() throws {
        let image = try #require(UIImage(named: "lab-icon"))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        func drawnRect() -> CGRect? {
            var commands: [DisplayCommand] = []
            view.paintContent(into: &commands, toWindow: .identity)
            if case let .image(_, rect, _, _)? = commands.first { return rect }
            return nil
        }
        view.contentMode = .scaleAspectFit
        #expect(drawnRect() == CGRect(x: 50, y: 0, width: 100, height: 100))
        view.contentMode = .bottomRight
        #expect(drawnRect() == CGRect(x: 136, y: 36, width: 64, height: 64))
        view.contentMode = .topLeft
        #expect(drawnRect() == CGRect(x: 0, y: 0, width: 64, height: 64))
        view.contentMode = .scaleToFill
        #expect(drawnRect() == view.bounds)
    }

    @Test func formSheetsAreCentredCardsInRegularWidth() throws {
        let host = HeadlessHost(size: CGSize(width: 1000, height: 800))
        let presenter = UIViewController()
        host.rootViewController = presenter
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        presenter.present(sheet, animated: false)
        // The sheet wraps the controller's view, which fills it, as UIKit's sheets do.
        let card = try #require(sheet.presentationController?.presentedView)
        #expect(card.frame == CGRect(x: 230, y: 90, width: 540, height: 620))
        #expect(sheet.view.superview === card && sheet.view.frame == card.bounds)
        host.resize(to: CGSize(width: 400, height: 800))
        host.settle()
        #expect(card.frame == CGRect(x: 0, y: 44, width: 400, height: 756), "compact width: a full-width card")
        #expect(sheet.view.frame == card.bounds)
    }
}
