import Foundation

/// The plain SDL2 C program (Benchmarks/plain-sdl.c), compiled by the bench with `cc` and run
/// beside the lab: the reference every frame and memory figure is divided by.
struct PlainSDLReference {
    let binary: String

    /// Compiles the reference into .build; fails with what to install when it cannot.
    static func build() throws -> PlainSDLReference {
        let source = "Benchmarks/plain-sdl.c", binary = ".build/plain-sdl"
        guard FileManager.default.fileExists(atPath: source) else {
            throw BenchError("\(source) is missing: run `make bench` from the repository's root.")
        }
        let status = Subprocess.run("/usr/bin/env", ["cc", "-O2", "-o", binary, source, "-I/usr/include/SDL2", "-D_REENTRANT", "-lSDL2", "-lSDL2_ttf", "-lm"])
        guard status.exitCode == 0 else {
            throw BenchError("cc could not build the SDL reference (\(status.output)). Install gcc and libsdl2-dev: `make deps`.")
        }
        return PlainSDLReference(binary: binary)
    }

    /// CPU seconds a frame in `mode` ("full", "move", "fade") with `count` squares.
    func secondsPerFrame(_ mode: String, count: Int, frames: Int) throws -> Double {
        let result = Subprocess.run(binary, [mode, "\(count)", "\(frames)"])
        guard result.exitCode == 0, let seconds = Double(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchError("the SDL reference failed in \(mode) mode: \(result.output)")
        }
        return seconds
    }

    /// CPU seconds of each frame drawing a list of `rowHeight`-point rows at each of `offsets`.
    func listFrameTimes(offsets: [CGFloat], rowHeight: CGFloat) throws -> [Double] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("list-offsets-\(getpid()).txt")
        try offsets.map { String(format: "%.3f", Double($0)) }.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = Subprocess.run(binary, ["list", file.path, String(format: "%.0f", Double(rowHeight)), "Assets/Fonts/DejaVuSans.ttf"])
        let times = result.output.split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard result.exitCode == 0, times.count == offsets.count else {
            throw BenchError("the SDL reference failed in list mode: \(result.output)")
        }
        return times
    }

    /// Resident kilobytes after drawing `count` squares once on a headless canvas.
    func residentKilobytes(count: Int) throws -> Int {
        let result = Subprocess.run(binary, ["rss", "\(count)"])
        guard result.exitCode == 0, let kb = Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchError("the SDL reference failed measuring memory: \(result.output)")
        }
        return kb
    }
}
