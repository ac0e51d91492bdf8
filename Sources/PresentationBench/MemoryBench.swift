import Foundation
import UIKit

/// Resident memory of headless hosts and of the idle window, each against the plain SDL program
/// holding the same drawing, every figure from a process of its own.
@MainActor
enum MemoryBench {
    /// The flag the bench re-runs itself with to measure one headless host alone.
    static let headlessFlag = "--resident-headless"

    /// In the child: a host with `count` views draws a frame; prints resident kilobytes.
    static func measureHeadlessHostHere(count: Int) {
        let scene = GridScene(count: count, change: .moveFirstSquare)
        scene.frame()
        print(residentKilobytes(pid: getpid()) ?? -1)
    }

    static func residentKilobytes(pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }

    static func headless(_ plain: PlainSDLReference) throws -> [(Int, Int, Int)] {
        try [1_000, 10_000].map { count in
            let result = PlainSDLReference.run(CommandLine.arguments[0], [headlessFlag, "\(count)"])
            guard result.exitCode == 0, let ours = Int(result.output.split(separator: "\n").last ?? "") else {
                throw BenchError("the headless memory child failed: \(result.output)")
            }
            return (count, ours, try plain.residentKilobytes(count: count))
        }
    }

    struct WindowFigures {
        var residentKilobytes: Int
        var idleCPU: Double
    }

    /// Runs `arguments` under a private Xvfb; after it settles, its resident memory and the CPU it
    /// uses over `seconds` while nothing happens.
    static func idleWindow(_ executable: String, _ arguments: [String], seconds: Double) throws -> WindowFigures {
        let display = ":\(150 + Int(getpid() % 40))"
        let xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        xvfb.arguments = [display, "-screen", "0", "800x900x24", "-nolisten", "tcp"]
        xvfb.standardError = FileHandle.nullDevice
        do { try xvfb.run() } catch { throw BenchError("Xvfb would not start (\(error)); `make deps` installs it.") }
        defer { xvfb.terminate(); xvfb.waitUntilExit() }
        Thread.sleep(forTimeInterval: 1)
        let app = Process()
        app.executableURL = URL(fileURLWithPath: executable)
        app.arguments = arguments
        app.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        do { try app.run() } catch { throw BenchError("\(executable) would not start: \(error)") }
        defer { app.terminate(); app.waitUntilExit() }
        Thread.sleep(forTimeInterval: 2)
        func cpu() -> Double? {
            guard let stat = try? String(contentsOfFile: "/proc/\(app.processIdentifier)/stat", encoding: .utf8),
                  let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 13,
                  let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
            return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
        }
        guard let before = cpu(), let resident = residentKilobytes(pid: app.processIdentifier) else {
            throw BenchError("\(executable) exited before it could be measured")
        }
        Thread.sleep(forTimeInterval: seconds)
        guard let after = cpu() else { throw BenchError("\(executable) exited while idle") }
        return WindowFigures(residentKilobytes: resident, idleCPU: (after - before) / seconds)
    }
}
