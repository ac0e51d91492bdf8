import Foundation
import XcodeProject

/// `presentation-lab import PROJECT --into DIR [--lab PATH]`: reads the arguments after `import`,
/// imports, prints the summary. Exit codes: 0 done, 2 bad input (one line on standard error).
package enum ImportCommand {
    package static let usage = """
        Usage: presentation-lab import PROJECT --into DIR [--lab PATH]

          PROJECT      an .xcodeproj, or the folder that holds one
          --into DIR   where to write the SwiftPM package (the project is not changed)
          --lab PATH   the lab checkout the package depends on (default: the one this command runs from)
        """

    package static func run(arguments: [String], executablePath: String) -> Int32 {
        var project: String?, destination: String?, lab: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                print(usage)
                return 0
            case "--into", "--lab":
                index += 1
                guard index < arguments.count else { return fail("\(argument) needs a path; see presentation-lab import --help.") }
                if argument == "--into" { destination = arguments[index] } else { lab = arguments[index] }
            default:
                guard !argument.hasPrefix("-") else { return fail("unknown option \(argument); see presentation-lab import --help.") }
                guard project == nil else { return fail("one project at a time; got \(project!) and \(argument).") }
                project = argument
            }
            index += 1
        }
        guard let project else { return fail("which project? presentation-lab import PROJECT --into DIR.") }
        guard let destination else { return fail("where to? add --into DIR, the folder for the SwiftPM package.") }
        guard let labFolder = lab.map({ URL(fileURLWithPath: $0) }) ?? checkout(containing: executablePath) else {
            return fail("cannot tell which lab checkout this command runs from; pass --lab PATH.")
        }
        do {
            let report = try AppImporter(projectPath: project, destination: destination, labFolder: labFolder).run()
            print(report.summary)
            print("Next: cd \(ImportReport.shellWord(destination)) && swift run \(ImportReport.shellWord(report.apps.first?.product ?? "APP"))")
            return 0
        } catch {
            return fail("\(error)")
        }
    }

    /// The lab checkout an executable was built in: the folder above `.build` holding Package.swift.
    static func checkout(containing executablePath: String) -> URL? {
        var folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            if folder.lastPathComponent == ".build" {
                let root = folder.deletingLastPathComponent()
                if FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) { return root }
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("presentation-lab import: \(message)\n".utf8))
        return 2
    }
}
