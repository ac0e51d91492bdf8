import XcodeProject

// The Swift language mode Xcode builds a target in: its `SWIFT_VERSION`. Today's compiler still
// has the Swift 4 and 4.2 modes, where code such as `string.characters` compiles.
extension XcodeTarget {
    /// The mode as SwiftPM spells it, when not Swift 5 (the package's).
    var packageLanguageMode: String? {
        switch setting("SWIFT_VERSION") {
        case "4"?, "4.0"?: ".v4"
        case "4.2"?: ".v4_2"
        default: nil
        }
    }
}
