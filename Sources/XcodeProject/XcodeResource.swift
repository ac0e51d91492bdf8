import Foundation

/// A file or folder an app target copies into its bundle: where it is in the project, and the
/// `.lproj` folder it goes in when it is one localization of a variant group (`Base` for Base
/// internationalization).
package struct XcodeResource: Equatable, Sendable {
    package var url: URL
    package var localization: String?
    /// Its name in the bundle: the file's name (a variant group's members share it).
    package var bundleName: String { url.lastPathComponent }
}
