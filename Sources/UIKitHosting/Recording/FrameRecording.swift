/// The frames a host keeps while it records, each with the frame-clock time it was shown from. A
/// frame shown again at the same time (a tap's frame, then the settled one) replaces the last; a
/// frame of another size than the first is not kept, since a movie's frames are all one size.
package struct FrameRecording {
    package init() {}

    package private(set) var frames: [RecordedFrame] = []
    /// Whether a frame was refused for its size: the recording ends with the frame before it.
    package private(set) var sizeChanged = false

    /// Keeps what `presenter` shows now, from frame-clock `time`.
    @MainActor
    package mutating func keep(_ presenter: FramePresenter, at time: TimeInterval) {
        let width = presenter.pixelWidth, height = presenter.pixelHeight
        if let first = frames.first, first.width != width || first.height != height {
            sizeChanged = true
            return
        }
        guard !sizeChanged else { return }
        if let last = frames.last, abs(last.time - time) < 1e-9 { frames.removeLast() }
        frames.append(RecordedFrame(time: time, width: width, height: height, rgba: presenter.rgbaBytes()))
    }

    /// The frames, the last one held until `time` when that is later: how a recording ends.
    package func frames(endingAt time: TimeInterval) -> [RecordedFrame] {
        guard let last = frames.last, time > last.time + 1e-9 else { return frames }
        return frames + [RecordedFrame(time: time, width: last.width, height: last.height, rgba: last.rgba)]
    }
}
