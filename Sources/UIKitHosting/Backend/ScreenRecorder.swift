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
    /// The window's frames, which keep the recording.
    private unowned let engine: HostEngine
    /// Recordings being written on another thread; closing the window waits for them.
    private let writing = DispatchGroup()

    init(appName: String, deviceName: String, path: String?, engine: HostEngine) {
        self.appName = appName
        self.deviceName = deviceName
        self.path = path
        self.engine = engine
        if path != nil { engine.startRecording(keepingTheFrameShownNow: false) }
    }

    var isRecording: Bool { engine.isRecording }

    /// After each frame the window drew (and the engine kept): a change of size or the frame limit
    /// ends the recording.
    func frameDrawn(at time: TimeInterval) {
        guard isRecording else { return }
        if engine.recordingSizeChanged {
            say("The window changed size, so the recording stopped (its frames must all be one size).")
            stop(at: nil, waiting: false)
        } else if engine.recordedFrameCount >= ScreenRecorder.frameLimit {
            say("The recording reached \(ScreenRecorder.frameLimit) frames and stopped; press Ctrl+R to start another.")
            stop(at: time, waiting: false)
        }
    }

    /// Ctrl+R: starts with the frame shown now, or stops and writes.
    func toggle(now: TimeInterval) {
        if isRecording {
            stop(at: now, waiting: false)
        } else {
            engine.startRecording()
            say("Recording the screen; Ctrl+R stops.")
        }
    }

    /// The window closes: a running recording is written before the program ends.
    func finish(now: TimeInterval) {
        if isRecording { stop(at: now, waiting: true) }
        writing.wait()
    }

    /// Ends the recording, the last picture held until `time` when given, and writes it.
    private func stop(at time: TimeInterval?, waiting: Bool) {
        let recorded = engine.stopRecording(endingAt: time)
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
