import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

@MainActor
@Suite struct DebugOverlayTests {
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

    /// The window's own figures (its hitch count) are listed with the frame clock, legibly placed.
    @Test func showsTheHostsLines() {
        let s = PresentationSetup()
        s.presentAndSettle()
        let line = "hitches: 3 (frames over 17 ms)"
        let commands = DebugOverlay.commands(for: s.host.window, hostLines: [line])
        let texts = commands.compactMap { command -> String? in
            if case let .text(string, _, _, _, _) = command { return string }
            return nil
        }
        #expect(texts.contains(line))
        #expect(!DebugOverlay.commands(for: s.host.window).contains { command in
            if case let .text(string, _, _, _, _) = command { return string == line }
            return false
        })
    }
}

/// The overlay is legible at every size: its labels never overlap each other (the time included)
/// and stay inside the window; a small window lists them in a side panel.
@MainActor
@Suite struct DebugOverlayLegibilityTests {
    private func labelBackings(_ commands: [DisplayCommand]) -> [CGRect] {
        commands.compactMap { command in
            if case let .fill(rect, _, color, _) = command, color == DebugOverlay.backing { return rect }
            return nil
        }
    }

    @Test(arguments: [CGSize(width: 1, height: 1), CGSize(width: 90, height: 60), CGSize(width: 200, height: 300),
                      CGSize(width: 320, height: 480), CGSize(width: 844, height: 390), CGSize(width: 1366, height: 1024)])
    func labelsNeverOverlapAndStayInTheWindow(_ size: CGSize) {
        let s = PresentationSetup()
        s.presentAndSettle()
        s.host.resize(to: size)
        s.host.settle()
        let commands = DebugOverlay.commands(for: s.host.window)
        let backings = labelBackings(commands)
        for (index, frame) in backings.enumerated() {
            #expect(s.host.window.bounds.contains(frame), "\(size): \(frame) leaves the window")
            for other in backings[(index + 1)...] {
                #expect(!frame.intersects(other), "\(size): \(frame) overlaps \(other)")
            }
        }
        let texts = commands.compactMap { command -> String? in
            if case let .text(text, _, _, _, _) = command { return text }
            return nil
        }
        if size.width >= 200 && size.height >= 60 {
            #expect(texts.contains { $0.hasPrefix("t = ") }, "\(size): the time is shown")
        }
        if size.width >= 320 && size.height >= 240 {
            #expect(texts.contains { $0.hasPrefix("presented (") }, "\(size): the presented view is named")
            #expect(texts.contains { $0.hasPrefix("status bar:") })
        }
    }

    @Test func aSmallWindowListsTheLabelsInASidePanel() {
        let s = PresentationSetup()
        s.presentAndSettle()
        s.host.resize(to: CGSize(width: 200, height: 120))
        s.host.settle()
        let backings = labelBackings(DebugOverlay.commands(for: s.host.window))
        #expect(!backings.isEmpty)
        #expect(backings.allSatisfy { $0.minX == 0 }, "one column down the left side")
        #expect(backings.count <= 7, "120 points hold seven lines at most")
    }
}
