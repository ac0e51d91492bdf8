// Dragging the content: it follows the finger, stretches past its edges with UIKit's rubber band,
// and on release glides on from the finger's velocity. Inside a sheet the vertical movement is
// first offered to the sheet (ScrollDragHandoff), so a list at its top drags the sheet down.

/// A drag in progress.
struct ScrollDrag {
    /// The finger's translation at the last change.
    var lastTranslation: CGPoint = .zero
    /// The offset the finger alone would give, before the rubber band.
    var unbandedOffset: CGPoint
    /// The enclosing sheet offered the vertical movement, if any.
    weak var handoff: ScrollDragHandoff?
    /// Whether the handoff took any movement in this drag (then it settles on release).
    var handedOver = false
    /// With `isDirectionalLockEnabled`: the axis the drag's first clear movement chose (true: horizontal).
    var lockedToHorizontal: Bool?
}

/// Something outside a scroll view that takes part of its vertical drags: a sheet.
@MainActor
protocol ScrollDragHandoff: AnyObject {
    /// Offered `dy` points of finger movement (positive downwards) while `scrollView`'s content sits
    /// at its top edge or the handoff is already displaced; returns the part it took.
    func takeScrollDrag(_ dy: CGFloat, from scrollView: UIScrollView) -> CGFloat
    /// The drag that handed over ended, with the finger's vertical velocity in points per second.
    func scrollDragEnded(velocityY: CGFloat, cancelled: Bool)
}

extension UIScrollView {
    /// How far past its edge content goes for a pull of `overshoot` points (UIKit's rubber band,
    /// with constant 0.55): the stretch never reaches `dimension`.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(overshoot) * 0.55 / dimension + 1)) * dimension
        return overshoot < 0 ? -magnitude : magnitude
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isTracking = true
            isDragging = true
            drag = ScrollDrag(unbandedOffset: contentOffset, handoff: enclosingScrollHandoff)
            if keyboardDismissMode != .none, let responder = environment.firstResponder as? UIView,
               responder.isDescendant(of: self) || window === responder.window {
                responder.resignFirstResponder()
            }
            delegate?.scrollViewWillBeginDragging(self)
            dragMoved(to: pan.translation(in: self))
        case .changed:
            dragMoved(to: pan.translation(in: self))
        case .ended, .cancelled, .failed:
            guard let finished = drag else { return }
            refreshControlDragEnded()
            drag = nil
            isTracking = false
            let fingerVelocity = pan.state == .ended ? pan.velocity(in: self) : .zero
            if finished.handedOver {
                finished.handoff?.scrollDragEnded(velocityY: fingerVelocity.y, cancelled: pan.state != .ended)
            }
            // A drag the sheet took part in leaves the content where it is (unless it is stretched).
            let velocity = finished.handedOver ? .zero : CGPoint(x: -fingerVelocity.x, y: -fingerVelocity.y)
            dragEnded(velocity: velocity)
        default:
            break
        }
    }

    private func dragMoved(to translation: CGPoint) {
        guard var current = drag else { return }
        var dx = translation.x - current.lastTranslation.x
        var dy = translation.y - current.lastTranslation.y
        current.lastTranslation = translation
        let range = offsetRange
        if let handoff = current.handoff, dy != 0 {
            // Finger down: the content scrolls to its top first, the rest goes to the sheet.
            // Finger up: the sheet takes what it can (back to its detent, or up to the next one).
            let roomAbove = Swift.max(0, current.unbandedOffset.y - range.min.y)
            let offered = dy > 0 ? dy - Swift.min(dy, roomAbove) : dy
            if offered != 0 {
                let taken = handoff.takeScrollDrag(offered, from: self)
                if taken != 0 { current.handedOver = true }
                dy -= taken
            }
        }
        if !scrollsHorizontally { dx = 0 }
        if !scrollsVertically { dy = 0 }
        if isDirectionalLockEnabled && dx != 0 && dy != 0 || current.lockedToHorizontal != nil {
            // The first movement along one axis more than the other locks the drag to it.
            if current.lockedToHorizontal == nil, abs(translation.x) != abs(translation.y) {
                current.lockedToHorizontal = abs(translation.x) > abs(translation.y)
            }
            if let horizontal = current.lockedToHorizontal { if horizontal { dy = 0 } else { dx = 0 } }
        }
        current.unbandedOffset.x -= dx
        current.unbandedOffset.y -= dy
        drag = current
        contentOffset = bandedOffset(current.unbandedOffset, range: range)
    }

    /// The offset shown for a finger-given one: past an edge, stretched by the rubber band (or held
    /// at the edge when the scroll view does not bounce).
    private func bandedOffset(_ offset: CGPoint, range: (min: CGPoint, max: CGPoint)) -> CGPoint {
        func band(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            if value < low { return bounces ? low + UIScrollView.rubberBand(value - low, dimension: dimension) : low }
            if value > high { return bounces ? high + UIScrollView.rubberBand(value - high, dimension: dimension) : high }
            return value
        }
        return CGPoint(x: band(offset.x, range.min.x, range.max.x, bounds.width),
                       y: band(offset.y, range.min.y, range.max.y, bounds.height))
    }

    /// The finger lifted with the content moving at `velocity` (points per second): the delegate
    /// may choose the resting offset, then the content decelerates or springs back to it.
    private func dragEnded(velocity: CGPoint) {
        isDragging = false
        var target = restingOffset(from: contentOffset, velocity: velocity)
        let natural = target
        let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: pointer)
        }
        if isPagingEnabled && target != natural {
            // UIKit keeps the page it chose and says so.
            Diagnostics.warnOnce("paging-target", "UIScrollView: the target content offset cannot be changed while isPagingEnabled is true; "
                + "the scroll view stops at the page. Turn paging off to choose where it stops.")
            target = natural
        }
        let moves = target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else { scrollDidComeToRest(); return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        if isPagingEnabled || target != natural {
            startSpring(to: clampedOffset(target), velocity: velocity)
        } else {
            startDeceleration(velocity: velocity)
        }
    }

    /// Where a release at `velocity` comes to rest: the projected glide, held inside the content, or
    /// the page it heads for when paging.
    func restingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        if isPagingEnabled {
            return pageOffset(from: offset, velocity: velocity)
        }
        let glide = ScrollGlide.distance(velocity: 1, rate: decelerationRate.rawValue)
        return clampedOffset(CGPoint(x: offset.x + velocity.x * glide, y: offset.y + velocity.y * glide))
    }

    /// Paging: the next page in the direction of a flick, else the nearest page.
    private func pageOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let range = offsetRange
        func page(_ value: CGFloat, _ speed: CGFloat, _ size: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            guard size > 0 else { return value }
            let position = (value - low) / size
            let index: CGFloat
            if speed > UIScrollView.pagingFlickSpeed { index = position.rounded(.down) + 1 }
            else if speed < -UIScrollView.pagingFlickSpeed { index = position.rounded(.up) - 1 }
            else { index = position.rounded() }
            return Swift.min(high, Swift.max(low, low + index * size))
        }
        return CGPoint(x: page(offset.x, velocity.x, bounds.width, range.min.x, range.max.x),
                       y: page(offset.y, velocity.y, bounds.height, range.min.y, range.max.y))
    }

    /// A release faster than this (points per second) turns the page.
    static let pagingFlickSpeed: CGFloat = 300

    /// The nearest sheet around this scroll view that takes part of vertical drags.
    private var enclosingScrollHandoff: ScrollDragHandoff? {
        guard scrollsVertically else { return nil }
        var view = superview
        while let current = view {
            if let handoff = current.scrollDragHandoff { return handoff }
            view = current.superview
        }
        return nil
    }
}
