import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore

/// Motion effects as UIKit documents them: an interpolating effect gives its minimum relative value
/// at full tilt one way, its maximum the other way and the value between when level; a group gives
/// its effects' values together; a view keeps the effects added to it. The Simulator has no device
/// motion, so the lab never moves a view by them and says so once.
@MainActor
@Suite struct MotionEffectTests {
    @Test func anInterpolatingEffectMovesBetweenItsRelativeValuesWithTheTilt() throws {
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0)) == nil,
                "without relative values it changes nothing")
        effect.minimumRelativeValue = -20
        effect.maximumRelativeValue = 20
        func value(_ horizontal: CGFloat, _ vertical: CGFloat) throws -> CGFloat {
            let values = try #require(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: horizontal, vertical: vertical)))
            return try #require(values["center.x"] as? CGFloat)
        }
        #expect(try value(-1, 0) == -20)
        #expect(try value(1, 0) == 20)
        #expect(try value(0, 1) == 0, "a horizontal effect ignores vertical tilt")
        #expect(try value(0.5, 0) == 10)

        let shadow = UIInterpolatingMotionEffect(keyPath: "layer.shadowOffset", type: .tiltAlongVerticalAxis)
        shadow.minimumRelativeValue = CGSize(width: 0, height: -4)
        shadow.maximumRelativeValue = CGSize(width: 0, height: 4)
        let values = try #require(shadow.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 1)))
        #expect(values["layer.shadowOffset"] as? CGSize == CGSize(width: 0, height: 4))
    }

    @Test func aGroupGivesItsEffectsValuesTogether() throws {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 10
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = -10
        vertical.maximumRelativeValue = 10
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        let values = try #require(group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 1)))
        #expect(values["center.x"] as? CGFloat == -10 && values["center.y"] as? CGFloat == 10)
        let copy = try #require(group.copy() as? UIMotionEffectGroup)
        #expect(copy !== group && copy.motionEffects?.count == 2 && copy.motionEffects?.first !== horizontal)
    }

    @Test func aViewKeepsItsEffectsAndStaysStill() {
        let screen = PlainScreen()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        screen.controller.view.addSubview(view)
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = 40
        effect.maximumRelativeValue = 80
        view.addMotionEffect(effect)
        view.addMotionEffect(effect)
        #expect(view.motionEffects.count == 1 && view.motionEffects.first === effect, "an effect is added once")
        screen.host.advance(by: 1)
        #expect(view.center == CGPoint(x: 125, y: 125), "no device motion: the view stays where its properties put it")
        view.removeMotionEffect(effect)
        #expect(view.motionEffects.isEmpty)
    }
}
