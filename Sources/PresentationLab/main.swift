import Foundation
import LabApp

exit(PresentationLabApp.run(arguments: Array(CommandLine.arguments.dropFirst()),
                            environment: ProcessInfo.processInfo.environment))
