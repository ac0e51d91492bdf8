import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitScreens

/// Page view controllers as Apple documents them (UIPageViewController,
/// UIPageViewControllerDataSource, UIPageViewControllerDelegate): a drag turns to the page the
/// data source gives on that side, telling the delegate before and after; a short drag settles
/// back; `setViewControllers` turns without the delegate; a data source that counts its pages gets
/// a page indicator. Sources: docs/PORTING.md, "Page view controllers".
@MainActor
@Suite struct PageViewControllerTests {
    /// A page that logs its appearance callbacks.
    final class Page: UIViewController {
        let number: Int
        var log: [String] = []
        init(_ number: Int) {
            self.number = number
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
    }

    final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages = [Page(0), Page(1), Page(2)]
        var counts = false
        var events: [String] = []
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            let number = (viewController as! Page).number
            return number > 0 ? pages[number - 1] : nil
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            let number = (viewController as! Page).number
            return number < pages.count - 1 ? pages[number + 1] : nil
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { counts ? pages.count : 0 }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            (pageViewController.viewControllers?.first as? Page)?.number ?? 0
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            events.append("will \(pendingViewControllers.map { ($0 as! Page).number })")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            let showing = (pageViewController.viewControllers?.first as? Page)?.number ?? -1
            events.append("did finished=\(finished) previous=\(previousViewControllers.map { ($0 as! Page).number }) completed=\(completed) showing=\(showing)")
        }
    }

    private func makeBook(counts: Bool = false, orientation: UIPageViewController.NavigationOrientation = .horizontal)
        -> (HeadlessHost, UIPageViewController, Book) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let book = Book()
        book.counts = counts
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation, options: nil)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        host.rootViewController = pager
        host.settle()
        return (host, pager, book)
    }

    private func showing(_ pager: UIPageViewController) -> Int? { (pager.viewControllers?.first as? Page)?.number }

    /// The page set shows, as the controller's child, filling its view.
    @Test func theSetPageShowsAsAChild() {
        let (_, pager, book) = makeBook()
        #expect(showing(pager) == 0 && pager.children.contains { $0 === book.pages[0] })
        #expect(book.pages[0].view.convert(book.pages[0].view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(book.pages[0].log == ["willAppear", "didAppear"])
        #expect(pager.gestureRecognizers.isEmpty, "the scroll style has no gesture recognizers of its own")
    }

    /// A drag past half way turns to the next page: the delegate hears willTransitionTo with it,
    /// then didFinishAnimating with the previous page and `completed`; the old page disappears.
    @Test func aDragPastHalfWayTurnsToTheNextPage() {
        let (host, pager, book) = makeBook()
        host.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 60, y: 240), duration: 0.6)
        host.settle()
        #expect(showing(pager) == 1)
        #expect(book.events == ["will [1]", "did finished=true previous=[0] completed=true showing=1"])
        #expect(book.pages[0].log.suffix(2) == ["willDisappear", "didDisappear"] && book.pages[0].parent == nil)
        #expect(book.pages[1].view.convert(book.pages[1].view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 320, height: 480))
        // And back again.
        host.drag(from: CGPoint(x: 20, y: 240), to: CGPoint(x: 280, y: 240), duration: 0.6)
        host.settle()
        #expect(showing(pager) == 0)
    }

    /// A short, slow drag settles back: the turn is reported as not completed and the page stays.
    @Test func aShortDragSettlesBackUncompleted() {
        let (host, pager, book) = makeBook()
        host.drag(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 200, y: 240), duration: 1.0)
        host.settle()
        #expect(showing(pager) == 0)
        #expect(book.events == ["will [1]", "did finished=true previous=[0] completed=false showing=0"])
        #expect(book.pages[1].parent == nil, "the page brought in leaves again")
    }

    /// The data source's nil before the first page: a drag that way bounces back with no turn.
    @Test func theFirstPageBouncesWithNothingBeforeIt() {
        let (host, pager, book) = makeBook()
        host.drag(from: CGPoint(x: 20, y: 240), to: CGPoint(x: 280, y: 240), duration: 0.6)
        host.settle()
        #expect(showing(pager) == 0 && book.events.isEmpty)
        #expect(book.pages[0].view.convert(CGPoint.zero, to: nil) == .zero, "the page is back in place")
    }

    /// setViewControllers(_:direction:animated:completion:) scrolls the new page in from the side
    /// the direction names, calls the completion with true, and does not tell the delegate.
    @Test func settingAPageAnimatedScrollsItInWithoutTheDelegate() {
        let (host, pager, book) = makeBook(counts: true)
        var completed: [Bool] = []
        pager.setViewControllers([book.pages[2]], direction: .forward, animated: true) { completed.append($0) }
        host.advance(by: 0.15)
        let x = book.pages[2].view.convert(CGPoint.zero, to: nil).x
        #expect(x > 0 && x < 320, "half way, the page comes in from the right: \(x)")
        host.settle()
        #expect(showing(pager) == 2 && completed == [true] && book.events.isEmpty)
        #expect(pager.pageIndicator.currentPage == 2, "the data source is asked for the index again")
    }

    /// "If both of the methods in 'Supporting a Page Indicator' are implemented … a page indicator
    /// is displayed": dots for the count, the index lit, following the turns.
    @Test func aCountingDataSourceGetsAPageIndicator() {
        let (host, pager, book) = makeBook(counts: true)
        #expect(!pager.pageIndicator.isHidden && pager.pageIndicator.numberOfPages == 3 && pager.pageIndicator.currentPage == 0)
        #expect(pager.pageIndicator.frame.maxY == 480 && book.pages[0].view.frame.height == 480 - UIPageControl.height,
                "the indicator sits below the pages")
        host.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 60, y: 200), duration: 0.6)
        host.settle()
        #expect(pager.pageIndicator.currentPage == 1)
        let (_, plain, _) = makeBook(counts: false)
        #expect(plain.pageIndicator.isHidden)
    }

    /// A vertical page view controller turns by dragging up.
    @Test func aVerticalOneTurnsByDraggingUp() {
        let (host, pager, book) = makeBook(orientation: .vertical)
        host.drag(from: CGPoint(x: 160, y: 450), to: CGPoint(x: 160, y: 100), duration: 0.6)
        host.settle()
        #expect(showing(pager) == 1 && book.events.last?.contains("completed=true") == true)
    }

    /// The wrong number of pages is UIKit's NSInvalidArgumentException; here its text is said and
    /// the pages stay as they were.
    @Test func theWrongNumberOfPagesIsSaidAndChangesNothing() {
        let (host, pager, book) = makeBook()
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        pager.setViewControllers([book.pages[1], book.pages[2]], direction: .forward, animated: false)
        #expect(showing(pager) == 0)
        #expect(warnings.count == 1 && warnings[0].contains("The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"))
    }

    /// Interface Builder's `<pageViewController>`: its transition style and orientation.
    @Test func aStoryboardsPageViewControllerKeepsItsStyleAndOrientation() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let pager = try #require(host.run { UIStoryboard(name: "Bars", bundle: .module).instantiateViewController(withIdentifier: "Pages") } as? UIPageViewController)
        #expect(pager.transitionStyle == .scroll && pager.navigationOrientation == .vertical && pager.spineLocation == .none)
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
