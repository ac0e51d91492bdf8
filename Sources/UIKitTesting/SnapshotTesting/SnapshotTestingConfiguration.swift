import Foundation
import Synchronization

/// How snapshot assertions behave within a scope: when they write references, and how a failure
/// message points at the two files.
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration `withSnapshotTesting` or the `.snapshots` trait set for the running task.
    @TaskLocal public static var current: Self?

    public var diffTool: DiffTool?
    public var record: Record?

    public init(record: Record?, diffTool: DiffTool?) {
        self.record = record
        self.diffTool = diffTool
    }

    /// When an assertion writes its reference.
    public struct Record: Equatable, Sendable, CustomStringConvertible {
        private let mode: String

        /// "all", "failed", "missing" or "never" (the `SNAPSHOT_TESTING_RECORD` variable's values).
        public init?(rawValue: String) {
            guard ["all", "failed", "missing", "never"].contains(rawValue) else { return nil }
            mode = rawValue
        }

        private init(mode: String) { self.mode = mode }

        /// Every assertion writes its reference and fails, so that nothing is left recording by mistake.
        public static let all = Self(mode: "all")
        /// An assertion that fails writes its snapshot as the new reference (and still fails).
        public static let failed = Self(mode: "failed")
        /// Only missing references are written (the default).
        public static let missing = Self(mode: "missing")
        /// Nothing is written; a missing reference fails, as CI should.
        public static let never = Self(mode: "never")

        public var description: String { mode }
    }

    /// Builds the part of a failure message that shows where the reference and the failed
    /// snapshot are, for a diff tool to open.
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        var tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.tool = tool
        }

        /// A command line: the tool's name followed by the two paths.
        public init(stringLiteral value: String) {
            self.tool = { "\(value) \"\($0)\" \"\($1)\"" }
        }

        /// Kaleidoscope's command-line tool.
        public static let ksdiff = Self { "ksdiff \"\($0)\" \"\($1)\"" }

        /// The two files as URLs, reference first.
        public static let `default` = Self { "@\u{2212}\n\"file://\($0)\"\n@+\n\"file://\($1)\"" }

        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            tool(currentFilePath, failedFilePath)
        }
    }
}

extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
    /// `record: true` records every snapshot (`.all`); `false` only missing ones (`.missing`).
    public init(booleanLiteral value: Bool) { self = value ? .all : .missing }
}

/// Settings made with the global `isRecording` and `diffTool` (the library's older interface).
private let globalSettings = Mutex<(record: SnapshotTestingConfiguration.Record?, diffTool: SnapshotTestingConfiguration.DiffTool)>((nil, .default))

/// Whether every assertion records (`.all`); prefer `withSnapshotTesting(record:)` or the trait.
public var isRecording: Bool {
    get { globalSettings.withLock { $0.record } == .all }
    set { globalSettings.withLock { $0.record = newValue ? .all : nil } }
}

/// The diff tool failure messages use outside any `withSnapshotTesting(diffTool:)`.
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { globalSettings.withLock { $0.diffTool } }
    set { globalSettings.withLock { $0.diffTool = newValue } }
}

extension SnapshotTestingConfiguration {
    /// The variable CI and developers set to choose the record mode for a whole run.
    public static let recordVariable = "SNAPSHOT_TESTING_RECORD"

    /// The record mode in force: the innermost scope's, else `isRecording`, else the variable's
    /// (an unknown value is reported once), else `.missing`.
    static var effectiveRecord: Record {
        if let record = current?.record { return record }
        if let record = globalSettings.withLock({ $0.record }) { return record }
        if let value = ProcessInfo.processInfo.environment[recordVariable] {
            if let record = Record(rawValue: value) { return record }
            FileHandle.standardError.write(Data("\(recordVariable)=\(value) is not a record mode; use all, failed, missing or never. Using missing.\n".utf8))
        }
        return .missing
    }

    static var effectiveDiffTool: DiffTool { current?.diffTool ?? UIKitTesting.diffTool }
}

/// Runs `operation` with snapshot assertions recording as `record` says and failure messages made
/// by `diffTool`; what is not given is inherited from the enclosing scope.
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   operation: () throws -> R) rethrows -> R {
    let configuration = SnapshotTestingConfiguration(record: record ?? SnapshotTestingConfiguration.current?.record,
                                                     diffTool: diffTool ?? SnapshotTestingConfiguration.current?.diffTool)
    return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   operation: () async throws -> R) async rethrows -> R {
    let configuration = SnapshotTestingConfiguration(record: record ?? SnapshotTestingConfiguration.current?.record,
                                                     diffTool: diffTool ?? SnapshotTestingConfiguration.current?.diffTool)
    return try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}
