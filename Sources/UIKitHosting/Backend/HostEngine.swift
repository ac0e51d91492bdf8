/// One world's frames, for the real window and the headless host alike: the world (its
/// environment), the presenter that draws its window, and the frames being recorded, moved by the
/// frame driver that says what time it is. The hosts differ only in where time and input come
/// from: SDL's clock, the display's pacing and its events, or a test's calls.
@preconcurrency @MainActor
package final class HostEngine {
    package let environment: HostEnvironment
    package let presenter: FramePresenter
    package let driver: any FrameDriver
    /// The frames kept since recording started; nil when not recording.
    private var recording: FrameRecording?

    package init(environment: HostEnvironment, renderScale: CGFloat, driver: any FrameDriver) {
        self.environment = environment
        presenter = FramePresenter(scale: renderScale)
        self.driver = driver
        environment.frameDriver = driver
    }

    /// Runs one frame of `window` at frame-clock `time`: the world's frame work (animations, layout,
    /// display links, appearance callbacks), then the drawing, onto the window's own canvas when
    /// `onscreen` or offscreen (pixels made only when read), then the recording. Returns whether a
    /// frame was drawn. On screen a frame that changed nothing is not shown, so only drawn frames
    /// are kept; offscreen every frame counts as shown, one per step of the fake clock.
    @discardableResult
    package func runFrame(of window: UIWindow, at time: TimeInterval, onscreen: Bool) -> Bool {
        environment.advanceFrame(to: time)
        let drew = onscreen ? presenter.draw(window) != nil : presenter.drawOffscreen(window)
        if recording != nil && (drew || !onscreen) { recording?.keep(presenter, at: environment.animationEngine.now) }
        return drew
    }

    package var isRecording: Bool { recording != nil }
    /// How many frames the recording holds, and whether it refused one for its size.
    package var recordedFrameCount: Int { recording?.frames.count ?? 0 }
    package var recordingSizeChanged: Bool { recording?.sizeChanged ?? false }

    /// Starts keeping frames, with the one shown now first unless nothing is shown yet (a window
    /// recording from launch starts with its first frame).
    package func startRecording(keepingTheFrameShownNow keepsShownFrame: Bool = true) {
        var started = FrameRecording()
        if keepsShownFrame { started.keep(presenter, at: environment.animationEngine.now) }
        recording = started
    }

    /// Stops keeping frames and returns those kept, the last one held until `time` when given.
    package func stopRecording(endingAt time: TimeInterval? = nil) -> [RecordedFrame] {
        defer { recording = nil }
        guard let recording else { return [] }
        return time.map { recording.frames(endingAt: $0) } ?? recording.frames
    }
}
