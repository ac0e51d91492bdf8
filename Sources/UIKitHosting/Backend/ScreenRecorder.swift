import Foundation

/// The window's screen recording (the Simulator's File ▸ Record Screen, Cmd+R; here Ctrl+R or
/// `--record FILE`): every frame the window draws, with its frame-clock time, written when the
/// recording stops or the window closes. Without a `--record` file it goes in the current folder,
/// an MP4 where ffmpeg is installed and an animated PNG where it is not.
@MainActor
final class ScreenRecorder {
    /// Raw frames take memory: a recording stops by itself after this many (30 s of constant motion).
    static let frameLimit = 1800

    private let appName: String
    private let deviceName: String
    private let path: String?
    private var frames: [RecordedFrame]?
    /// Recordings being written on another thread; closing the window waits for them.
    private let writing = DispatchGroup()

    init(appName: String, deviceName: String, path: String?) {
        self.appName = appName
        self.deviceName = deviceName
        self.path = path
        if path != nil { frames = [] }
    }

    var isRecording: Bool { frames != nil }

    func frameDrawn(at time: TimeInterval, presenter: FramePresenter) {
        guard frames != nil else { return }
        guard let last = frames?.last else { append(at: time, presenter); return }
        if last.width != presenter.pixelWidth || last.height != presenter.pixelHeight {
            say("The window changed size, so the recording stopped (its frames must all be one size).")
            stop(at: last.time, presenter: nil, waiting: false)
            return
        }
        append(at: time, presenter)
        if frames?.count ?? 0 >= ScreenRecorder.frameLimit {
            say("The recording reached \(ScreenRecorder.frameLimit) frames and stopped; press Ctrl+R to start another.")
            stop(at: time, presenter: nil, waiting: false)
        }
    }

    /// Ctrl+R: starts with the frame shown now, or stops and writes.
    func toggle(now: TimeInterval, presenter: FramePresenter) {
        if isRecording {
            stop(at: now, presenter: presenter, waiting: false)
        } else {
            frames = []
            append(at: now, presenter)
            say("Recording the screen; Ctrl+R stops.")
        }
    }

    /// The window closes: a running recording is written before the program ends.
    func finish(now: TimeInterval, presenter: FramePresenter) {
        if isRecording { stop(at: now, presenter: presenter, waiting: true) }
        writing.wait()
    }

    private func append(at time: TimeInterval, _ presenter: FramePresenter) {
        let frame = RecordedFrame(time: time, width: presenter.pixelWidth, height: presenter.pixelHeight, rgba: presenter.rgbaBytes())
        if let last = frames?.last, abs(last.time - time) < 1e-9 { frames?.removeLast() }
        frames?.append(frame)
    }

    /// Ends the recording at `time` (the last picture held until then) and writes it.
    private func stop(at time: TimeInterval, presenter: FramePresenter?, waiting: Bool) {
        guard var recorded = frames else { return }
        frames = nil
        if let last = recorded.last, time > last.time + 1e-9 {
            recorded.append(RecordedFrame(time: time, width: last.width, height: last.height, rgba: last.rgba))
        }
        let url = URL(fileURLWithPath: path ?? defaultPath())
        let write: @Sendable () -> Void = { [recorded] in
            do {
                try RecordingWriter.write(recorded, to: url)
                FileHandle.standardError.write(Data("Saved a recording to \(url.path)\n".utf8))
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
            }
        }
        if waiting {
            write()
        } else {
            // Encoding takes a while: the window keeps running meanwhile.
            writing.enter()
            let group = writing
            Thread.detachNewThread {
                write()
                group.leave()
            }
        }
    }

    private func defaultPath() -> String {
        let stamp = Int(Date().timeIntervalSince1970)
        let base = FileManager.default.currentDirectoryPath + "/\(appName) \(deviceName) \(stamp)"
        if MovieEncoder.ffmpeg() != nil { return base + ".mp4" }
        say("ffmpeg is not installed (apt-get install ffmpeg), so the recording is an animated PNG rather than an MP4.")
        return base + ".png"
    }

    private func say(_ message: String) { FileHandle.standardError.write(Data((message + "\n").utf8)) }
}
