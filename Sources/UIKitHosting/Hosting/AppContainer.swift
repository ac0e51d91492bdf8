import Foundation

/// The folders an iOS app finds in its container when it launches: Documents and Library/Caches
/// exist there, so apps write into them without creating them. On Linux they are the folders
/// `FileManager` names for the user (`~/Documents`, `~/.cache`), made when missing.
package enum AppContainer {
    package static var standardDirectories: [URL] {
        [FileManager.SearchPathDirectory.documentDirectory, .cachesDirectory].compactMap {
            FileManager.default.urls(for: $0, in: .userDomainMask).first
        }
    }

    /// Makes each of `directories` that does not exist; one that cannot be made is named once.
    package static func prepare(_ directories: [URL] = standardDirectories) {
        for directory in directories where !FileManager.default.fileExists(atPath: directory.path) {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                Diagnostics.warnFromAnyThread("Presentation Lab: the app's \(directory.lastPathComponent) folder (\(directory.path)) could not be made: \(error.localizedDescription). Writes into it will fail.")
            }
        }
    }
}
