import Testing
@testable import LabApp
import UIKit
import UIKitTesting
@testable import UIKitCore

@MainActor
@Suite struct AdaptiveLayoutTests {
    /// Frames of every view of the presentation, for comparing two runs.
    private func frames(of root: UIViewController) -> [CGRect] {
        guard let container = root.presentedViewController?.presentationController?.containerView else { return [] }
        return [container.frame] + container.subviews.map(\.frame)
            + (root.presentedViewController?.view.subviews.map(\.frame) ?? [])
    }

    private func presented(_ name: String, size: CGSize) -> (HeadlessHost, UIViewController) {
        let scenario = ScenarioCatalog.scenario(named: name)!
        let host = scenario.makeHeadlessHost(size: size)
        let root = scenario.makeRootViewController()
        host.rootViewController = root
        host.tap(at: CGPoint(x: 40, y: 175))
        return (host, root)
    }

    // Not the popover: its sourceRect is the button's bounds when it was shown, a stored rectangle
    // that (as in UIKit) does not grow with the button, so a later presentation points elsewhere.
    @Test(arguments: ["custom-two-thirds", "slide-in", "half-modal", "fade", "blur-card", "sheet"])
    func tenResizesDuringTheAnimationSettleAsAPresentationAtTheFinalSize(_ name: String) {
        let final = CGSize(width: 700, height: 520)
        let (host, root) = presented(name, size: CGSize(width: 320, height: 480))
        for step in 1...10 {
            host.advance(by: 0.02)
            let share = CGFloat(step) / 10
            host.resize(to: CGSize(width: 320 + (final.width - 320) * share, height: 480 + (final.height - 480) * share))
        }
        host.settle()
        let resized = frames(of: root)
        let resizedPixels = host.snapshot()

        let (reference, referenceRoot) = presented(name, size: final)
        reference.settle()
        let expected = frames(of: referenceRoot)
        // The half-modal tutorial sizes its dimming view once, when the presentation begins.
        if name == "half-modal" {
            #expect(resized.dropFirst(2) == expected.dropFirst(2))
        } else {
            #expect(resized == expected)
            #expect(resizedPixels == reference.snapshot(), "the very same picture")
        }
    }

    @Test func aResizeStormDuringTheAnimationLeavesNoStaleFrame() {
        let (host, root) = presented("custom-two-thirds", size: CGSize(width: 390, height: 700))
        // A window being dragged: a size every 1/60 s, growing and shrinking.
        for index in 0..<60 {
            let wobble = CGFloat(index % 10) * 12
            host.advance(by: 1.0 / 60)
            host.resize(to: CGSize(width: 390 + wobble, height: 700 - wobble))
        }
        host.resize(to: CGSize(width: 500, height: 600))
        host.settle()
        let presented = root.presentedViewController!
        #expect(presented.view.frame == CGRect(x: 0, y: 200, width: 500, height: 400))
        #expect(presented.view.presentationFrame == presented.view.frame)
        let dimming = presented.presentationController!.containerView!.subviews.first!
        #expect(dimming.frame == CGRect(x: 0, y: 0, width: 500, height: 600))
        #expect(dimming.presentationAlpha == 1)
    }

    @Test func controllersHearOfSizeAndTraitChanges() {
        final class Watcher: UIViewController {
            var sizes: [CGSize] = []
            var traitChanges: [UIUserInterfaceSizeClass] = []
            var alongside = 0, completions = 0
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
                coordinator.animate(alongsideTransition: { _ in self.alongside += 1 }, completion: { _ in self.completions += 1 })
            }
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                traitChanges.append(traitCollection.verticalSizeClass)
            }
        }
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let watcher = Watcher()
        host.rootViewController = watcher
        #expect(watcher.traitCollection.horizontalSizeClass == .compact)
        #expect(watcher.traitCollection.verticalSizeClass == .regular)
        host.resize(to: CGSize(width: 420, height: 820))
        #expect(watcher.sizes == [CGSize(width: 420, height: 820)])
        #expect(watcher.alongside == 1)
        #expect(watcher.traitChanges.isEmpty, "no size class boundary crossed")
        host.resize(to: CGSize(width: 800, height: 400))
        host.advance(by: 1.0 / 60)
        #expect(watcher.completions == 2)
        #expect(watcher.traitChanges == [.compact])
        #expect(watcher.traitCollection.horizontalSizeClass == .regular)
    }
}

@MainActor
@Suite struct TraitRegistrationTests {
    final class Observer: UIViewController {
        var changes: [String] = []
        func sizeClassChanged() { changes.append("target-action") }
        override func viewDidLoad() {
            super.viewDidLoad()
            registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Observer, previous: UITraitCollection) in
                self.changes.append("vertical \(previous.verticalSizeClass) -> \(self.traitCollection.verticalSizeClass)")
            }
            registerForTraitChanges([UITraitHorizontalSizeClass.self], target: self, action: Observer.sizeClassChanged)
        }
    }

    @Test func registeredHandlersRunForTheirTraitsOnly() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let observer = Observer()
        host.rootViewController = observer
        host.resize(to: CGSize(width: 450, height: 420))
        host.advance(by: 1.0 / 60)
        #expect(observer.changes == ["vertical Regular -> Compact"])
        host.resize(to: CGSize(width: 700, height: 420))
        host.advance(by: 1.0 / 60)
        #expect(observer.changes == ["vertical Regular -> Compact", "target-action"])
        let view = UIView()
        var seen = 0
        let registration = view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIView, _) in seen += 1 }
        observer.view.addSubview(view)
        host.resize(to: CGSize(width: 700, height: 800))
        host.advance(by: 1.0 / 60)
        #expect(seen == 1)
        view.unregisterForTraitChanges(registration)
        host.resize(to: CGSize(width: 700, height: 400))
        host.advance(by: 1.0 / 60)
        #expect(seen == 1)
    }
}
