import Foundation
import Synchronization

/// Strings tables of a bundle's `.lproj` folders, read once each: the app's texts in a language.
/// (Foundation on Linux looks in the development region's folder whatever the language.)
enum AppLocalization {
    /// Tables by file: immutable once read, as a built app's are, so hosts may share them.
    private static let tables = Mutex<[String: [String: String]]>([:])

    /// The table `name` (`Localizable`, `Main`) of `language`'s folder in `bundle`; nil when it has none.
    static func table(_ name: String, in bundle: Bundle, language: String) -> [String: String]? {
        guard let path = bundle.path(forResource: name, ofType: "strings", inDirectory: nil, forLocalization: language) else { return nil }
        if let known = tables.withLock({ $0[path] }) { return known }
        guard let data = FileManager.default.contents(atPath: path),
              let dictionary = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String] else {
            Diagnostics.warnFromAnyThread("\(path) is not a strings table (\"key\" = \"value\"; lines); its texts are not used.")
            return nil
        }
        tables.withLock { $0[path] = dictionary }
        return dictionary
    }
}
