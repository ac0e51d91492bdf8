import Foundation

/// How a snapshot compared with its golden PNG.
public enum GoldenOutcome: Equatable, CustomStringConvertible {
    case matched
    /// The golden was (re)written from this snapshot (UPDATE_GOLDENS=1).
    case recorded(path: String)
    case missing(path: String)
    case mismatched(differingPixels: Int, actualPath: String, differencePath: String)

    public var isSuccess: Bool {
        switch self {
        case .matched, .recorded: return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .matched: return "matches its golden"
        case .recorded(let path): return "golden written to \(path)"
        case .missing(let path):
            return "no golden at \(path); run `make goldens` (UPDATE_GOLDENS=1) to record it, then review the PNG"
        case let .mismatched(count, actual, difference):
            return "\(count) pixels differ from the golden; the snapshot is at \(actual), the differences in red at \(difference)"
        }
    }
}

extension Snapshot {
    /// The environment variable that makes comparisons rewrite their goldens.
    public static let updateGoldensVariable = "UPDATE_GOLDENS"

    /// Compares with the PNG at `golden`. A mismatch writes the snapshot and a difference image
    /// (differing pixels red over a dimmed copy) into `failureDirectory`.
    public func compare(toGolden golden: URL, failureDirectory: URL, tolerance: UInt8 = 0) -> GoldenOutcome {
        let fileManager = FileManager.default
        if ProcessInfo.processInfo.environment[Snapshot.updateGoldensVariable] == "1" {
            try? fileManager.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? pngData().write(to: golden)
            return .recorded(path: golden.path)
        }
        guard let data = try? Data(contentsOf: golden), let expected = try? Snapshot(pngData: data) else {
            return .missing(path: golden.path)
        }
        let (count, image) = difference(from: expected, tolerance: tolerance)
        guard count > 0 else { return .matched }
        try? fileManager.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        let name = golden.deletingPathExtension().lastPathComponent
        let actual = failureDirectory.appendingPathComponent("\(name)-actual.png")
        let differenceURL = failureDirectory.appendingPathComponent("\(name)-difference.png")
        try? pngData().write(to: actual)
        try? image.pngData().write(to: differenceURL)
        return .mismatched(differingPixels: count, actualPath: actual.path, differencePath: differenceURL.path)
    }
}
