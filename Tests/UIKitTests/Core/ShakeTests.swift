import Testing
import UIKit
import UIKitTesting

/// The Simulator's Device ▸ Shake: a `.motionShake` motion, begun then ended, to the first responder
/// or, with none, the frontmost view controller, passed up the chain by the responders that ignore it.
@MainActor
@Suite struct ShakeTests {
    final class ShakeListener: UIViewController {
        var heard: [String] = []
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            heard.append("began \(motion == .motionShake) \(event?.type == .motion)")
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            heard.append("ended \(motion == .motionShake) \(event?.subtype == .motionShake)")
        }
    }

    final class RecordingField: UITextField {
        var heard = 0
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            heard += 1
            super.motionEnded(motion, with: event)
        }
    }

    @Test func aShakeReachesTheFrontmostControllerWhenNothingIsFirstResponder() {
        let host = HeadlessHost(device: .iPhone15)
        let root = ShakeListener()
        host.rootViewController = root
        host.settle()
        host.shake()
        #expect(root.heard == ["began true true", "ended true true"])
    }

    @Test func aFirstResponderHearsItFirstAndPassesItUpItsChain() {
        let host = HeadlessHost(device: .iPhone15)
        let root = ShakeListener()
        host.rootViewController = root
        let field = RecordingField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        root.view.addSubview(field)
        host.settle()
        #expect(host.run { field.becomeFirstResponder() })
        host.shake()
        // The field hears it first, passes it to its superview, whose controller handles it.
        #expect(field.heard == 1 && root.heard == ["began true true", "ended true true"])
    }
}
