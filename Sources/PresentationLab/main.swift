import AppImporter
import Foundation
import LabApp

// `presentation-lab import …` turns an Xcode project into a package; anything else runs the app.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "import" {
    exit(ImportCommand.run(arguments: Array(arguments.dropFirst()), executablePath: CommandLine.arguments[0]))
}
exit(PresentationLabApp.run(arguments: arguments, environment: ProcessInfo.processInfo.environment))
