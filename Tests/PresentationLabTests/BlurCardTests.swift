import Testing
@testable import LabApp
import UIKit
import UIKitTesting
@testable import UIKitCore

/// The blur-card scenario: a blur fading in alongside, a card driven by an interruptible animator,
/// and a drag that finishes or cancels the dismissal.
@MainActor
@Suite struct BlurCardTests {
    private let size = CGSize(width: 390, height: 844)

    private func presented() -> (HeadlessHost, UIViewController, UIViewController) {
        let host = HeadlessHost(size: size)
        let root = ScenarioCatalog.scenario(named: "blur-card")!.makeRootViewController()
        host.rootViewController = root
        host.tap(at: CGPoint(x: 195, y: 175))
        host.settle()
        return (host, root, root.presentedViewController!)
    }

    /// The blur radius the display list shows, or nil when nothing is blurred.
    private func blurRadius(_ host: HeadlessHost) -> CGFloat? {
        for command in host.displayList.commands {
            if case let .backdropBlur(_, _, radius, _, _) = command { return radius }
        }
        return nil
    }

    @Test func theCardRisesOverABlurThatFadesInWithIt() throws {
        let host = HeadlessHost(size: size)
        let root = ScenarioCatalog.scenario(named: "blur-card")!.makeRootViewController()
        host.rootViewController = root
        host.tap(at: CGPoint(x: 195, y: 175))
        host.advance(by: 0.1)
        let card = try #require(root.presentedViewController)
        let halfWay = try #require(blurRadius(host))
        #expect(halfWay > 0 && halfWay < 16, "the blur is on its way in")
        #expect(card.view.presentationFrame.minY > 844 - 464, "the card is still rising")
        host.settle()
        #expect(blurRadius(host) == 16)
        #expect(card.view.frame == CGRect(x: 0, y: 844 - 464, width: 390, height: 464))
    }

    @Test func aLongDragDownDismissesTheCard() {
        let (host, root, _) = presented()
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 760), duration: 0.4)
        host.settle()
        #expect(root.presentedViewController == nil)
        #expect(blurRadius(host) == nil, "no blur left behind")
        #expect(host.window.subviews.allSatisfy { !($0 is UITransitionView) })
    }

    @Test func aShortSlowDragPutsTheCardBack() {
        let (host, root, card) = presented()
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 560), duration: 1)
        host.advance(by: 0)
        #expect(card.view.presentationFrame.minY > 844 - 464 + 20, "the card followed the finger down")
        host.settle()
        #expect(root.presentedViewController === card)
        #expect(card.view.frame == CGRect(x: 0, y: 844 - 464, width: 390, height: 464))
        #expect(card.view.presentationFrame == card.view.frame)
        #expect(blurRadius(host) == 16, "the blur is back in full")
    }

    @Test func aQuickFlickDismissesEvenAShortDrag() {
        let (host, root, _) = presented()
        host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 600), duration: 0.05)
        host.settle()
        #expect(root.presentedViewController == nil)
    }
}
