import Foundation
import Testing
@testable import UIKitTesting
import UIKit

/// Pinches and twists, as UIKit's UIPinchGestureRecognizer and UIRotationGestureRecognizer
/// document them, played through the host's two-finger input (the window's Alt+drag).
@MainActor @Suite struct TwoFingerGestureTests {
    final class Log {
        var states: [UIGestureRecognizer.State] = []
        var touchCounts: [Int] = []
        var locations: [CGPoint] = []
    }

    private func recording(_ log: Log) -> (UIGestureRecognizer) -> Void {
        { recognizer in
            log.states.append(recognizer.state)
            log.touchCounts.append(recognizer.numberOfTouches)
            log.locations.append(recognizer.location(in: nil))
        }
    }

    @Test func aPinchBeginsChangesAndEndsWithTheScaleOfTheFingersDistance() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let view = screen.addView(CGRect(x: 0, y: 0, width: 300, height: 300))
        let log = Log()
        var velocities: [CGFloat] = [], scale: CGFloat = 0
        let record = recording(log)
        let pinch = UIPinchGestureRecognizer { recognizer in
            record(recognizer)
            velocities.append((recognizer as! UIPinchGestureRecognizer).velocity)
            scale = (recognizer as! UIPinchGestureRecognizer).scale
        }
        view.addGestureRecognizer(pinch)
        screen.host.pinch(at: CGPoint(x: 150, y: 150), scale: 2, duration: 0.5)
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed } && log.states.count > 10)
        #expect(abs(scale - 2) < 0.001, "the fingers end twice as far apart: \(scale)")
        #expect(log.touchCounts.dropLast().allSatisfy { $0 == 2 }, "two fingers while the pinch is under way")
        #expect(log.locations.allSatisfy { abs($0.x - 150) < 0.001 && abs($0.y - 150) < 0.001 }, "the location is the centroid")
        // Scale per second: 1 → 2 over half a second.
        #expect(velocities.dropFirst().dropLast().allSatisfy { abs($0 - 2) < 0.2 }, "\(velocities)")
    }

    @Test func anAppThatResetsTheScaleEachChangeGrowsItsViewByTheWholePinch() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let photo = screen.addView(CGRect(x: 0, y: 0, width: 300, height: 300))
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        }
        photo.addGestureRecognizer(pinch)
        screen.host.pinch(at: CGPoint(x: 150, y: 150), scale: 0.5, duration: 0.4)
        #expect(abs(photo.transform.a - 0.5) < 0.001 && abs(photo.transform.d - 0.5) < 0.001, "\(photo.transform)")
        // The photo is half its size now, 150 points wide: the fingers of the next pinch are on it.
        screen.host.pinch(at: CGPoint(x: 150, y: 150), scale: 1.5, duration: 0.4)
        #expect(abs(photo.transform.a - 0.75) < 0.001, "a new pinch starts from a scale of 1: \(photo.transform)")
    }

    @Test func aTwistTurnsClockwiseByItsAngleAndLeavesAPinchUnbegun() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let view = screen.addView(CGRect(x: 0, y: 0, width: 300, height: 300))
        let rotationLog = Log(), pinchLog = Log()
        var turned: CGFloat = 0
        let record = recording(rotationLog)
        let rotation = UIRotationGestureRecognizer { recognizer in
            record(recognizer)
            turned = (recognizer as! UIRotationGestureRecognizer).rotation
        }
        let pinch = UIPinchGestureRecognizer(handler: recording(pinchLog))
        view.addGestureRecognizer(rotation)
        view.addGestureRecognizer(pinch)
        screen.host.twist(at: CGPoint(x: 150, y: 150), angle: .pi / 2, duration: 0.5)
        #expect(rotationLog.states.first == .began && rotationLog.states.last == .ended)
        #expect(abs(turned - .pi / 2) < 0.001, "a quarter turn clockwise is +π/2: \(turned)")
        #expect(pinchLog.states.isEmpty, "the fingers' distance never changed, so no pinch began")
    }

    @Test func aTwistPastAHalfTurnKeepsCounting() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let view = screen.addView(CGRect(x: 0, y: 0, width: 300, height: 300))
        var turned: CGFloat = 0
        let rotation = UIRotationGestureRecognizer { turned = ($0 as! UIRotationGestureRecognizer).rotation }
        view.addGestureRecognizer(rotation)
        screen.host.twist(at: CGPoint(x: 150, y: 150), angle: -1.5 * .pi, duration: 1)
        #expect(abs(turned + 1.5 * .pi) < 0.001, "three quarters anticlockwise, unwrapped: \(turned)")
    }

    final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }

    @Test func aPinchAndARotationTogetherBothRecognizeWhenTheDelegateAllows() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let view = screen.addView(CGRect(x: 0, y: 0, width: 300, height: 300))
        var pinchBegan = false, rotationBegan = false
        let pinch = UIPinchGestureRecognizer { if $0.state == .began { pinchBegan = true } }
        let rotation = UIRotationGestureRecognizer { if $0.state == .began { rotationBegan = true } }
        let delegate = Simultaneous()
        pinch.delegate = delegate
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        // As the window's Alt+drag does: one finger moves, the other mirrors it through the centre.
        let host = screen.host
        host.core.environment.run {
            let window = host.core.window
            window.handleFingers(.began, at: [CGPoint(x: 200, y: 150), CGPoint(x: 100, y: 150)], time: 0)
            for step in 1...20 {
                let angle = CGFloat(step) * 0.05, radius = 50 + CGFloat(step) * 2
                let finger = CGPoint(x: 150 + radius * cos(angle), y: 150 + radius * sin(angle))
                window.handleFingers(.moved, at: [finger, CGPoint(x: 300 - finger.x, y: 300 - finger.y)], time: Double(step) / 60)
            }
            window.handleFingers(.ended, at: [CGPoint(x: 150 + 90 * cos(CGFloat(1)), y: 150 + 90 * sin(CGFloat(1))),
                                            CGPoint(x: 150 - 90 * cos(CGFloat(1)), y: 150 - 90 * sin(CGFloat(1)))], time: 0.4)
        }
        #expect(pinchBegan && rotationBegan)
        #expect(abs(pinch.scale - 1) < 0.001 && rotation.rotation == 0, "both reset after the sequence")
    }

    @Test func twoFingersThatGoDownAndLiftInPlaceAreATwoFingerTapNotAOneFingerOne() {
        let screen = PlainScreen()
        let view = screen.addView(CGRect(x: 0, y: 0, width: 200, height: 200))
        var oneFinger = 0, twoFingers = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in oneFinger += 1 })
        let twoFingerTap = UITapGestureRecognizer { _ in twoFingers += 1 }
        twoFingerTap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(twoFingerTap)
        screen.host.pinch(at: CGPoint(x: 100, y: 100), scale: 1, duration: 0)
        screen.host.tap(at: CGPoint(x: 100, y: 100))
        #expect(twoFingers == 1 && oneFinger == 1)
    }

    final class TouchCounter: UIView {
        var began: [Int] = [], all: [Int] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began.append(touches.count)
            all.append(event?.allTouches?.count ?? 0)
        }
    }

    @Test func aViewGetsBothFingersInOneCallAndTheEventHasThemAll() {
        let screen = PlainScreen(size: CGSize(width: 300, height: 300))
        let left = TouchCounter(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        let whole = TouchCounter(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        screen.controller.view.addSubview(whole)
        screen.host.pinch(at: CGPoint(x: 150, y: 150), scale: 1.5, duration: 0.1)
        #expect(whole.began == [1] && whole.all == [2], "a view gets only the first finger unless it enables multiple touch")
        whole.began = []
        whole.isMultipleTouchEnabled = true
        left.isMultipleTouchEnabled = true
        screen.host.pinch(at: CGPoint(x: 150, y: 150), scale: 1.5, duration: 0.1)
        #expect(whole.began == [2] && whole.all == [2, 2])
        whole.addSubview(left)
        screen.host.pinch(at: CGPoint(x: 150, y: 150), scale: 1.5, duration: 0.1)
        #expect(left.began == [1] && left.all == [2], "each view gets the fingers that hit it; the event has every finger")
        #expect(whole.began == [2, 1])
    }
}
