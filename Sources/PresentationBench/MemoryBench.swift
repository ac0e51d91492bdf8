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

    nonisolated static func residentKilobytes(pid: Int32) -> Int? {
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
}
