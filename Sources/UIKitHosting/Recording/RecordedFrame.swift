import Foundation

/// One frame of a recording: the pixels shown from `time` (frame-clock seconds) until the next.
package struct RecordedFrame: Sendable {
    package let time: TimeInterval
    package let width: Int
    package let height: Int
    /// Four bytes a pixel (red, green, blue, alpha), row by row from the top left.
    package let rgba: [UInt8]

    package init(time: TimeInterval, width: Int, height: Int, rgba: [UInt8]) {
        self.time = time
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

/// Writes recordings in the format their file's extension names.
package enum RecordingWriter {
    /// The extensions `write(_:to:)` knows.
    package static let extensions = ["png", "apng", "gif", "mp4"]

    /// Writes `frames` as an animated PNG (`.png`, `.apng`: lossless, shown by browsers and code
    /// review tools), a GIF (`.gif`) or an H.264 movie (`.mp4`, through ffmpeg when installed).
    package static func write(_ frames: [RecordedFrame], to url: URL) throws {
        guard let first = frames.first else { throw HostError("The recording has no frames; nothing was written to \(url.path).") }
        guard frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else {
            throw HostError("The recording's frames differ in size (the window was resized while recording); nothing was written to \(url.path).")
        }
        switch url.pathExtension.lowercased() {
        case "png", "apng": try AnimatedPNGEncoder.encode(frames).write(to: url)
        case "gif": try GIFEncoder.encode(frames).write(to: url)
        case "mp4": try MovieEncoder.write(frames, to: url)
        default:
            throw HostError("Cannot write a recording as '.\(url.pathExtension)': name the file .png (animated PNG), .gif or .mp4.")
        }
    }

    /// The frames resampled at `rate` per second: the frame shown at each tick, with how many ticks
    /// it stays (formats with a fixed frame rate or coarse delays need this).
    static func resampled(_ frames: [RecordedFrame], rate: Double) -> [(frame: RecordedFrame, ticks: Int)] {
        guard let first = frames.first, let last = frames.last else { return [] }
        // The last frame is shown for one tick of the recording's own rate (60 per second).
        let end = last.time + 1 / 60
        let ticks = max(1, Int(((end - first.time) * rate).rounded()))
        var result: [(frame: RecordedFrame, ticks: Int)] = []
        var index = 0
        for tick in 0..<ticks {
            let time = first.time + Double(tick) / rate + 1e-9
            while index + 1 < frames.count && frames[index + 1].time <= time { index += 1 }
            if let previous = result.last, previous.frame.time == frames[index].time {
                result[result.count - 1].ticks += 1
            } else {
                result.append((frames[index], 1))
            }
        }
        return result
    }
}
