import Testing
@testable import LabApp
import UIKit
import UIKitTesting

/// The fade tutorial was written for iOS 12, whose default presentation was full screen. On iOS 13
/// and later `.automatic` is a sheet, the presenting view stays, `view(forKey: .from)` is nil, and
/// its animator returns without completing: stuck, as on a real iPhone, and the lab says why.
@MainActor
@Suite struct FadeOnIOSVersionsTests {
    private func presentFade(on version: String) -> (HeadlessHost, UIViewController) {
        let host = HeadlessHost(device: .iPhone15, systemVersion: version)
        let root = ScenarioCatalog.scenario(named: "fade")!.makeRootViewController()
        host.rootViewController = root
        // The first button, 150 points into the safe area (below the iPhone 15's 59-point status bar).
        host.tap(at: CGPoint(x: 196, y: 59 + 175))
        return (host, root)
    }

    @Test func onIOS12TheFadePresentsAndDismisses() throws {
        let (host, root) = presentFade(on: "12")
        host.settle()
        let presented = try #require(root.presentedViewController)
        #expect(presented.presentationController?.presentationStyle == .fullScreen)
        #expect(presented.view.window === host.window)
        #expect(host.window.environment.transitionScheduler.stuckReport == nil)
        presented.dismiss(animated: true)
        host.settle()
        #expect(root.presentedViewController == nil)
        #expect(root.view.window === host.window)
    }

    @Test func onIOS17TheFadeIsStuckAndTheLabSaysWhyOnce() throws {
        let (host, root) = presentFade(on: "17")
        host.advance(by: 0.5)
        let presented = try #require(root.presentedViewController)
        #expect(presented.presentationController?.presentationStyle == .pageSheet)
        #expect(presented.isBeingPresented, "the animator returned without completeTransition(_:)")
        #expect(host.window.environment.transitionScheduler.stuckReport == nil, "not before the animator's duration and a second")
        host.advance(by: 2)
        let report = try #require(host.window.environment.transitionScheduler.stuckReport)
        #expect(report.contains("view(forKey: .from) is nil"))
        #expect(report.contains("modalPresentationStyle = .fullScreen"))
        #expect(report.contains("iOS 17"))
        let overlay = DebugOverlay.commands(for: host.window).compactMap { command -> String? in
            if case let .text(text, _, _, _, _) = command { return text }
            return nil
        }
        #expect(overlay.joined(separator: " ").contains("view(forKey: .from) is nil"), "the F1 overlay shows it too")
    }

    /// settle() does not pretend all is well while a transition waits for completeTransition(_:):
    /// it stops and says so, with the reason.
    @Test func settlingAStuckFadeSaysWhatItWaitsFor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost(device: .iPhone15, systemVersion: "17")
                host.rootViewController = ScenarioCatalog.scenario(named: "fade")!.makeRootViewController()
                host.tap(at: CGPoint(x: 196, y: 59 + 175))
                host.settle()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("HeadlessHost.settle(): still busy after 10.0 s of frame time: a transition waits for completeTransition(_:)"))
        #expect(stderr.contains("view(forKey: .from) is nil"))
    }
}
