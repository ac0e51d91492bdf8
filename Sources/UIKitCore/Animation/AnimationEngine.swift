/// Runs one host's animations on its frame clock: it takes the property changes its views make
/// inside animation blocks (recorded by an `AnimationRecorder`), advances running groups each frame
/// and calls their completions once.
@preconcurrency @MainActor
package final class AnimationEngine {
    /// The frame clock's time: set by whoever drives frames (the SDL loop or a headless host).
    @exclusivity(unchecked) package private(set) var now: TimeInterval = 0

    @exclusivity(unchecked) package private(set) var groups: [AnimationGroup] = []

    /// The environment whose clock this is.
    @Unretained var environment: HostEnvironment? = nil

    /// True while a group's clock runs; paused groups (a scrubbed interaction, a paused property
    /// animator) change nothing on screen until someone moves them, so they need no frames.
    package var isAnimating: Bool { groups.contains { $0.speed != 0 } }

    /// The clock never runs backwards; a host that asks for that made a mistake upstream.
    package func setTime(_ time: TimeInterval) { now = Swift.max(now, time) }

    /// Starts `group` on this engine's clock (binding it here if no view bound it first).
    func commit(_ group: AnimationGroup) {
        start(group)
        groups.append(group)
        environment?.frameDriver?.wake()
    }

    /// Puts `group` on this clock now, unless a view's change already did. Outside a frame the clock
    /// first catches up with the real one, so a group begun while the window idles (by a timer, a
    /// queued block) starts when it is begun, not at the last frame drawn.
    private func start(_ group: AnimationGroup) {
        guard group.engine == nil else { return }
        environment?.frameDriver?.catchUp()
        group.bind(to: self)
    }

    /// Records that `view.property` changes from its model value `old` to `newValue`, when an
    /// animation block is recording. Animations already running on the property go on: the new one
    /// adds to them (iOS 8 and later), so the motion keeps its velocity and each completes in turn.
    func propertyWillChange(_ view: UIView, _ property: AnimatedProperty, from old: AnimationVector,
                            to newValue: AnimationVector, recordedBy recorder: AnimationRecorder) {
        guard let group = recorder.currentGroup else { return }
        start(group)
        let span = recorder.keyframeSpan
        if let running = view.animationState.running[property]?.last(where: { $0.group === group }) {
            do {
                if let span {
                    // A later keyframe of the same property continues from where the last one ended.
                    let previous = running.finalValue
                    running.segments.append(.init(start: span.lowerBound, end: span.upperBound, from: previous, to: newValue))
                } else {
                    // Changed twice in one block: keep one animation, heading to the newest value.
                    running.segments[running.segments.count - 1].to = newValue
                }
                return
            }
        }
        guard old != newValue else { return }
        let animation = PropertyAnimation(property: property, group: group, from: old, to: newValue)
        if let window = recorder.timeWindow { animation.window = window }
        if let span { animation.segments = [.init(start: span.lowerBound, end: span.upperBound, from: old, to: newValue)] }
        view.animationState.running[property, default: []].append(animation)
        group.addMember(view, property)
    }

    /// Advances to `time`: ends the groups whose time is up and calls their completions.
    /// Returns true when something is still animating, so the frame must be drawn again.
    @discardableResult
    func tick(to time: TimeInterval) -> Bool {
        setTime(time)
        // Presentation values follow the clock: what a running group animates is drawn anew.
        for group in groups where group.speed != 0 {
            for view in group.animatedViews { view.setNeedsDisplayTree() }
        }
        // Groups that pause at their end (pausesOnCompletion) stop there instead of ending.
        for group in groups where group.pausesAtEnd && group.speed != 0 && group.hasEnded(at: now) {
            group.seek(toElapsed: group.isRunningBackwards ? 0 : group.totalDuration, at: now)
            group.setSpeed(0, at: now)
            for view in group.animatedViews { view.setNeedsDisplayTree() }
        }
        let ended = groups.filter { !$0.pausesAtEnd && $0.hasEnded(at: now) }
        guard !ended.isEmpty else { return isAnimating }
        groups.removeAll { group in ended.contains { $0 === group } }
        for group in ended { finish(group, finished: !group.wasInterrupted) }
        return isAnimating
    }

    /// Ends `group` now: its views keep their model values, its completions run with `finished`.
    func finish(_ group: AnimationGroup, finished: Bool) {
        // A group played back to its start (a cancelled interactive transition) leaves its views
        // where they started, as UIKit does.
        let restore = group.isRunningBackwards && group.elapsed(at: now) <= 0 ? group.startValues : nil
        groups.removeAll { $0 === group }
        for member in group.members {
            guard let view = member.view.value, var animations = view.animationState.running[member.property] else { continue }
            animations.removeAll { $0.group === group }
            view.animationState.running[member.property] = animations.isEmpty ? nil : animations
            view.setNeedsDisplayTree()
        }
        restore?.apply()
        let completions = group.completions
        group.completions.removeAll()
        for completion in completions { completion(finished) }
    }

    /// Removes every running animation of `view` (UIKit's `layer.removeAllAnimations()`).
    func removeAnimations(of view: UIView) {
        for animation in view.animationState.running.values.joined() {
            animation.group?.wasInterrupted = true
            animation.group?.removeMember(view, animation.property)
        }
        view.animationState.running.removeAll()
    }

    /// The offset to add to a property's model value for what the screen shows now.
    func presentationOffset(of animation: PropertyAnimation) -> AnimationVector {
        // On the clock of the host whose animation it is, whichever host's code asks.
        animation.offset(atTime: animation.group?.engine?.now ?? now)
    }
}
