import Testing

/// The Swift Testing trait `.snapshots(record:diffTool:)`: the snapshot configuration for a test
/// or a whole suite, as `withSnapshotTesting` sets it for a block.
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
    public let isRecursive = true
    let configuration: SnapshotTestingConfiguration

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotTesting(record: configuration.record, diffTool: configuration.diffTool) {
            try await function()
        }
    }
}

extension Trait where Self == _SnapshotsTestTrait {
    /// Snapshot assertions in the test (or suite) inherit the enclosing configuration.
    public static var snapshots: Self { snapshots(record: nil, diffTool: nil) }

    public static func snapshots(record: SnapshotTestingConfiguration.Record? = nil,
                                 diffTool: SnapshotTestingConfiguration.DiffTool? = nil) -> Self {
        _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }
}
