import Foundation

// Zooming, as UIKit's scroll view zooms: the delegate's `viewForZooming(in:)` is scaled by
// `zoomScale` (a transform on that view, whose frame then starts at the content's origin), and the
// content size follows its scaled frame. Two fingers (Alt+drag in the window, `pinch` in a host)
// zoom about their middle between `minimumZoomScale` and `maximumZoomScale`, a little past them
// while the fingers are down when `bouncesZoom`, springing back once they lift;
// `setZoomScale(_:animated:)` zooms about the middle of what shows, `zoom(to:animated:)` fits a
// rectangle of the zooming view. The delegate hears `scrollViewWillBeginZooming(_:with:)`,
// `scrollViewDidZoom(_:)` at each change and `scrollViewDidEndZooming(_:with:atScale:)`.
extension UIScrollView {
    /// How long an animated zoom (or the spring back past a limit) takes.
    static let zoomDuration: TimeInterval = 0.3

    /// The view zooming scales: the delegate's answer.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// `scale` kept within the zoom limits.
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        Swift.min(Swift.max(scale, minimumZoomScale), Swift.max(minimumZoomScale, maximumZoomScale))
    }

    /// Scales the zooming view to `scale`, keeping the content under `anchor` (a point of the
    /// scroll view's frame: what shows there) where it is; the offset stays within the content
    /// unless `clampsOffset` is false (fingers still down). Nothing without a zooming view.
    func applyZoomScale(_ scale: CGFloat, keeping anchor: CGPoint, clampsOffset: Bool = true) {
        guard let view = zoomingView, scale.isFinite, scale > 0 else { return }
        let old = storedZoomScale
        let contentPoint = CGPoint(x: (contentOffset.x + anchor.x) / old, y: (contentOffset.y + anchor.y) / old)
        storedZoomScale = scale
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        let offset = CGPoint(x: contentPoint.x * scale - anchor.x, y: contentPoint.y * scale - anchor.y)
        contentOffset = clampsOffset ? clampedOffset(offset) : offset
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms to `scale` (within the limits) about the middle of what shows.
    func performZoom(to scale: CGFloat, animated: Bool) {
        let target = clampedZoomScale(scale)
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        guard animated else { return applyZoomScale(target, keeping: middle) }
        UIView.animate(withDuration: UIScrollView.zoomDuration) { self.applyZoomScale(target, keeping: middle) }
    }

    /// Zooms so `rect` (in the zooming view's coordinates) fills what shows, within the limits, centred.
    func performZoom(toFit rect: CGRect, animated: Bool) {
        guard zoomingView != nil, rect.width > 0, rect.height > 0 else { return }
        let scale = clampedZoomScale(Swift.min(bounds.width / rect.width, bounds.height / rect.height))
        let change = {
            self.applyZoomScale(scale, keeping: .zero)
            self.contentOffset = self.clampedOffset(CGPoint(x: rect.midX * scale - self.bounds.width / 2,
                                                            y: rect.midY * scale - self.bounds.height / 2))
        }
        if animated { UIView.animate(withDuration: UIScrollView.zoomDuration, animations: change) } else { change() }
    }

    /// Zooming is on while the limits leave room to zoom: the pinch recognizer comes and goes with it.
    func zoomLimitsDidChange() {
        let enabled = maximumZoomScale > minimumZoomScale
        if enabled, pinchRecognizer == nil {
            let pinch = ScrollViewPinchGestureRecognizer(target: self, action: UIScrollView.handlePinch(_:))
            pinch.name = "UIScrollView.pinch"
            pinchRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if !enabled, let pinch = pinchRecognizer {
            removeGestureRecognizer(pinch)
            pinchRecognizer = nil
        }
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        let location = pinch.location(in: self)
        let anchor = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        switch pinch.state {
        case .began:
            guard zoomingView != nil else { return }
            pinchStartScale = storedZoomScale
            delegate?.scrollViewWillBeginZooming(self, with: zoomingView)
        case .changed:
            guard let start = pinchStartScale else { return }
            applyZoomScale(rubberBandedZoomScale(start * pinch.scale), keeping: anchor, clampsOffset: false)
        case .ended, .cancelled, .failed:
            guard pinchStartScale != nil else { return }
            pinchStartScale = nil
            let settled = clampedZoomScale(storedZoomScale)
            // Past a limit, or with the content pulled past its edges, it springs back.
            UIView.animate(withDuration: UIScrollView.zoomDuration) {
                self.applyZoomScale(settled, keeping: anchor)
            }
            delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: settled)
        default:
            break
        }
    }

    /// A scale past a limit, resisted as the fingers pull further (none past it without `bouncesZoom`).
    private func rubberBandedZoomScale(_ scale: CGFloat) -> CGFloat {
        let low = minimumZoomScale, high = Swift.max(minimumZoomScale, maximumZoomScale)
        guard bouncesZoom else { return clampedZoomScale(scale) }
        if scale > high { return high * pow(scale / high, 0.35) }
        if scale < low { return low * pow(scale / low, 0.35) }
        return scale
    }
}

/// The scroll view's pinch, which runs together with its pan, as UIKit's scroll view pans while
/// zooming; each pinch keeps the delegate that says so.
@MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    private let arbiter = ZoomGestureArbiter()

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delegate = arbiter
    }
}

/// Lets the scroll view's pan and pinch run together.
@MainActor
final class ZoomGestureArbiter: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer.view === gestureRecognizer.view && otherGestureRecognizer is UIPanGestureRecognizer
    }
}
