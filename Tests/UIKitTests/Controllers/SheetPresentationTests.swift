import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

/// A delegate that records the sheet's calls, and can refuse a dismissal.
@MainActor
final class SheetDelegateLog: UISheetPresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { entries.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        entries.append("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        entries.append("detent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

@MainActor
@Suite struct SheetPresentationTests {
    /// A 400 × 800 host; the sheet's controller is configured by `configure` before presenting.
    private func presentSheet(size: CGSize = CGSize(width: 400, height: 800),
                              _ configure: (UISheetPresentationController) -> Void = { _ in })
        -> (HeadlessHost, UIViewController, UIViewController, UISheetPresentationController) {
        let host = HeadlessHost(size: size)
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        host.rootViewController = presenter
        let content = UIViewController()
        content.view.backgroundColor = .systemTeal
        let sheet = content.sheetPresentationController!
        configure(sheet)
        presenter.present(content, animated: true)
        host.settle()
        return (host, presenter, content, sheet)
    }

    @Test func detentsSetBeforePresentingDecideTheHeight() throws {
        let (_, _, content, sheet) = presentSheet { $0.detents = [.medium(), .large()] }
        #expect(content.presentationController === sheet, "the sheet handed out before is the one used")
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(sheet.presentedView?.frame == CGRect(x: 0, y: 400, width: 400, height: 400), "nil selects the smallest: medium")
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test func selectingADetentMovesTheSheetAndAnimateChangesAnimatesIt() throws {
        let (host, _, _, sheet) = presentSheet { $0.detents = [.medium(), .large()] }
        sheet.selectedDetentIdentifier = .large
        #expect(sheet.presentedView?.frame == CGRect(x: 0, y: 44, width: 400, height: 756))
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        host.advance(by: 0.1)
        let moving = try #require(sheet.presentedView?.presentationFrame)
        #expect(moving.minY > 44 && moving.minY < 400, "on its way down")
        host.settle()
        #expect(sheet.presentedView?.frame.minY == 400)
    }

    @Test func theDimmingStopsAtTheLargestUndimmedDetentAndTouchesReachThePresenter() throws {
        var tapped = false
        let (host, presenter, _, sheet) = presentSheet {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
        presenter.view.addSubview(button)
        host.advance(by: 0)
        #expect(host.snapshot().pixel(x: 300, y: 300) == (255, 255, 255, 255), "no dimming at the medium detent")
        host.tap(at: CGPoint(x: 60, y: 120))
        #expect(tapped, "the presenter takes touches above an undimmed sheet")
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        host.settle()
        #expect(host.snapshot().pixel(x: 300, y: 20).r < 200, "dimmed at the large detent")
    }

    @Test func draggingUpSettlesAtTheLargeDetentAndTellsTheDelegate() throws {
        let log = SheetDelegateLog()
        let (host, _, _, sheet) = presentSheet {
            $0.detents = [.medium(), .large()]
            $0.delegate = log
        }
        host.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 150), duration: 0.3)
        host.settle()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(sheet.presentedView?.frame == CGRect(x: 0, y: 44, width: 400, height: 756))
        #expect(log.entries == ["detent com.apple.UIKit.large"])
        // A small drag springs back to where it was.
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 340), duration: 0.5)
        host.settle()
        #expect(sheet.presentedView?.frame.minY == 44)
    }

    @Test func aSwipeDownDismissesAndTheDelegateHearsOfIt() {
        let log = SheetDelegateLog()
        let (host, presenter, _, _) = presentSheet { $0.delegate = log }
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.25)
        host.settle()
        #expect(presenter.presentedViewController == nil)
        #expect(log.entries == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(host.window.subviews.allSatisfy { !($0 is UITransitionView) })
    }

    @Test func aModalSheetOrARefusingDelegateKeepsTheSheet() throws {
        let log = SheetDelegateLog()
        let (host, presenter, content, sheet) = presentSheet { $0.delegate = log }
        content.isModalInPresentation = true
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.25)
        host.settle()
        #expect(presenter.presentedViewController === content)
        #expect(sheet.presentedView?.frame.minY == 44, "back in place")
        #expect(log.entries == ["didAttemptToDismiss"])
        content.isModalInPresentation = false
        log.allowsDismissal = false
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.25)
        host.settle()
        #expect(presenter.presentedViewController === content)
        #expect(log.entries == ["didAttemptToDismiss", "shouldDismiss", "didAttemptToDismiss"])
    }

    @Test func customDetentsResolveFromTheContextAndMediumSleepsInCompactHeight() throws {
        let (_, _, _, sheet) = presentSheet {
            $0.detents = [.custom { context in context.maximumDetentValue * 0.25 }, .large()]
        }
        #expect(sheet.presentedView?.frame.height == 756 * 0.25)
        let (_, _, _, short) = presentSheet(size: CGSize(width: 450, height: 400)) { $0.detents = [.medium(), .large()] }
        #expect(short.presentedView?.frame == CGRect(x: 0, y: 44, width: 450, height: 356), "medium is inactive in compact height")
    }

    @Test func theGrabberShowsWhenPreferred() throws {
        let (host, _, _, sheet) = presentSheet { $0.prefersGrabberVisible = true }
        #expect(host.displayList.description.contains("fill (0, 0, 36, 5) transform(1, 0, 0, 1, 182, 49)"), "36 × 5 points, centred, 5 points down")
        sheet.prefersGrabberVisible = false
        host.advance(by: 0)
        #expect(!host.displayList.description.contains("fill (0, 0, 36, 5) transform(1, 0, 0, 1, 182, 49)"))
        sheet.preferredCornerRadius = 24
        #expect(sheet.presentedView?.layer.cornerRadius == 24)
    }

    final class AppearanceLog: UIViewController {
        var entries: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); entries.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); entries.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); entries.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); entries.append("didDisappear") }
    }

    /// Swiping a sheet down is an interactive dismissal, as in UIKit: viewWillDisappear and the
    /// delegate's presentationControllerWillDismiss when the drag starts, a transition coordinator
    /// during it, the sheet under the finger; let go early and it comes back (viewWillAppear,
    /// viewDidAppear); swipe far and it is dismissed (didDisappear, presentationControllerDidDismiss).
    @Test func swipingASheetDownIsAnInteractiveDismissal() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let presenter = UIViewController()
        host.rootViewController = presenter
        let content = AppearanceLog()
        let sheet = try #require(content.sheetPresentationController)
        let delegate = SheetDelegateLog()
        sheet.delegate = delegate
        content.modalPresentationStyle = .pageSheet
        presenter.present(content, animated: true)
        host.settle()
        content.entries.removeAll()
        let top = try #require(sheet.presentedView).frame.minY   // 44: the large detent
        host.press(at: CGPoint(x: 200, y: top + 20))
        host.advance(by: 1 / 60)
        host.move(to: CGPoint(x: 200, y: top + 60))
        host.advance(by: 1 / 60)
        host.move(to: CGPoint(x: 200, y: top + 120))
        host.advance(by: 1 / 60)
        #expect(content.entries == ["willDisappear"], "the dismissal began with the drag")
        #expect(delegate.entries == ["shouldDismiss", "willDismiss"])
        #expect(content.transitionCoordinator != nil)
        let underFinger = sheet.presentedView!.presentationFrame.minY
        #expect(abs(underFinger - (top + 100)) < 2, "the sheet follows the finger: \(underFinger)")
        host.advance(by: 0.5)
        host.release(at: CGPoint(x: 200, y: top + 120))
        host.settle()
        #expect(content.entries == ["willDisappear", "willAppear", "didAppear"], "let go early: back, and appearing again")
        #expect(presenter.presentedViewController === content)
        #expect(sheet.presentedView?.frame.minY == top)
        content.entries.removeAll()
        host.drag(from: CGPoint(x: 200, y: top + 20), to: CGPoint(x: 200, y: 780), duration: 0.2)
        host.settle()
        #expect(content.entries == ["willDisappear", "didDisappear"])
        #expect(presenter.presentedViewController == nil)
        #expect(delegate.entries.suffix(2) == ["willDismiss", "didDismiss"])
    }
}
