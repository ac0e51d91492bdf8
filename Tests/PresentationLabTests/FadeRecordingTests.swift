import Foundation
import Testing
@testable import LabApp
import UIKit
import UIKitTesting

/// Recordings of the fade tutorial's 0.5 s cross-fade, headless: a frame per 1/60 s of frame time.
@MainActor
@Suite struct FadeRecordingTests {
    /// The fade on iOS 12 (its tutorial's version), recorded from the tap to the settled screen.
    private func recordFade() -> Recording {
        let host = HeadlessHost(device: .iPhone15, systemVersion: "12")
        host.rootViewController = ScenarioCatalog.scenario(named: "fade")!.makeRootViewController()
        return host.record {
            host.tap(at: CGPoint(x: 196, y: 59 + 175))
            host.settle()
        }
    }

    @Test func aRecordingHasAFramePerSixtiethOfASecondOfTheFade() throws {
        let movie = recordFade()
        let steps = zip(movie.frames, movie.frames.dropFirst()).map { $1.time - $0.time }
        #expect(steps.allSatisfy { abs($0 - 1.0 / 60) < 1e-6 }, "\(steps)")
        // 0.5 s is 30 steps; settle() sees the end on the frame after the last animated one.
        #expect(movie.frames.count >= 31 && movie.frames.count <= 33, "\(movie.frames.count) frames")
        #expect(movie.duration >= 0.5 - 1e-6)
        // The cross-fade moves: the middle frame is neither the first nor the last picture.
        let first = movie.frames.first!.snapshot, middle = movie.frames[15].snapshot, last = movie.frames.last!.snapshot
        #expect(middle != first && middle != last && first != last)
    }

    private func chunkTypes(_ data: Data) -> [String] {
        var types: [String] = []
        let bytes = [UInt8](data)
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    /// An animated PNG: a frame control chunk per frame, the first frame as ordinary image data
    /// (what a plain PNG viewer shows), the others as frame data.
    @Test func theAnimatedPNGHoldsEveryFrame() throws {
        let movie = recordFade()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fade-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try movie.write(to: url)
        let data = try Data(contentsOf: url)
        let types = chunkTypes(data)
        #expect(types.first == "IHDR" && types[1] == "acTL" && types.last == "IEND")
        #expect(types.filter { $0 == "fcTL" }.count == movie.frames.count)
        #expect(types.contains("fdAT") && types.contains("IDAT"))
        // Any PNG reader sees the first frame.
        let still = try Snapshot(pngData: data)
        #expect(still == movie.frames.first!.snapshot)
    }

    /// A decoder that is not ours (ffmpeg's, as browsers decode APNG and GIF) plays every frame.
    @Test(.enabled(if: MovieEncoder.ffmpeg() != nil, "needs ffmpeg, which `make` installs"))
    func anotherDecoderPlaysTheAnimatedPNGAndTheGIF() throws {
        let movie = recordFade()
        for name in ["fade.png", "fade.gif"] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
            defer { try? FileManager.default.removeItem(at: url) }
            try movie.write(to: url)
            let frames = try countFrames(url)
            if name.hasSuffix(".png") {
                #expect(frames == movie.frames.count, "\(name)")
            } else {
                // GIF keeps a frame every 1/50 s: the same 0.5 s in about 26 frames.
                #expect(frames >= 25 && frames <= 28, "\(name): \(frames)")
            }
        }
    }

    @Test(.enabled(if: MovieEncoder.ffmpeg() != nil, "needs ffmpeg, which `make` installs"))
    func anMP4IsWrittenThroughFFmpeg() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fade-\(UUID().uuidString).mp4")
        defer { try? FileManager.default.removeItem(at: url) }
        try recordFade().write(to: url)
        #expect(try countFrames(url) >= 30)
    }

    /// Without ffmpeg, an MP4 is refused with what to do, and no file is left.
    @Test func withoutFFmpegAnMP4IsRefusedPlainly() throws {
        let movie = recordFade()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fade-\(UUID().uuidString).mp4")
        let frames = movie.frames.map {
            RecordedFrame(time: $0.time, width: $0.snapshot.width, height: $0.snapshot.height, rgba: $0.snapshot.rgba)
        }
        #expect {
            try MovieEncoder.write(frames, to: url, searching: "/nonexistent")
        } throws: { error in
            "\(error)".contains("needs ffmpeg, which is not installed") && "\(error)".contains(".png (animated PNG) or .gif")
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func anUnknownExtensionIsRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fade.webm")
        #expect { try recordFade().write(to: url) } throws: { "\($0)".contains("name the file .png (animated PNG), .gif or .mp4") }
    }

    /// Frames ffprobe decodes from `url`.
    private func countFrames(_ url: URL) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                             "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }
}
