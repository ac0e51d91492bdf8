import Testing
import UIKit
@testable import UIKitTesting
import LabTestSupport
@testable import UIKitCore

/// Records what a scroll view tells its delegate, in order.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var events: [String] = []
    var scrolls = 0
    var releaseVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// When set, the delegate moves the resting offset here on release.
    var chosenTarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let chosenTarget { targetContentOffset.pointee = chosenTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
}

@MainActor
@Suite struct ScrollViewTests {
    /// A 320 × 480 window holding a full-size scroll view over 2,000 points of striped content.
    private func makeList(contentHeight: CGFloat = 2000) -> (HeadlessHost, UIScrollView, ScrollRecorder) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let controller = UIViewController()
        host.rootViewController = controller
        let scrollView = UIScrollView(frame: controller.view.bounds)
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 320, height: contentHeight)
        for row in 0..<Int(contentHeight / 50) {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 50, width: 320, height: 50))
            stripe.backgroundColor = row % 2 == 0 ? .systemBlue : .white
            scrollView.addSubview(stripe)
        }
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        controller.view.addSubview(scrollView)
        host.advance(by: 0)
        return (host, scrollView, recorder)
    }

    /// A slow drag: press, move in small steps over a second, hold still, release (no fling).
    private func slowDrag(_ host: HeadlessHost, from start: CGPoint, to end: CGPoint) {
        host.press(at: start)
        for step in 1...30 {
            let share = CGFloat(step) / 30
            host.advance(by: 1.0 / 30)
            host.move(to: CGPoint(x: start.x + (end.x - start.x) * share, y: start.y + (end.y - start.y) * share))
        }
        host.advance(by: 0.2)
        host.release(at: end)
    }

    @Test func contentOffsetIsTheBoundsOriginAndMovesTheContent() {
        let (host, scrollView, recorder) = makeList()
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(recorder.scrolls == 1)
        // Rows are 50 points, blue on even rows: content y 100…150 (blue) shows at −20…30, then white.
        host.advance(by: 0)
        let shot = host.snapshot()
        let blue = UIColor.systemBlue.rgba
        #expect(close(shot.pixel(x: 100, y: 10), (UInt8(blue.red * 255), UInt8(blue.green * 255), UInt8(blue.blue * 255), 255)))
        #expect(shot.pixel(x: 100, y: 40) == (255, 255, 255, 255))
        #expect(scrollView.subviews[3].convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 30))
    }

    @Test func aSlowDragMovesTheContentWithTheFingerAndRests() {
        let (host, scrollView, recorder) = makeList()
        slowDrag(host, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 150))
        #expect(abs(scrollView.contentOffset.y - 250) < 0.5)
        host.settle()
        #expect(abs(scrollView.contentOffset.y - 250) < 0.5)
        #expect(recorder.events.first == "willBeginDragging")
        #expect(recorder.events.contains("willEndDragging"))
        #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isDecelerating)
    }

    @Test func aFlickDeceleratesToTheTargetItAnnounced() {
        let (host, scrollView, recorder) = makeList(contentHeight: 20_000)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        let released = scrollView.contentOffset.y
        let velocity = try! #require(recorder.releaseVelocity)
        // UIKit reports the release velocity in points per millisecond: 200 points in 0.1 s is 2.
        #expect(velocity.y > 1.5 && velocity.y < 2.5)
        let target = try! #require(recorder.proposedTarget)
        // The projection of the normal rate: v / (−1000 ln 0.998) seconds of velocity.
        let glide: CGFloat = velocity.y * 1000 / (-1000 * log(CGFloat(0.998)))
        #expect(abs(target.y - (released + glide)) < 1)
        host.advance(by: 0.5)
        #expect(scrollView.isDecelerating && scrollView.contentOffset.y > released && scrollView.contentOffset.y < target.y)
        host.settle()
        #expect(abs(scrollView.contentOffset.y - target.y) < 1)
        #expect(recorder.events.suffix(4) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
    }

    @Test func theFastRateStopsSooner() {
        let (host, scrollView, _) = makeList(contentHeight: 20_000)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        host.settle()
        let normal = scrollView.contentOffset.y
        let (fastHost, fastView, _) = makeList(contentHeight: 20_000)
        fastView.decelerationRate = .fast
        fastHost.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        fastHost.settle()
        #expect(fastView.contentOffset.y < normal - 500)
    }

    @Test func pullingPastTheTopStretchesWithTheRubberBandAndSpringsBack() {
        let (host, scrollView, _) = makeList()
        host.press(at: CGPoint(x: 160, y: 100))
        for step in 1...20 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 160, y: 100 + CGFloat(step) * 10)) }
        // 200 points of pull on a 480-point view: (1 − 1 / (200 × 0.55 / 480 + 1)) × 480.
        let pull: CGFloat = 200, height: CGFloat = 480
        let stretch: CGFloat = (1 - 1 / (pull * 0.55 / height + 1)) * height
        #expect(abs(scrollView.contentOffset.y + stretch) < 0.5)
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 160, y: 300))
        host.advance(by: 0.1)
        #expect(scrollView.contentOffset.y < 0 && scrollView.contentOffset.y > -stretch)
        host.settle()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func withoutBouncingTheContentStopsAtItsEdge() {
        let (host, scrollView, _) = makeList()
        scrollView.bounces = false
        host.press(at: CGPoint(x: 160, y: 100))
        for step in 1...10 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 160, y: 100 + CGFloat(step) * 20)) }
        #expect(scrollView.contentOffset.y == 0)
        host.release(at: CGPoint(x: 160, y: 300))
        host.settle()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func contentThatFitsDoesNotScrollUnlessItAlwaysBounces() {
        let (host, scrollView, _) = makeList(contentHeight: 300)
        host.press(at: CGPoint(x: 160, y: 300))
        for step in 1...10 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 160, y: 300 - CGFloat(step) * 10)) }
        #expect(scrollView.contentOffset.y == 0)
        host.release(at: CGPoint(x: 160, y: 200))
        scrollView.alwaysBounceVertical = true
        host.press(at: CGPoint(x: 160, y: 300))
        for step in 1...10 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 160, y: 300 - CGFloat(step) * 10)) }
        #expect(scrollView.contentOffset.y > 0)
        host.release(at: CGPoint(x: 160, y: 200))
        host.settle()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func directionalLockKeepsADragOnItsFirstAxis() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300))
        let controller = UIViewController()
        host.rootViewController = controller
        let grid = UIScrollView(frame: controller.view.bounds)
        grid.contentSize = CGSize(width: 2000, height: 2000)
        grid.isDirectionalLockEnabled = true
        controller.view.addSubview(grid)
        host.advance(by: 0)
        // Mostly up, a little sideways: only the vertical offset moves.
        slowDrag(host, from: CGPoint(x: 200, y: 250), to: CGPoint(x: 170, y: 50))
        #expect(grid.contentOffset.x == 0 && grid.contentOffset.y > 150)
        grid.isDirectionalLockEnabled = false
        grid.contentOffset = .zero
        slowDrag(host, from: CGPoint(x: 200, y: 250), to: CGPoint(x: 170, y: 50))
        #expect(grid.contentOffset.x > 20 && grid.contentOffset.y > 150)
    }

    /// Five 300-point pages in a 300 × 200 window.
    private func makePages(delegate: UIScrollViewDelegate? = nil) -> (HeadlessHost, UIScrollView) {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200))
        let controller = UIViewController()
        host.rootViewController = controller
        let pages = UIScrollView(frame: controller.view.bounds)
        pages.isPagingEnabled = true
        pages.contentSize = CGSize(width: 1500, height: 200)
        pages.delegate = delegate
        controller.view.addSubview(pages)
        host.advance(by: 0)
        return (host, pages)
    }

    @Test func pagingTurnsOnePageForAFlick() {
        let (host, pages) = makePages()
        host.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 170, y: 100), duration: 0.1)
        host.settle()
        #expect(pages.contentOffset == CGPoint(x: 300, y: 0))
        // A slow drag less than half a page comes back; more than half goes on.
        slowDrag(host, from: CGPoint(x: 250, y: 100), to: CGPoint(x: 150, y: 100))
        host.settle()
        #expect(pages.contentOffset == CGPoint(x: 300, y: 0))
        slowDrag(host, from: CGPoint(x: 280, y: 100), to: CGPoint(x: 80, y: 100))
        host.settle()
        #expect(pages.contentOffset == CGPoint(x: 600, y: 0))
    }

    /// UIKit ignores a delegate's change of the stop offset while paging, and logs that it did.
    @Test func aPagingScrollViewKeepsItsPageWhateverTheDelegateSays() {
        let recorder = ScrollRecorder()
        recorder.chosenTarget = CGPoint(x: 1200, y: 0)
        let (host, pages) = makePages(delegate: recorder)
        host.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 170, y: 100), duration: 0.1)
        host.settle()
        #expect(pages.contentOffset == CGPoint(x: 300, y: 0))
    }

    /// Apple, *isTracking*: true when the user has touched the content, even before dragging; a
    /// finger on a gliding scroll view stops it where it is (and it has ended decelerating).
    @Test func aTouchTracksAtOnceAndCatchesAGlide() {
        let (host, scrollView, recorder) = makeList(contentHeight: 20_000)
        host.press(at: CGPoint(x: 160, y: 300))
        #expect(scrollView.isTracking && !scrollView.isDragging)
        host.release(at: CGPoint(x: 160, y: 300))
        #expect(!scrollView.isTracking)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.1)
        host.advance(by: 0.2)
        #expect(scrollView.isDecelerating)
        recorder.events.removeAll()
        host.press(at: CGPoint(x: 160, y: 300))
        let caught = scrollView.contentOffset
        #expect(!scrollView.isDecelerating && scrollView.isTracking)
        #expect(recorder.events == ["didEndDecelerating"])
        host.advance(by: 0.5)
        #expect(scrollView.contentOffset == caught, "held where the finger caught it")
        host.release(at: CGPoint(x: 160, y: 300))
        host.settle()
        #expect(scrollView.contentOffset == caught)
    }

    @Test func theDelegateChoosesWhereTheContentRests() {
        let (host, scrollView, recorder) = makeList(contentHeight: 20_000)
        recorder.chosenTarget = CGPoint(x: 0, y: 650)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        host.settle()
        #expect(scrollView.contentOffset.y == 650)
    }

    @Test func animatedOffsetChangesGlideOverAThirdOfASecond() {
        let (host, scrollView, recorder) = makeList()
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scrollView.contentOffset.y == 0)
        host.advance(by: 0.15)
        #expect(scrollView.contentOffset.y > 100 && scrollView.contentOffset.y < 500)
        host.advance(by: 0.2)
        #expect(scrollView.contentOffset.y == 600)
        #expect(recorder.events == ["didEndScrollingAnimation"])
        #expect(recorder.scrolls > 5)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1400, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset.y == CGFloat(1500 - 480))
    }

    @Test func theWheelScrollsTheInnermostScrollViewThatCanMove() {
        let (host, outer, _) = makeList()
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
        carousel.contentSize = CGSize(width: 1000, height: 100)
        outer.addSubview(carousel)
        host.advance(by: 0)
        host.scroll(at: CGPoint(x: 100, y: 150), by: CGVector(dx: 0, dy: 120))
        #expect(outer.contentOffset.y == 120 && carousel.contentOffset == .zero)
        host.scroll(at: CGPoint(x: 100, y: 40), by: CGVector(dx: 60, dy: 0))
        #expect(carousel.contentOffset.x == 60)
        // Held inside the content: no stretch past the bottom.
        host.scroll(at: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: 5000))
        #expect(outer.contentOffset.y == CGFloat(2000 - 480))
    }

    @Test func theIndicatorsShowWhileScrollingThenFade() {
        let (host, scrollView, _) = makeList()
        func indicatorFills() -> [String] {
            host.displayList.commands.map(\.description).filter { $0.hasPrefix("fill (314,") || $0.contains("radius 1.5") }
        }
        #expect(indicatorFills().isEmpty)
        host.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: 740))
        let bars = scrollView.indicatorRects()
        // 3 points thick, 3 from the trailing edge; 480 / 2,000 of a 474-point track, half-way down it.
        #expect(bars.count == 1)
        #expect(bars[0].minX == 314 && bars[0].width == 3)
        #expect(abs(bars[0].height - 474 * 480 / 2000) < 0.01)
        #expect(abs(bars[0].minY - (740 + 3 + (474 - bars[0].height) * 740 / 1520)) < 0.01)
        #expect(indicatorFills().count == 1)
        host.advance(by: 0.4)
        #expect(indicatorFills().count == 1)
        host.settle()
        #expect(indicatorFills().isEmpty)
        scrollView.showsVerticalScrollIndicator = false
        host.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: 10))
        #expect(indicatorFills().isEmpty)
    }

    @Test func aScrolledListDrawsItsIndicator() {
        let (host, _, _) = makeList()
        host.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: 425))
        expectGolden(host.snapshot(), "scroll-view-indicator")
    }

    @Test func adjustedContentInsetAddsTheSafeAreaOnScrollableAxes() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        host.rootViewController = controller
        let list = UIScrollView(frame: controller.view.bounds)
        list.contentSize = CGSize(width: controller.view.bounds.width, height: 3000)
        controller.view.addSubview(list)
        host.advance(by: 0)
        let safe = host.window.safeAreaInsets
        #expect(safe.top > 0)
        #expect(list.adjustedContentInset == UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0))
        // At rest at its top, the list stays at its top under the inset.
        #expect(list.contentOffset.y == -safe.top)
        list.contentInsetAdjustmentBehavior = .never
        #expect(list.adjustedContentInset == .zero && list.contentOffset.y == 0)
        list.contentInsetAdjustmentBehavior = .always
        #expect(list.adjustedContentInset.left == safe.left && list.adjustedContentInset.top == safe.top)
        list.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(list.adjustedContentInset.top == safe.top + 10)
    }
}

@MainActor
@Suite struct KeyValueObservingTests {
    @Test func observingTheContentOffsetReportsEachChangeAtOnce() {
        let (_, scrollView) = list()
        var changes: [(old: CGPoint?, new: CGPoint?)] = []
        let observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { view, change in
            changes.append((change.oldValue, change.newValue))
            #expect(view.contentOffset == change.newValue)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(changes.count == 1)
        #expect(changes.last?.old == .zero && changes.last?.new == CGPoint(x: 0, y: 50))
        observation.invalidate()
        scrollView.contentOffset = CGPoint(x: 0, y: 80)
        #expect(changes.count == 1)
    }

    /// Foundation's automatic observation calls the handler on every set, also when the new value
    /// equals the old one (NSKeyValueObserving: "automatic change notification … each time the
    /// setter is invoked"); a property that was not set does not report. A scroll view's offset is
    /// the exception: UIKit leaves it alone when it is set to itself (docs/PORTING.md).
    @Test func settingAnEqualValueReportsToo() {
        let (_, scrollView) = list()
        var offsets: [CGPoint?] = [], alphas = 0, texts: [String?] = []
        let offset = scrollView.observe(\.contentOffset, options: [.new]) { _, change in offsets.append(change.newValue) }
        let alpha = scrollView.observe(\.alpha) { _, _ in alphas += 1 }
        scrollView.alpha = 1
        scrollView.alpha = 1
        #expect(alphas == 2 && offsets.isEmpty, "only the observers of the property that was set")
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(offsets == [CGPoint(x: 0, y: 10)], "an offset set to itself tells nobody")
        let field = UITextField()
        let text = field.observe(\.text, options: [.new]) { _, change in texts.append(change.newValue ?? nil) }
        field.text = ""
        #expect(texts == [""])
        withExtendedLifetime((offset, alpha, text)) {}
    }

    /// A bottom-sheet library holds its list still while the sheet moves: its observer of the
    /// list's offset sets the offset back from inside its handler, again on every call. On iOS that
    /// settles at once, since the second set changes nothing; it must not recurse here either.
    @Test func anObserverThatSetsTheOffsetBackFromItsHandlerSettles() {
        let (host, scrollView) = list()
        var calls = 0
        let held = CGPoint(x: 0, y: 0)
        let observation = scrollView.observe(\.contentOffset, options: .old) { view, _ in
            calls += 1
            _ = view.safeAreaInsets
            _ = view.window?.rootViewController?.view.safeAreaInsets
            view.setContentOffset(held, animated: false)
        }
        host.drag(from: CGPoint(x: 100, y: 180), to: CGPoint(x: 100, y: 20), duration: 0.3)
        host.settle()
        #expect(scrollView.contentOffset == held)
        #expect(calls > 0 && calls < 100, "called once for each move and once for each set back, \(calls) in all")
        withExtendedLifetime(observation) {}
    }

    /// A handler that changes what it observes to a new value every time never settles; on a
    /// device the stack runs out. The lab stops calling it past a depth and says so once.
    @Test func aHandlerThatNeverSettlesIsStoppedNotRecursedWithoutEnd() {
        let (host, scrollView) = list()
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        var calls = 0
        let observation = host.run {
            scrollView.observe(\.alpha) { view, _ in
                calls += 1
                view.alpha = view.alpha == 1 ? 0.5 : 1
            }
        }
        host.run { scrollView.alpha = 0.9 }
        #expect(calls == NSKeyValueObservation.deepestNesting)
        #expect(warnings.count == 1 && warnings[0].contains("observe(") && warnings[0].contains("without settling"))
        withExtendedLifetime(observation) {}
    }

    /// A key path written with the app's own subclass as its root names the same property.
    @Test func aSubclassKeyPathIsAnnouncedAtOnce() {
        final class Feed: UIScrollView {}
        let feed = Feed(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var reports = 0
        let observation = feed.observe(\.contentOffset) { _, _ in reports += 1 }
        feed.contentOffset = CGPoint(x: 0, y: 10)
        feed.contentOffset = CGPoint(x: 0, y: 20)
        #expect(reports == 2)
        withExtendedLifetime(observation) {}
    }

    /// Any NSObject of the app can be observed, as in Foundation. Without `@objc dynamic` (the
    /// porting rule drops it) the value is compared at the end of each frame of the host, and a
    /// setter that calls `didChangeValue(for:)` reports at once, equal values included.
    @Test func anAppObjectIsObserved() {
        final class Basket: NSObject {
            var count = 0
            var total = 0 { didSet { didChangeValue(for: \.total) } }
        }
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let basket = Basket()
        var counts: [(Int?, Int?)] = [], totals: [Int?] = []
        let (count, total) = host.run {
            (basket.observe(\.count, options: [.old, .new]) { _, change in counts.append((change.oldValue, change.newValue)) },
             basket.observe(\.total, options: [.new]) { _, change in totals.append(change.newValue) })
        }
        basket.count = 3
        #expect(counts.isEmpty, "nothing intercepts the setter")
        host.advance(by: 1.0 / 60)
        #expect(counts.count == 1 && counts[0].0 == 0 && counts[0].1 == 3)
        basket.total = 5
        basket.total = 5
        #expect(totals == [5, 5])
        host.advance(by: 1.0 / 60)
        #expect(totals == [5, 5] && counts.count == 1, "no change since, no report")
        withExtendedLifetime((count, total)) {}
    }

    @Test func optionsDecideWhatTheChangeCarries() {
        let (_, scrollView) = list()
        var calls: [(CGSize?, CGSize?)] = []
        let observation = scrollView.observe(\.contentSize, options: [.initial]) { _, change in
            calls.append((change.oldValue, change.newValue))
        }
        #expect(calls.count == 1)
        scrollView.contentSize = CGSize(width: 10, height: 10)
        #expect(calls.count == 2 && calls[1].0 == nil && calls[1].1 == nil)
        withExtendedLifetime(observation) {}
    }

    @Test func aFrameChangeReportsOnce() {
        let (_, scrollView) = list()
        var frames: [CGRect] = []
        let observation = scrollView.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue!) }
        scrollView.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        #expect(frames == [CGRect(x: 10, y: 20, width: 100, height: 100)])
        withExtendedLifetime(observation) {}
    }

    @Test func aDroppedObservationStopsReporting() {
        let (_, scrollView) = list()
        var count = 0
        var observation: NSKeyValueObservation? = scrollView.observe(\.alpha) { _, _ in count += 1 }
        scrollView.alpha = 0.5
        #expect(count == 1)
        observation = nil
        scrollView.alpha = 0.2
        #expect(count == 1 && observation == nil)
    }

    @Test func otherKeyPathsReportByTheNextFrame() {
        let (host, scrollView) = list()
        var tags: [Int] = []
        let observation = scrollView.observe(\.tag, options: [.new]) { _, change in tags.append(change.newValue!) }
        scrollView.tag = 7
        host.advance(by: 1.0 / 60)
        #expect(tags == [7])
        withExtendedLifetime(observation) {}
    }

    /// Foundation's `invalidate()` may be called from a `deinit`, the usual place to end an
    /// observation an object holds (Swift 6 runs a deinit outside the main actor).
    @MainActor final class Watcher {
        var observation: NSKeyValueObservation?
        var seen = 0
        init(_ view: UIView) { observation = view.observe(\.alpha) { [unowned self] _, _ in seen += 1 } }
        deinit { observation?.invalidate() }
    }

    @Test func anObservationCanBeInvalidatedFromADeinit() {
        let (_, scrollView) = list()
        var watcher: Watcher? = Watcher(scrollView)
        scrollView.alpha = 0.5
        #expect(watcher?.seen == 1)
        let observation = watcher?.observation
        watcher = nil
        scrollView.alpha = 0.1
        #expect(observation != nil, "the observation outlives its watcher here, yet reports no more")
    }

    /// A layer is an NSObject with block-based KVO too (`layer.observe(\.bounds)`), as in
    /// Foundation; a `.prior` request is valid code and keeps running (after-change calls only).
    @Test func aLayerIsObservedAndThePriorOptionDoesNotStop() {
        let (host, scrollView) = list()
        var sizes: [CGSize] = []
        let observation = scrollView.layer.observe(\.bounds, options: [.new, .prior]) { _, change in
            sizes.append(change.newValue?.size ?? .zero)
        }
        scrollView.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        #expect(sizes == [CGSize(width: 120, height: 80)], "announced by the view's setter, at once")
        scrollView.layer.cornerRadius = 4
        var radii: [CGFloat] = []
        let radius = scrollView.layer.observe(\.cornerRadius, options: [.new]) { _, change in radii.append(change.newValue ?? -1) }
        scrollView.layer.cornerRadius = 9
        host.advance(by: 1.0 / 60)
        #expect(radii == [9], "other key paths by the next frame")
        withExtendedLifetime((observation, radius)) {}
    }

    private func list() -> (HeadlessHost, UIScrollView) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let controller = UIViewController()
        host.rootViewController = controller
        let scrollView = UIScrollView(frame: controller.view.bounds)
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        controller.view.addSubview(scrollView)
        return (host, scrollView)
    }
}

@MainActor
@Suite struct ScrollViewAutoLayoutTests {
    /// A 300 × 400 window filled by a scroll view with no content size of its own.
    private func fullWindowScrollView() -> (HeadlessHost, UIScrollView) {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400))
        let controller = UIViewController()
        host.rootViewController = controller
        let scrollView = UIScrollView(frame: controller.view.bounds)
        controller.view.addSubview(scrollView)
        return (host, scrollView)
    }

    /// `content` added to `scrollView`, pinned to its content guide's edges, as wide as its frame
    /// guide and 1,200 points tall.
    private func addFullWidthContent(_ content: UIView, to scrollView: UIScrollView) -> [NSLayoutConstraint] {
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        return [
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ]
    }

    @Test func constraintsToTheContentGuideDecideTheContentSize() {
        let (host, scrollView) = fullWindowScrollView()
        let content = UIView()
        NSLayoutConstraint.activate(addFullWidthContent(content, to: scrollView))
        host.advance(by: 0)
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1200))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1200))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1200))
        #expect(scrollView.frameLayoutGuide.layoutFrame.size == CGSize(width: 300, height: 400))
    }

    @Test func theScrollViewsOwnEdgesMeanItsContentAsInUIKit() {
        let (host, scrollView) = fullWindowScrollView()
        let stack = UIView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
            stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -10),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            stack.heightAnchor.constraint(equalToConstant: 900),
        ])
        host.advance(by: 0)
        // The bottom constraint reaches the content's bottom, not the visible one: 10 + 900 + 10.
        #expect(scrollView.contentSize == CGSize(width: 300, height: 920))
        #expect(stack.frame == CGRect(x: 0, y: 10, width: 300, height: 900))
    }

    /// "Constraints between the height, width, or centers attach to the scroll view's frame": content
    /// pinned 20 points in from both edges and centred on the scroll view is the frame's width less 40.
    @Test func aScrollViewsCentreMeansItsFrame() {
        let (host, scrollView) = fullWindowScrollView()
        let stack = UIView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            scrollView.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 20),
            scrollView.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 20),
            stack.centerXAnchor.constraint(equalTo: scrollView.centerXAnchor),
            stack.heightAnchor.constraint(equalToConstant: 500),
        ])
        host.advance(by: 0)
        #expect(stack.frame == CGRect(x: 20, y: 20, width: 260, height: 500))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 540))
    }

    /// A scroll view holding 1,200 points of content pinned to its content guide, with `floating`
    /// added beside the content and pinned by `pin` once laid out.
    private func scrollingContent(floating: UIView, pin: (UIScrollView) -> [NSLayoutConstraint]) -> (HeadlessHost, UIScrollView, UIView) {
        let (host, scrollView) = fullWindowScrollView()
        let content = UIView()
        let contentConstraints = addFullWidthContent(content, to: scrollView)
        floating.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(floating)
        NSLayoutConstraint.activate(contentConstraints + [
            floating.widthAnchor.constraint(equalToConstant: 56),
            floating.heightAnchor.constraint(equalToConstant: 56),
        ] + pin(scrollView))
        host.advance(by: 0)
        return (host, scrollView, content)
    }

    /// Apple, *frameLayoutGuide*: "the untransformed frame rectangle of the scroll view … as opposed
    /// to its content rectangle". A button pinned to its bottom trailing corner stays there on
    /// screen as the content scrolls under it, while the content moves.
    @Test func aViewPinnedToTheFrameGuideStaysPutWhileTheContentScrolls() {
        let button = UIView()
        let (host, scrollView, content) = scrollingContent(floating: button) { scrollView in [
            button.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
            button.bottomAnchor.constraint(equalTo: scrollView.frameLayoutGuide.bottomAnchor, constant: -16),
        ] }
        #expect(button.convert(button.bounds, to: nil) == CGRect(x: 228, y: 328, width: 56, height: 56))
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        host.advance(by: 0)
        #expect(button.convert(button.bounds, to: nil) == CGRect(x: 228, y: 328, width: 56, height: 56), "still in the corner")
        #expect(button.frame.minY == 628, "in content coordinates it moved with the offset")
        #expect(content.convert(content.bounds, to: nil).minY == -300, "the content scrolled")
        #expect(scrollView.contentSize.height == 1200)
    }

    /// The same holds for a view inside the scroll view constrained to a view outside it: the
    /// constraint is between the two on screen, so the inner view does not scroll.
    @Test func aViewPinnedToAViewOutsideTheScrollViewStaysPut() throws {
        let badge = UIView()
        var outside: UIView?
        let (host, scrollView, _) = scrollingContent(floating: badge) { scrollView in
            let root = scrollView.superview!
            outside = root
            return [badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                    badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)]
        }
        _ = try #require(outside)
        #expect(badge.convert(badge.bounds, to: nil).origin == CGPoint(x: 10, y: 100))
        scrollView.setContentOffset(CGPoint(x: 0, y: 450), animated: false)
        host.advance(by: 0)
        #expect(badge.convert(badge.bounds, to: nil).origin == CGPoint(x: 10, y: 100))
    }
}
