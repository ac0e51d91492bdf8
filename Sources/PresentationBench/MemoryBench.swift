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
        let memory = resident(pid: getpid())
        print("\(memory?.total ?? -1) \(memory?.private ?? -1)")
    }

    /// Resident kilobytes: in all, and private (RssAnon: heap and stacks, not the shared library
    /// code that makes up most of a Swift program's resident set).
    nonisolated static func resident(pid: Int32) -> (total: Int, private: Int)? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        func field(_ name: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return nil }
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        guard let total = field("VmRSS"), let anonymous = field("RssAnon") else { return nil }
        return (total, anonymous)
    }

    struct Row {
        let count: Int
        let lab: (total: Int, private: Int)
        let plain: (total: Int, private: Int)
    }

    static func headless(_ plain: PlainSDLReference) throws -> [Row] {
        try [1_000, 10_000].map { count in
            let ours = Subprocess.run(CommandLine.arguments[0], [headlessFlag, "\(count)"])
            let reference = Subprocess.run(plain.binary, ["rss", "\(count)"])
            func parse(_ output: String) -> (Int, Int)? {
                let fields = (output.split(separator: "\n").last ?? "").split(separator: " ").compactMap { Int($0) }
                return fields.count == 2 ? (fields[0], fields[1]) : nil
            }
            guard ours.exitCode == 0, let lab = parse(ours.output) else { throw BenchError("the headless memory child failed: \(ours.output)") }
            guard reference.exitCode == 0, let other = parse(reference.output) else {
                throw BenchError("the SDL reference failed measuring memory: \(reference.output)")
            }
            return Row(count: count, lab: lab, plain: other)
        }
    }
}
