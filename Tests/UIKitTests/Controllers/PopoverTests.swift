import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

/// A popover delegate that keeps popovers in compact width and records the dismissal calls.
@MainActor
final class PopoverDelegateLog: UIPopoverPresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { entries.append("prepare") }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { entries.append("didAttempt") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("didDismiss") }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        entries.append("didDismissPopover")
    }
}

@MainActor
@Suite struct PopoverTests {
    /// A host of `size` with a source button at `sourceFrame`, and a 300 × 200 popover controller
    /// configured by `configure` before it is presented from that button.
    private func presentPopover(size: CGSize = CGSize(width: 1000, height: 800),
                                sourceFrame: CGRect = CGRect(x: 100, y: 100, width: 120, height: 40),
                                _ configure: (UIPopoverPresentationController) -> Void = { _ in })
        -> (HeadlessHost, UIViewController, UIViewController, UIPopoverPresentationController) {
        let host = HeadlessHost(size: size)
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        host.rootViewController = presenter
        let button = UIButton(type: .system)
        button.frame = sourceFrame
        presenter.view.addSubview(button)
        let content = UIViewController()
        content.view.backgroundColor = .systemTeal
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController!
        popover.sourceView = button
        popover.sourceRect = button.bounds
        configure(popover)
        presenter.present(content, animated: true)
        host.settle()
        return (host, presenter, content, popover)
    }

    @Test func aPopoverHangsBelowItsSourceAtThePreferredSize() throws {
        let (host, presenter, content, popover) = presentPopover()
        #expect(content.presentationController === popover)
        #expect(popover.arrowDirection == .up)
        // Centred under the button's middle (x 160) but kept 10 points from the left edge.
        #expect(popover.presentedView?.frame == CGRect(x: 10, y: 140, width: 300, height: 213))
        #expect(content.view.frame.size == CGSize(width: 300, height: 200))
        let shot = host.snapshot()
        #expect(shot.pixel(x: 160, y: 148) == (255, 255, 255, 255), "the arrow, in the popover's colour, under the button")
        #expect(shot.pixel(x: 100, y: 250) == (48, 176, 199, 255), "the content")
        #expect(presenter.view.window != nil, "the presenter stays on screen, undimmed")
    }

    @Test func theArrowTurnsWhereThereIsRoom() {
        let (_, _, _, below) = presentPopover(sourceFrame: CGRect(x: 400, y: 700, width: 120, height: 40))
        #expect(below.arrowDirection == .down, "no room below: the popover sits above")
        #expect(below.presentedView?.frame.maxY == 700)
        let (_, _, _, side) = presentPopover { $0.permittedArrowDirections = .left }
        #expect(side.arrowDirection == .left)
        #expect(side.presentedView?.frame.minX == 220, "to the right of the button")
    }

    @Test func aTapOutsideDismissesUnlessRefusedAndPassthroughViewsStillWork() throws {
        let log = PopoverDelegateLog()
        var passthroughTaps = 0
        let (host, presenter, content, popover) = presentPopover { $0.delegate = log }
        #expect(log.entries == ["prepare"])
        let other = UIButton(type: .system)
        other.frame = CGRect(x: 800, y: 600, width: 100, height: 40)
        other.addAction(UIAction { _ in passthroughTaps += 1 }, for: .touchUpInside)
        presenter.view.addSubview(other)
        popover.passthroughViews = [other]
        host.tap(at: CGPoint(x: 850, y: 620))
        host.settle()
        #expect(passthroughTaps == 1 && presenter.presentedViewController === content)
        log.allowsDismissal = false
        host.tap(at: CGPoint(x: 700, y: 400))
        host.settle()
        #expect(presenter.presentedViewController === content)
        log.allowsDismissal = true
        host.tap(at: CGPoint(x: 700, y: 400))
        host.advance(by: 0.05)
        host.tap(at: CGPoint(x: 700, y: 400))
        host.settle()
        #expect(presenter.presentedViewController == nil)
        #expect(log.entries == ["prepare", "shouldDismiss", "didAttempt", "shouldDismiss", "didDismiss", "didDismissPopover"])
    }

    @Test func inCompactWidthAPopoverGoesFullScreenUnlessTheDelegateKeepsIt() throws {
        let (_, _, _, adapted) = presentPopover(size: CGSize(width: 390, height: 800))
        #expect(adapted.presentedView?.frame == CGRect(x: 0, y: 0, width: 390, height: 800))
        #expect(adapted.arrowDirection == .unknown)
        let log = PopoverDelegateLog()
        let (host, _, _, kept) = presentPopover(size: CGSize(width: 390, height: 800)) { $0.delegate = log }
        #expect(kept.arrowDirection == .up)
        #expect(kept.presentedView?.frame.size == CGSize(width: 300, height: 213))
        host.resize(to: CGSize(width: 1000, height: 800))
        host.settle()
        #expect(kept.arrowDirection == .up)
    }

    @Test func aPopoverAdaptsLiveWhenTheWindowNarrows() throws {
        let (host, _, _, popover) = presentPopover()
        host.resize(to: CGSize(width: 400, height: 800))
        host.settle()
        #expect(popover.presentedView?.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        host.resize(to: CGSize(width: 1000, height: 800))
        host.settle()
        #expect(popover.presentedView?.frame == CGRect(x: 10, y: 140, width: 300, height: 213))
    }

    @Test func tinyWindowsAndOddSizesLeaveFiniteFrames() throws {
        let (host, presenter, content, popover) = presentPopover { _ in }
        content.preferredContentSize = CGSize(width: CGFloat.infinity, height: -5)
        for size in [CGSize(width: 1, height: 1), CGSize(width: 2, height: 3), CGSize(width: 700, height: 40), CGSize(width: 1000, height: 800)] {
            host.resize(to: size)
            host.settle()
            let frame = try #require(popover.presentedView?.frame)
            #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite, "\(size)")
            #expect(frame.width >= 0 && frame.height >= 0)
        }
        #expect(presenter.presentedViewController === content)
    }

    @Test func aDetentThatResolvesToNonsenseIsInactive() throws {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let presenter = UIViewController()
        host.rootViewController = presenter
        let content = UIViewController()
        let sheet = try #require(content.sheetPresentationController)
        sheet.detents = [.custom { _ in .nan }, .large()]
        presenter.present(content, animated: false)
        host.settle()
        #expect(sheet.presentedView?.frame == CGRect(x: 0, y: 44, width: 400, height: 756), "the large detent, the other being inactive")
    }

    @Test func aPopoverFollowsItsSourceWhenItMoves() throws {
        let (host, presenter, _, popover) = presentPopover { $0.sourceRect = .zero }
        let button = try #require(popover.sourceView)
        button.frame.origin = CGPoint(x: 600, y: 300)
        presenter.view.setNeedsLayout()
        host.settle()
        #expect(popover.presentedView?.frame == CGRect(x: 510, y: 340, width: 300, height: 213), "below the button's new place")
        #expect(host.window.layoutPassFollowers.count == 1, "the shown popover follows the window's layout passes")
        presenter.dismiss(animated: true)
        host.settle()
        #expect(host.window.layoutPassFollowers.isEmpty, "a dismissed popover follows nothing")
    }

    /// A source filling the screen leaves no room on any side: the popover keeps its size and
    /// overlaps the source inside the margins, rather than shrinking to nothing at the edge.
    @Test func aSourceWithNoRoomAroundItIsOverlappedNotSqueezed() throws {
        let (host, _, content, popover) = presentPopover(sourceFrame: CGRect(x: 0, y: 0, width: 1000, height: 800))
        let frame = try #require(popover.presentedView?.frame)
        #expect(frame.size == CGSize(width: 300, height: 213))
        #expect(host.window.bounds.inset(by: popover.popoverLayoutMargins).contains(frame))
        #expect(content.view.frame.size == CGSize(width: 300, height: 200))
    }

    /// A source that leaves the window (its controller popped) leaves the popover where it was.
    @Test func aPopoverStaysWhereItWasWhenItsSourceLeavesTheWindow() throws {
        let (host, presenter, _, popover) = presentPopover()
        let before = try #require(popover.presentedView?.frame)
        popover.sourceView?.removeFromSuperview()
        presenter.view.setNeedsLayout()
        host.settle()
        #expect(popover.presentedView?.frame == before)
        // Laid out again (a taller window), it still points where the source was.
        host.resize(to: CGSize(width: 1000, height: 820))
        host.settle()
        #expect(popover.presentedView?.frame == before)
    }

    @Test func popoversFadeInAndOut() throws {
        let host = HeadlessHost(size: CGSize(width: 1000, height: 800))
        let presenter = UIViewController()
        host.rootViewController = presenter
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = presenter.view
        presenter.present(content, animated: true)
        host.advance(by: 0.1)
        let popoverView = try #require(content.popoverPresentationController?.presentedView)
        #expect(popoverView.presentationAlpha > 0 && popoverView.presentationAlpha < 1)
        host.settle()
        #expect(popoverView.alpha == 1)
    }

    /// A popover from a bar button item hangs from the item's button in the navigation bar, its
    /// arrow up at it (Apple: `barButtonItem` "anchor[s] the popover to the specified bar button item").
    @Test func aPopoverFromABarButtonItemHangsFromItsButtonInTheBar() throws {
        let host = HeadlessHost(device: .iPad10)
        let root = UIViewController()
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = share
        let navigation = UINavigationController(rootViewController: root)
        host.rootViewController = navigation
        host.settle()
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 320, height: 240)
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.barButtonItem = share
        root.present(content, animated: false)
        host.settle()
        let button = try #require(share.view)
        let item = button.convert(button.bounds, to: nil)
        let frame = try #require(popover.presentedView).convert(popover.presentedView!.bounds, to: nil)
        #expect(popover.arrowDirection == .up)
        #expect(frame.minY >= item.maxY - 0.5 && frame.minY < navigation.navigationBar.frame.maxY + 20, "just below the item: \(frame) under \(item)")
        #expect(frame.maxX <= host.window.bounds.width - 10 + 0.5 && frame.minX < item.midX && frame.maxX > item.midX,
                "over the item's middle, inside the margins")
    }
}
