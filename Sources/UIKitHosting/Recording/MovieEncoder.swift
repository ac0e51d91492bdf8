import Foundation

/// H.264 MP4 through ffmpeg, when it is installed: the frames resampled at 60 per second and piped
/// to it raw. Without ffmpeg it says so and writes nothing.
package enum MovieEncoder {
    static let framesPerSecond = 60.0

    /// ffmpeg in one of `searchPath`'s folders (default: the PATH), or nil.
    package static func ffmpeg(searching searchPath: String? = nil) -> String? {
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    package static func write(_ frames: [RecordedFrame], to url: URL, searching searchPath: String? = nil) throws {
        guard let ffmpeg = ffmpeg(searching: searchPath), let first = frames.first else {
            throw HostError("Writing \(url.lastPathComponent) needs ffmpeg, which is not installed (Debian: apt-get install ffmpeg, "
                            + "which scripts/install-system-packages.sh does). Name the file .png (animated PNG) or .gif to record without it.")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        // H.264 wants even sizes: pad by a pixel where needed.
        process.arguments = ["-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(first.width)x\(first.height)",
                             "-r", "\(Int(framesPerSecond))", "-i", "-", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2",
                             "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart", url.path]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        for (frame, ticks) in RecordingWriter.resampled(frames, rate: framesPerSecond) {
            let data = Data(frame.rgba)
            for _ in 0..<ticks { input.fileHandleForWriting.write(data) }
        }
        try input.fileHandleForWriting.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw HostError("ffmpeg could not write \(url.path): \(String(decoding: message, as: UTF8.self))")
        }
    }
}
