import Testing
import UIKit
import UIKitTesting

/// A sheet holding a long list: the list and the sheet share one drag, handing over at the list's
/// top edge without a jump either way.
@MainActor
@Suite struct SheetScrollingTests {
    /// A 400 × 800 host presenting a medium/large sheet whose view is a 3,000-point list.
    private func presentList(_ configure: (UISheetPresentationController) -> Void = { _ in })
        -> (HeadlessHost, UIViewController, UIScrollView, UISheetPresentationController) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        host.rootViewController = presenter
        let content = UIViewController()
        let list = UIScrollView()
        list.backgroundColor = .systemTeal
        list.contentSize = CGSize(width: 400, height: 3000)
        content.view = list
        let sheet = content.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        configure(sheet)
        presenter.present(content, animated: true)
        host.settle()
        return (host, presenter, list, sheet)
    }

    /// Presses at `start` and moves by `dy` in steps of 10 points, a frame apart.
    private func pressAndMove(_ host: HeadlessHost, from start: CGPoint, by dy: CGFloat) -> CGPoint {
        host.press(at: start)
        var point = start
        let steps = Int(abs(dy) / 10)
        for _ in 0..<steps {
            host.advance(by: 1.0 / 60)
            point.y += dy < 0 ? -10 : 10
            host.move(to: point)
        }
        return point
    }

    @Test func draggingUpAtTheTopGrowsTheSheetFirstThenScrolls() {
        let (host, _, list, sheet) = presentList()
        #expect(sheet.presentedView?.frame.minY == 400)
        // 356 points take the sheet from medium (400 high) to large (756 high); the next 100 scroll.
        var point = pressAndMove(host, from: CGPoint(x: 200, y: 700), by: -200)
        #expect(abs(sheet.presentedView!.frame.minY - 200) < 0.5)
        #expect(list.contentOffset.y == 0)
        for _ in 0..<26 { host.advance(by: 1.0 / 60); point.y -= 10; host.move(to: point) }
        #expect(sheet.presentedView?.frame.minY == 44)
        #expect(abs(list.contentOffset.y - 104) < 0.5, "the 104 points past the large detent scroll the list")
        host.advance(by: 0.3)
        host.release(at: point)
        host.settle()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(abs(list.contentOffset.y - 104) < 0.5)
    }

    @Test func withoutExpandingTheListScrollsInTheMediumSheet() {
        let (host, _, list, sheet) = presentList { $0.prefersScrollingExpandsWhenScrolledToEdge = false }
        let point = pressAndMove(host, from: CGPoint(x: 200, y: 700), by: -200)
        #expect(sheet.presentedView?.frame.minY == 400)
        #expect(abs(list.contentOffset.y - 200) < 0.5)
        host.advance(by: 0.3)
        host.release(at: point)
        host.settle()
        #expect(sheet.presentedView?.frame.minY == 400)
    }

    @Test func draggingDownScrollsToTheTopThenMovesTheSheetWithoutAJump() {
        let (host, _, list, sheet) = presentList { $0.selectedDetentIdentifier = .large }
        list.contentOffset = CGPoint(x: 0, y: 100)
        var point = pressAndMove(host, from: CGPoint(x: 200, y: 200), by: 100)
        #expect(list.contentOffset.y == 0)
        #expect(sheet.presentedView?.frame.minY == 44, "the list used every point so far")
        for _ in 0..<5 { host.advance(by: 1.0 / 60); point.y += 10; host.move(to: point) }
        #expect(list.contentOffset.y == 0)
        #expect(sheet.presentedView?.frame.minY == 94, "the sheet follows the finger from the list's top")
        // Back up: the sheet returns to its detent first, then the list scrolls again.
        for _ in 0..<8 { host.advance(by: 1.0 / 60); point.y -= 10; host.move(to: point) }
        #expect(sheet.presentedView?.frame.minY == 44)
        #expect(list.contentOffset.y == 30)
        host.advance(by: 0.3)
        host.release(at: point)
        host.settle()
        #expect(sheet.selectedDetentIdentifier == .large && list.contentOffset.y == 30)
    }

    @Test func aDragDownFromTheTopDismissesTheSheet() {
        let (host, presenter, list, _) = presentList()
        let point = pressAndMove(host, from: CGPoint(x: 200, y: 450), by: 300)
        #expect(list.contentOffset.y == 0)
        host.release(at: point)
        host.settle()
        #expect(presenter.presentedViewController == nil)
    }

    @Test func theSheetsOwnDragStillWorksOutsideTheList() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let presenter = UIViewController()
        host.rootViewController = presenter
        let content = UIViewController()
        content.view.backgroundColor = .white
        let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
        list.contentSize = CGSize(width: 400, height: 1000)
        content.view.addSubview(list)
        content.sheetPresentationController!.detents = [.medium(), .large()]
        presenter.present(content, animated: true)
        host.settle()
        // Above the list (sheet y 400…500 is the content's top 100 points) the sheet itself drags.
        host.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 150), duration: 0.5)
        host.settle()
        #expect(content.sheetPresentationController!.selectedDetentIdentifier == .large)
        #expect(list.contentOffset.y == 0)
    }
}
