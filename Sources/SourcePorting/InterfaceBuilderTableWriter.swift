/// The Swift the importer adds so Interface Builder documents connect without the Objective-C
/// runtime: each file's classes list their outlets and actions in an extension in that file (so
/// `private` outlets are reached), and the module's `InterfaceBuilderClasses` table lists them all.
package enum InterfaceBuilderTableWriter {
    /// The name of a file's entry for a class: one per file, since a class's extensions in several
    /// files each list their own.
    package static func entryName(fileKey: String) -> String {
        "interfaceBuilderClass_" + String(fileKey.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// The extension appended to a ported file for its connectable classes.
    package static func extensions(for classes: [ConnectableClass], fileKey: String) -> String {
        guard !classes.isEmpty else { return "" }
        var text = "\n\n// Added by presentation-lab import: what Interface Builder connects on these classes (see docs/PORTING.md).\n"
        for type in classes {
            let outlets = type.outlets.map { outlet in
                ".\(outlet.isCollection ? "collection" : "outlet")(\"\(outlet.name)\", \\\(type.name).\(outlet.name))"
            }
            let actions = type.actions.map { ".action(\"\($0.selector)\", \($0.reference))" }
            let inspectables = type.inspectables.isEmpty ? "" : ", inspectables: [" + type.inspectables.map { ".inspectable(\"\($0)\", \\\(type.name).\($0))" }.joined(separator: ", ") + "]"
            let make = type.isArchivableObject ? ", make: { \(type.name)() }" : ""
            text += """
                extension \(type.name) {
                    @MainActor static var \(entryName(fileKey: fileKey)): InterfaceBuilderClass {
                        InterfaceBuilderClass(\(type.name).self, outlets: [\(outlets.joined(separator: ", "))], actions: [\(actions.joined(separator: ", "))]\(inspectables)\(make))
                    }
                }

                """
        }
        return text
    }

    /// The module's table: every entry of every file.
    package static func moduleTable(entries: [(className: String, fileKey: String)]) -> String {
        let list = entries.map { "        \($0.className).\(entryName(fileKey: $0.fileKey))," }.joined(separator: "\n")
        return """
            // Written by presentation-lab import from the app's sources: the classes Interface Builder
            // documents connect, found by the lab by this type's name.
            import UIKit

            enum InterfaceBuilderClasses: InterfaceBuilderClassTable {
                @MainActor static var classes: [InterfaceBuilderClass] {
                    [
            \(list)
                    ]
                }
            }

            """
    }
}
