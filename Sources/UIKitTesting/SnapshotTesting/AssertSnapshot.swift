import Foundation

/// Asserts that `value`, snapshotted by `snapshotting`, matches its reference on disk; a mismatch
/// fails the running test (Swift Testing or XCTest) with the failure and difference files
/// written beside the reference. References live in `__Snapshots__/<test file>/PresentationLab/`
/// next to the test file, as `<test name>.<n>.<extension>` (n counts the test's unnamed
/// snapshots from 1) or `<test name>.<name>.<extension>`.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifySnapshot(of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
                                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    else { return }
    TestFailure.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertSnapshot` with several named strategies: one reference each, named by its key.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(of: try value(), as: strategy, named: name, record: record, timeout: timeout,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// `assertSnapshot` with several strategies, numbered in order.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(of: try value(), as: strategy, record: record, timeout: timeout,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Compares `value`'s snapshot with its reference and returns the failure message, or nil when it
/// matches; records references as the record mode says. For custom assertion helpers: the
/// caller reports the message. `snapshotDirectory` replaces the default reference folder.
/// `timeout` bounds, in seconds, how long an asynchronous strategy may take; the lab's own
/// strategies picture on the host's fake clock and are ready at once.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let record = record ?? SnapshotTestingConfiguration.effectiveRecord
    let reference = ReferenceLocation(filePath: "\(filePath)", testName: testName, name: name,
                                      pathExtension: snapshotting.pathExtension, snapshotDirectory: snapshotDirectory)
    let fileManager = FileManager.default
    do {
        let taken: Format
        do {
            let input = try value()
            guard let format = SnapshotWaiter.wait(for: snapshotting.snapshot(input), timeout: timeout) else {
                return "Exceeded timeout of \(timeout) seconds waiting for snapshot"
            }
            taken = format
        } catch {
            return "Couldn't snapshot value: \(error)"
        }
        let data = snapshotting.diffing.toData(taken)
        try fileManager.createDirectory(at: reference.directory, withIntermediateDirectories: true)
        let path = reference.file.path
        if record == .all {
            try data.write(to: reference.file)
            reference.removeFailureFiles()
            return "Record mode is on. Automatically recorded snapshot: …\n\nopen \"\(path)\"\n\n"
                + "Turn record mode off and re-run \"\(testName)\" to assert against the newly-recorded snapshot"
        }
        guard fileManager.fileExists(atPath: path) else {
            if record == .never {
                return "No reference was found on disk. New snapshot was not recorded because recording is disabled"
            }
            try data.write(to: reference.file)
            return "No reference was found on disk. Automatically recorded snapshot: …\n\nopen \"\(path)\"\n\n"
                + "Re-run \"\(testName)\" to assert against the newly-recorded snapshot."
        }
        let stored = snapshotting.diffing.fromData(try Data(contentsOf: reference.file))
        // Compare through the stored form, so what is compared is what a later run reads back.
        let comparable = snapshotting.diffing.fromData(data)
        guard let (difference, attachments) = snapshotting.diffing.diff(stored, comparable) else {
            reference.removeFailureFiles()
            return nil
        }
        try data.write(to: reference.failureFile)
        for attachment in attachments where attachment.name == "difference" {
            try attachment.data.write(to: reference.differenceFile)
        }
        var message = "Snapshot does not match reference."
        if record == .failed {
            try data.write(to: reference.file)
            message += " A new snapshot was automatically recorded."
        }
        let tool = SnapshotTestingConfiguration.effectiveDiffTool(currentFilePath: path, failedFilePath: reference.failureFile.path)
        var lines = [message, "", tool, "", difference]
        if attachments.contains(where: { $0.name == "difference" }) {
            lines += ["", "The differences, in red: \(reference.differenceFile.path)"]
        }
        return lines.joined(separator: "\n")
    } catch {
        return "Couldn't write the snapshot under \(reference.directory.path): \(error.localizedDescription)"
    }
}

/// Where a snapshot's reference and failure files are.
struct ReferenceLocation {
    let directory: URL
    let file: URL
    let failureFile: URL
    let differenceFile: URL

    /// The name of the subfolder the lab's references go in, beside the Simulator's.
    static let folderName = "PresentationLab"

    init(filePath: String, testName: String, name: String?, pathExtension: String?, snapshotDirectory: String?) {
        let testFile = URL(fileURLWithPath: filePath, isDirectory: false)
        let fileName = testFile.deletingPathExtension().lastPathComponent
        let directory = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
                .appendingPathComponent(ReferenceLocation.folderName)
        self.directory = directory
        let test = ReferenceLocation.sanitized(testName)
        let identifier = name.map(ReferenceLocation.sanitized) ?? String(SnapshotCounter.next(file: filePath, testName: testName))
        let base = "\(test).\(identifier)"
        func named(_ stem: String) -> URL {
            let url = directory.appendingPathComponent(stem)
            return pathExtension.map { url.appendingPathExtension($0) } ?? url
        }
        self.file = named(base)
        self.failureFile = named(base + ".failure")
        self.differenceFile = directory.appendingPathComponent(base + ".difference.png")
    }

    /// A file-name part: runs of characters other than letters, digits and "_" become "-", and
    /// none leads or trails (`testLogin()` → `testLogin`).
    static func sanitized(_ component: String) -> String {
        component.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }

    /// A snapshot that matches (or was recorded) leaves no stale failure beside its reference.
    func removeFailureFiles() {
        try? FileManager.default.removeItem(at: failureFile)
        try? FileManager.default.removeItem(at: differenceFile)
    }
}
