import Foundation

/// The real window under a private Xvfb: what it costs when idle, and how evenly it paces the
/// frames of a transition.
enum WindowBench {
    struct IdleFigures {
        var resident: (total: Int, private: Int)
        var idleCPU: Double
    }

    struct Pacing {
        let intervals: [Double]
        let refreshInterval: Double
        func percentile(_ p: Double) -> Double {
            let sorted = intervals.sorted()
            guard !sorted.isEmpty else { return .nan }
            return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
        }
    }

    /// A private X display for one measurement, stopped when `body` returns.
    static func withDisplay<T>(_ body: (String) throws -> T) throws -> T {
        let display = ":\(150 + Int(getpid() % 40))"
        let xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        xvfb.arguments = [display, "-screen", "0", "800x900x24", "-nolisten", "tcp"]
        xvfb.standardError = FileHandle.nullDevice
        do { try xvfb.run() } catch { throw BenchError("Xvfb would not start (\(error)); `make deps` installs it.") }
        defer { xvfb.terminate(); xvfb.waitUntilExit() }
        Thread.sleep(forTimeInterval: 1)
        return try body(display)
    }

    static func launch(_ executable: String, _ arguments: [String], display: String) throws -> Process {
        let app = Process()
        app.executableURL = URL(fileURLWithPath: executable)
        app.arguments = arguments
        app.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        do { try app.run() } catch { throw BenchError("\(executable) would not start: \(error)") }
        return app
    }

    /// Resident memory once settled, and the CPU used over `seconds` while nothing happens.
    static func idle(_ executable: String, _ arguments: [String], seconds: Double) throws -> IdleFigures {
        try withDisplay { display in
            let app = try launch(executable, arguments, display: display)
            defer { app.terminate(); app.waitUntilExit() }
            // Settled: launched, drawn, and a second idle, after which the lab's window gives back
            // its font files.
            Thread.sleep(forTimeInterval: 3)
            func cpu() -> Double? {
                guard let stat = try? String(contentsOfFile: "/proc/\(app.processIdentifier)/stat", encoding: .utf8),
                      let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 13,
                      let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
                return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
            }
            guard let before = cpu(), let resident = MemoryBench.resident(pid: app.processIdentifier) else {
                throw BenchError("\(executable) exited before it could be measured")
            }
            Thread.sleep(forTimeInterval: seconds)
            guard let after = cpu() else { throw BenchError("\(executable) exited while idle") }
            return IdleFigures(resident: resident, idleCPU: (after - before) / seconds)
        }
    }

    /// The lab in its window presents the custom-two-thirds scenario with slow animations (a 5 s
    /// transition); the frame log's wall-clock stamps give the intervals between its frames.
    static func pacing(_ labBinary: String) throws -> Pacing {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("bench-frames-\(getpid()).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        try withDisplay { display in
            let app = try launch(labBinary, ["--size", "360x600", "--scenario", "custom-two-thirds", "--slow-animations", "--frame-log", log],
                                 display: display)
            defer { app.terminate(); app.waitUntilExit() }
            Thread.sleep(forTimeInterval: 2)
            let environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
            let search = Subprocess.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", "Presentation Lab"],
                                               environment: environment)
            guard let window = search.output.split(separator: "\n").first.map(String.init), search.exitCode == 0 else {
                throw BenchError("xdotool found no Presentation Lab window (\(search.output)); `make deps` installs xdotool.")
            }
            _ = Subprocess.run("/usr/bin/xdotool", ["mousemove", "--window", window, "40", "175", "click", "1"],
                                      environment: environment)
            Thread.sleep(forTimeInterval: 4)
        }
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let stamps = text.split(separator: "\n").compactMap { $0.split(separator: " ").first.flatMap { Double($0) } }
        // Consecutive frames of the transition; a gap of a quarter second or more is the window idling.
        let intervals = zip(stamps, stamps.dropFirst()).map { $1 - $0 }.filter { $0 < 0.25 }
        guard intervals.count > 30 else {
            throw BenchError("the window drew \(stamps.count) frames, too few to measure its pacing")
        }
        return Pacing(intervals: intervals, refreshInterval: 1.0 / 60)
    }
}
