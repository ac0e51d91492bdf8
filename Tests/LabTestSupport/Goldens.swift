import Foundation
import Testing
import UIKitTesting

/// Compares `snapshot` with `Goldens/NAME.png` in the calling test target (the nearest folder above
/// the calling file that has a `Goldens` folder); a mismatch leaves the actual picture and a
/// difference image in the package's `.build/snapshot-failures`. `UPDATE_GOLDENS=1` rewrites them.
/// The lab's own test targets share it; users compare with `assertSnapshot`.
@MainActor
public func expectGolden(_ snapshot: Snapshot, _ name: String, filePath: String = #filePath,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    let goldens = nearestFolder(above: filePath, holding: "Goldens").appendingPathComponent("Goldens")
    let failures = nearestFolder(above: filePath, holding: "Package.swift").appendingPathComponent(".build/snapshot-failures")
    let outcome = snapshot.compare(toGolden: goldens.appendingPathComponent("\(name).png"), failureDirectory: failures)
    #expect(outcome.isSuccess, "\(name): \(outcome)", sourceLocation: sourceLocation)
}

/// The nearest folder above `filePath` that holds `entry` (the file's own folder when none does).
private func nearestFolder(above filePath: String, holding entry: String) -> URL {
    let start = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    var folder = start
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry).path) { return folder }
        folder = folder.deletingLastPathComponent()
    }
    return start
}
