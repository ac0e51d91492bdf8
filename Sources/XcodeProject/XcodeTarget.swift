import Foundation

/// One target of an Xcode project: what it builds, from which files, with which settings.
package struct XcodeTarget: Sendable {
    package enum Kind: String, Sendable {
        case application, unitTests, uiTests, framework, other
    }

    package var name: String
    package var kind: Kind
    package var sources: [URL]
    package var resources: [XcodeResource]
    /// The target's build settings over the project's (the Debug configuration's, as Xcode runs).
    package var buildSettings: [String: String]
    /// Frameworks and libraries it links (`CoreData.framework`), and Swift packages it uses.
    package var linkedFrameworks: [String]
    package var packageProducts: [String]
    /// For a test target: the app target it tests (its test host).
    package var testedTargetName: String?

    package var productName: String {
        let name = setting("PRODUCT_NAME") ?? name
        return name == "$(TARGET_NAME)" || name.isEmpty ? self.name : name
    }

    /// The module name Swift code imports it by: `PRODUCT_MODULE_NAME`, else the product name
    /// with what an identifier cannot hold replaced by underscores, as Xcode makes it.
    package var moduleName: String {
        if let module = setting("PRODUCT_MODULE_NAME"), !module.contains("$") { return module }
        var module = String(productName.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if module.first?.isNumber == true { module = "_" + module }
        return module
    }

    /// A build setting with `$(TARGET_NAME)` and `$(PRODUCT_NAME)` expanded, with Xcode's
    /// `:c99extidentifier` and `:rfc1034identifier` modifiers, and `$(inherited)` dropped.
    package func setting(_ key: String) -> String? {
        guard var value = buildSettings[key] else { return nil }
        let productName = buildSettings["PRODUCT_NAME"].flatMap { $0.contains("$") ? nil : $0 } ?? name
        for (variable, replacement) in [("TARGET_NAME", name), ("PRODUCT_NAME", productName)] {
            for (modifier, transform) in Self.modifiers {
                let made = transform(replacement)
                value = value.replacingOccurrences(of: "$(\(variable)\(modifier))", with: made).replacingOccurrences(of: "${\(variable)\(modifier)}", with: made)
            }
        }
        value = value.replacingOccurrences(of: "$(inherited)", with: "").trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : value
    }

    /// Xcode's build-setting modifiers: an identifier (a C99 one, or a bundle identifier's part).
    private static let modifiers: [(String, @Sendable (String) -> String)] = [
        ("", { $0 }),
        (":c99extidentifier", { String($0.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }) }),
        (":rfc1034identifier", { String($0.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" }) }),
    ]

    /// A build setting naming a file (`INFOPLIST_FILE`), as a URL: relative to the project's
    /// folder, `$(SRCROOT)`, `$(PROJECT_DIR)` and `$(SOURCE_ROOT)` being that folder.
    package func fileSetting(_ key: String, projectFolder: URL) -> URL? {
        guard var path = setting(key) else { return nil }
        for variable in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
            path = path.replacingOccurrences(of: "$(\(variable))", with: projectFolder.path)
                .replacingOccurrences(of: "${\(variable)}", with: projectFolder.path)
        }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : projectFolder.appendingPathComponent(path)
        return url.standardizedFileURL
    }
}
