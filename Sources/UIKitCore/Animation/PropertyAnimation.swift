/// One property of one view in flight, stored additively: what the screen shows is the model value
/// plus `offset(at:)`, an offset that shrinks to zero as the animation ends.
///
/// Because the offset is relative to the model, a model value set while the animation runs (a window
/// resize re-laying out a presented view, say) retargets it smoothly: the view still arrives exactly
/// at the new model value, with no jump and no stale size.
final class PropertyAnimation {
    /// Value segments over the group's progress, in order: one for a basic animation, several for
    /// keyframes. Each segment spans [start, end] of the group's progress.
    struct Segment {
        var start: CGFloat, end: CGFloat
        var from: AnimationVector, to: AnimationVector
    }

    let property: AnimatedProperty
    /// Weak: a view that outlives its host keeps its animations' records, which then show nothing.
    private(set) weak var group: AnimationGroup?
    var segments: [Segment]
    /// The share of the group's duration this animation runs in: later than the group's start for
    /// a property animator's `addAnimations(_:delayFactor:)` or animations added while it runs.
    var window: ClosedRange<Double> = 0...1

    init(property: AnimatedProperty, group: AnimationGroup, from: AnimationVector, to: AnimationVector) {
        self.property = property
        self.group = group
        self.segments = [Segment(start: 0, end: 1, from: from, to: to)]
    }

    /// The value the animation would show at `progress`, ignoring later model changes.
    func value(at progress: CGFloat) -> AnimationVector {
        var current = segments[0].from
        for segment in segments {
            if progress < segment.start { break }
            let span = segment.end - segment.start
            let local = span > 0 && !(group?.holdsKeyframeValues ?? false) ? (progress - segment.start) / span : 1
            // A segment's share runs on past its end only for the last one (a spring's overshoot).
            let clamped = segment.end < 1 ? Swift.min(local, 1) : local
            current = property == .transform
                ? AnimationVector(CGAffineTransform.interpolate(segment.from.transform, segment.to.transform, clamped))
                : AnimationVector.interpolate(segment.from, segment.to, clamped)
        }
        return current
    }

    var finalValue: AnimationVector { segments[segments.count - 1].to }

    /// What to add to the model value at `progress`.
    func offset(at progress: CGFloat) -> AnimationVector { value(at: progress) - finalValue }

    /// What to add to the model value at `now` on the group's clock.
    func offset(atTime now: TimeInterval) -> AnimationVector {
        guard let group else { return finalValue - finalValue }
        return offset(at: group.progress(at: now, window: window))
    }
}
