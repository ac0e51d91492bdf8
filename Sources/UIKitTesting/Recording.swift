import Foundation
import UIKit

/// The frames a host drew while recording, each with the frame-clock time it was shown from:
/// `host.record { … }` makes one, `write(to:)` saves it as an animated PNG, a GIF or an MP4.
public struct Recording: Sendable {
    public struct Frame: Sendable {
        /// Frame-clock seconds.
        public let time: TimeInterval
        public let snapshot: Snapshot
    }

    public let frames: [Frame]

    /// From the first frame to the last, in seconds.
    public var duration: TimeInterval { (frames.last?.time ?? 0) - (frames.first?.time ?? 0) }

    /// Writes the recording in the format the file's extension names: `.png` (or `.apng`) an
    /// animated PNG, lossless, played by browsers and code review tools; `.gif` a GIF (256
    /// colours, 50 frames a second); `.mp4` an H.264 movie through ffmpeg, which must be installed.
    public func write(to url: URL) throws {
        try RecordingWriter.write(frames.map {
            RecordedFrame(time: $0.time, width: $0.snapshot.width, height: $0.snapshot.height, rgba: $0.snapshot.rgba)
        }, to: url)
    }
}

extension HeadlessHost {
    /// Runs `body` (taps, waits, `settle()`) and returns every frame drawn meanwhile, starting with
    /// the one shown when it began: one per 1/60 s of frame time that passed.
    ///
    /// ```swift
    /// let movie = host.record { host.tap(at: button); host.settle() }
    /// try movie.write(to: URL(fileURLWithPath: "fade.png"))
    /// ```
    public func record(_ body: () throws -> Void) rethrows -> Recording {
        core.startRecording()
        defer { _ = core.stopRecording() }
        try body()
        let frames = core.stopRecording().map {
            Recording.Frame(time: $0.time, snapshot: Snapshot(width: $0.width, height: $0.height, rgba: $0.rgba))
        }
        return Recording(frames: frames)
    }
}
