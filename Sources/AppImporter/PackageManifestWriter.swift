import Foundation

/// The generated package's `Package.swift`: the lab as a path dependency, one executable target
/// per app (its product named as the app's product), one library target per framework or
/// development pod the apps use, one test target per unit-test target, each ported by the lab's
/// `PortAppSources` build plugin.
struct PackageManifestWriter {
    struct Target {
        enum Kind {
            case app(product: String, bundle: String)
            case library(bundle: String)
            case tests(bundle: String?)
        }
        var name: String
        var kind: Kind
        var dependencies: [String]
        /// The Swift language mode the project builds the target in, when not the package's 5
        /// (`.v4`, `.v4_2`).
        var languageMode: String? = nil

        /// `swiftSettings:` for a target whose mode is not the package's, else nothing.
        var swiftSettings: String {
            languageMode.map { "\n            swiftSettings: [.swiftLanguageMode(\($0))]," } ?? ""
        }
    }

    var packageName: String
    var labFolder: URL
    var targets: [Target]

    /// SwiftPM names a path dependency by its folder.
    private var labIdentity: String { labFolder.lastPathComponent.lowercased() }

    var text: String {
        let lab = "\"\(labIdentity)\""
        var products: [String] = []
        var declarations: [String] = []
        for target in targets {
            let plugin = "plugins: [.plugin(name: \"PortAppSources\", package: \(lab))]"
            let uikit = ".product(name: \"UIKit\", package: \(lab))"
            switch target.kind {
            case let .app(product, bundle):
                products.append("        .executable(name: \(quoted(product)), targets: [\(quoted(target.name))]),")
                declarations.append(sourceTarget(".executableTarget", target, bundle: bundle, uikit: uikit, plugin: plugin))
            case let .library(bundle):
                declarations.append(sourceTarget(".target", target, bundle: bundle, uikit: uikit, plugin: plugin))
            case let .tests(bundle):
                let dependencies = target.dependencies.map(quoted) + [uikit, ".product(name: \"UIKitTesting\", package: \(lab))"]
                let resources = bundle.map { "\n            resources: [.copy(\(quoted($0)))]," } ?? ""
                declarations.append("""
                        .testTarget(
                            name: \(quoted(target.name)),
                            dependencies: [\(dependencies.joined(separator: ", "))],
                            path: "Tests/\(target.name)",
                            exclude: ["LabImport.json"],\(resources)\(target.swiftSettings)
                            \(plugin)),
                """)
            }
        }
        return """
            // swift-tools-version: 6.0
            // Written by `presentation-lab import`; importing again rewrites it. The Swift files are the
            // project's own, ported as they build: edit them in the project, then build here again.
            import PackageDescription

            let package = Package(
                name: \(quoted(packageName)),
                products: [
            \(products.joined(separator: "\n"))
                ],
                dependencies: [.package(path: \(quoted(labFolder.path)))],
                targets: [
            \(declarations.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v5]
            )

            """
    }

    /// An app's or a library's target: its folder, its bundle as a resource, the port plugin.
    private func sourceTarget(_ declaration: String, _ target: Target, bundle: String, uikit: String, plugin: String) -> String {
        """
                \(declaration)(
                    name: \(quoted(target.name)),
                    dependencies: [\((target.dependencies.map(quoted) + [uikit]).joined(separator: ", "))],
                    path: "Sources/\(target.name)",
                    exclude: ["LabImport.json"],
                    resources: [.copy(\(quoted(bundle)))],\(target.swiftSettings)
                    \(plugin)),
        """
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
