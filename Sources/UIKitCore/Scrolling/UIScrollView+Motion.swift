// The content's motion without a finger: the glide after a drag, the spring back from past an edge
// or to a page, and `setContentOffset(_:animated:)`. Each runs once a frame on the frame clock.
extension UIScrollView {
    /// UIKit's duration for `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`.
    static let scrollAnimationDuration: TimeInterval = 0.3

    /// Stops any motion where it is (a finger catching a gliding list).
    package func stopMotion() {
        guard let motion else { return }
        motion.invalidate()
        self.motion = nil
        if isDecelerating {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Glides from the current offset at `velocity` (points per second), springing back at edges.
    func startDeceleration(velocity: CGPoint) {
        runGlides(ScrollGlide(position: contentOffset.x, velocity: velocity.x, phase: .gliding),
                  ScrollGlide(position: contentOffset.y, velocity: velocity.y, phase: .gliding))
    }

    /// Springs to `target` from the current offset, starting at `velocity` (paging, chosen targets).
    func startSpring(to target: CGPoint, velocity: CGPoint) {
        runGlides(ScrollGlide(position: contentOffset.x, velocity: velocity.x, phase: .springing(toward: target.x, isEdge: false)),
                  ScrollGlide(position: contentOffset.y, velocity: velocity.y, phase: .springing(toward: target.y, isEdge: false)))
    }

    private func runGlides(_ horizontal: ScrollGlide, _ vertical: ScrollGlide) {
        var glides = (x: horizontal, y: vertical)
        var lastTime = environment.animationEngine.now
        let callback = FrameCallback { [weak self] time in
            guard let self else { return false }
            let dt = CGFloat(time - lastTime)
            lastTime = time
            guard dt > 0 else { return true }
            glides.x.position += self.pendingContentShift.x
            glides.y.position += self.pendingContentShift.y
            self.pendingContentShift = .zero
            let range = self.offsetRange, rate = self.decelerationRate.rawValue
            glides.x.advance(by: dt, low: range.min.x, high: range.max.x, rate: rate, bounces: self.bounces)
            glides.y.advance(by: dt, low: range.min.y, high: range.max.y, rate: rate, bounces: self.bounces)
            self.contentOffset = CGPoint(x: glides.x.position, y: glides.y.position)
            guard glides.x.isResting && glides.y.isResting else { return true }
            self.motion = nil
            self.isDecelerating = false
            self.delegate?.scrollViewDidEndDecelerating(self)
            self.scrollDidComeToRest()
            return false
        }
        motion = callback
        environment.addFrameCallback(callback)
    }

    /// `setContentOffset(_:animated:)`: eases to `target` over 0.3 s, then tells the delegate
    /// through `arrived` (`scrollViewDidEndScrollingAnimation(_:)` unless told otherwise).
    func startAnimatedScroll(to target: CGPoint, arrived: ((UIScrollView) -> Void)? = nil) {
        let start = contentOffset
        let began = environment.animationEngine.now
        let curve = TimingCurve.easeInEaseOut
        let callback = FrameCallback { [weak self] time in
            guard let self else { return false }
            let elapsed = time - began
            let progress = Swift.min(1, elapsed / UIScrollView.scrollAnimationDuration)
            let eased = curve.progress(elapsed: elapsed, duration: UIScrollView.scrollAnimationDuration)
            self.contentOffset = CGPoint(x: start.x + (target.x - start.x) * eased, y: start.y + (target.y - start.y) * eased)
            guard progress >= 1 else { return true }
            self.motion = nil
            if let arrived { arrived(self) } else { self.delegate?.scrollViewDidEndScrollingAnimation(self) }
            self.scrollDidComeToRest()
            return false
        }
        motion = callback
        environment.addFrameCallback(callback)
    }

    /// Moves the content by `dy` without it looking moved: rows above the visible ones changed
    /// height (a table's estimates corrected), so the offset follows them, and a finger dragging or a
    /// glide in progress carries on from the shifted place.
    package func shiftContent(byY dy: CGFloat) {
        guard dy != 0 else { return }
        setBoundsOrigin(CGPoint(x: contentOffset.x, y: contentOffset.y + dy))
        drag?.unbandedOffset.y += dy
        if motion != nil { pendingContentShift.y += dy }
    }

    /// Brings a resting offset back inside the content after the content shrank (a list lost rows),
    /// as UIKit's table and collection views do; a finger or a glide in progress keeps it.
    func restWithinContent() {
        guard drag == nil, motion == nil else { return }
        let clamped = clampedOffset(contentOffset)
        if clamped != contentOffset { contentOffset = clamped }
    }

    /// The content stopped: the indicators fade out.
    func scrollDidComeToRest() {
        // An animated scroll aimed before the content or the view changed size may stop past the edge.
        restWithinContent()
        hideIndicatorsAfterDelay()
        scrollingDidStop()
    }
}
