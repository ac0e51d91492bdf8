import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct DebugOverlayTests {
    @Test func outlinesTheContainerDimmingAndPresentedViewsWithTheirFrames() {
        let s = PresentationSetup()
        s.presentAndSettle()
        let host = s.host
        let texts = DebugOverlay.commands(for: host.window).compactMap { command -> String? in
            if case let .text(string, _, _, _, _) = command { return string }
            return nil
        }
        #expect(texts.contains("container (0, 0, 320, 480)"))
        #expect(texts.contains("dimming (0, 0, 320, 480)"))
        #expect(texts.contains("presented (0, 240, 320, 240)"))
        #expect(texts.contains { $0.hasPrefix("t = ") })
    }
}
