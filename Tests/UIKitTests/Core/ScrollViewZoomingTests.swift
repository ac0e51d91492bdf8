import Foundation
import Testing
@testable import UIKitTesting
import UIKit

/// Zooming scroll views, as UIKit documents them: the delegate's `viewForZooming(in:)` is scaled by
/// `zoomScale` within `minimumZoomScale` and `maximumZoomScale`, the content size follows its
/// scaled frame, a pinch zooms about the fingers' middle and springs back past a limit, and the
/// delegate hears each step. Sources: docs/PORTING.md.
@MainActor @Suite struct ScrollViewZoomingTests {
    final class Zooming: NSObject, UIScrollViewDelegate {
        let view: UIView?
        var events: [String] = []
        init(_ view: UIView?) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { events.append("willBegin") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { if events.last != "didZoom" { events.append("didZoom") } }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            events.append("didEnd \(scale)")
        }
    }

    /// A scroll view filling a screen `side` points square (100 by default) over a white picture
    /// twice as large with a red square in its top-left corner. The scroll view's delegate is weak:
    /// tests keep the returned one.
    private func photo(side: CGFloat = 100, delegate: (UIView) -> Zooming) -> (PlainScreen, UIScrollView, UIView, Zooming) {
        let screen = PlainScreen(size: CGSize(width: side, height: side))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        scroll.contentInsetAdjustmentBehavior = .never
        let picture = UIView(frame: CGRect(x: 0, y: 0, width: side * 2, height: side * 2))
        picture.backgroundColor = .white
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        corner.backgroundColor = .red
        picture.addSubview(corner)
        scroll.addSubview(picture)
        scroll.contentSize = picture.bounds.size
        let zooming = delegate(picture)
        scroll.delegate = zooming
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 4
        screen.controller.view.addSubview(scroll)
        screen.host.settle()
        return (screen, scroll, picture, zooming)
    }

    @Test func settingTheZoomScaleScalesTheViewAboutTheMiddleOfWhatShows() {
        let (screen, scroll, picture, zooming) = photo { Zooming($0) }
        #expect(scroll.zoomScale == 1 && scroll.pinchGestureRecognizer != nil)
        scroll.zoomScale = 2
        #expect(picture.frame == CGRect(x: 0, y: 0, width: 400, height: 400), "the zooming view's frame starts at the content's origin")
        #expect(scroll.contentSize == CGSize(width: 400, height: 400))
        #expect(scroll.contentOffset == CGPoint(x: 50, y: 50), "the middle of what showed stays in the middle")
        #expect(zooming.events == ["didZoom"])
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 4, "kept within maximumZoomScale")
        scroll.setZoomScale(0.1, animated: true)
        screen.host.settle()
        #expect(scroll.zoomScale == 0.5 && scroll.contentSize == CGSize(width: 100, height: 100))
        #expect(scroll.contentOffset == .zero)
    }

    @Test func zoomingToARectangleFitsItInWhatShows() {
        let (screen, scroll, _, zooming) = photo { Zooming($0) }
        defer { withExtendedLifetime(zooming) {} }
        scroll.zoom(to: CGRect(x: 100, y: 100, width: 50, height: 50), animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == CGPoint(x: 200, y: 200), "the rectangle's middle in the middle")
        // Drawn scaled: the red corner, 10 points, now reaches 20 points into the content.
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 50, height: 50), animated: false)
        screen.host.settle()
        let pixel = screen.host.snapshot().pixel(x: 15, y: 15)
        #expect(pixel.r > 200 && pixel.g < 60, "the corner drawn twice as large")
    }

    @Test func aPinchZoomsAndSpringsBackPastTheLimit() {
        // Two fingers start 100 points apart: a screen wide enough to hold them as they spread.
        let (screen, scroll, _, zooming) = photo(side: 300) { Zooming($0) }
        #expect(!scroll.isZooming)
        screen.host.pinch(at: CGPoint(x: 150, y: 150), scale: 2, duration: 0.4)
        screen.host.settle()
        #expect(abs(scroll.zoomScale - 2) < 0.15, "two fingers twice as far apart: about twice the size")
        #expect(zooming.events.first == "willBegin" && zooming.events.contains("didZoom"))
        #expect(zooming.events.last?.hasPrefix("didEnd") == true)
        screen.host.pinch(at: CGPoint(x: 150, y: 150), scale: 2.5, duration: 0.4)
        screen.host.settle()
        #expect(scroll.zoomScale == 4, "past the maximum, it springs back to it")
        #expect(scroll.contentOffset.x >= 0 && scroll.contentOffset.x <= scroll.contentSize.width - 300)
    }

    @Test func withoutAViewForZoomingNothingZooms() {
        let (_, scroll, picture, _) = photo { _ in Zooming(nil) }
        scroll.zoomScale = 3
        #expect(scroll.zoomScale == 1 && picture.transform == .identity)
        scroll.maximumZoomScale = 0.5
        #expect(scroll.pinchGestureRecognizer == nil, "no room to zoom, no pinch")
        // Each scroll view's pinch has a delegate of its own: nothing is shared between hosts.
        let one = UIScrollView(), two = UIScrollView()
        one.maximumZoomScale = 2
        two.maximumZoomScale = 2
        #expect(one.pinchGestureRecognizer?.delegate != nil && one.pinchGestureRecognizer?.delegate !== two.pinchGestureRecognizer?.delegate)
    }
}
