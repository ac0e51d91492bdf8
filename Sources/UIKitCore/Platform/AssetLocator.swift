/// Finds the files the app ships under Assets/ (fonts, images).
///
/// Looked up, in order: $PRESENTATION_LAB_ASSETS, Assets/ in the current directory, and the
/// Assets/ folder of the package this library was built from.
enum AssetLocator {
    static let environmentVariable = "PRESENTATION_LAB_ASSETS"

    static var searchRoots: [URL] {
        var roots: [URL] = []
        if let custom = ProcessInfo.processInfo.environment[environmentVariable], !custom.isEmpty {
            roots.append(URL(fileURLWithPath: custom))
        }
        roots.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets"))
        // Sources/UIKit/Platform/AssetLocator.swift → the package root is four levels up.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        roots.append(packageRoot.appendingPathComponent("Assets"))
        return roots
    }

    /// The first existing file at `relativePath` under a search root.
    static func url(for relativePath: String) -> URL? {
        for root in searchRoots {
            let candidate = root.appendingPathComponent(relativePath)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
