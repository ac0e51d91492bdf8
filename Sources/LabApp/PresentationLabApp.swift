import UIKit

/// The `presentation-lab` program: the home screen and scenarios, run by the simulator like any
/// app (in the window, or headless through a script).
@MainActor
public enum PresentationLabApp {
    public static let windowTitle = "Presentation Lab"

    /// Runs with the given arguments (without the program name); returns the exit code.
    public static func run(arguments: [String], environment: [String: String] = [:]) -> Int32 {
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments, environment: environment)
        } catch {
            return fail("\(error)", code: 2)
        }
        if options.showHelp {
            write(LaunchOptions.usage + "\n", to: .standardOutput)
            return 0
        }
        if options.listScenarios {
            let lines = ScenarioCatalog.all.map { "\($0.name)\t\($0.summary)" }
            write(lines.joined(separator: "\n") + "\n", to: .standardOutput)
            return 0
        }
        var scenario: Scenario?
        if let name = options.scenario {
            guard let found = ScenarioCatalog.scenario(named: name) else {
                let names = ScenarioCatalog.all.map(\.name).joined(separator: ", ")
                return fail("unknown scenario '\(name)'; the scenarios are \(names).", code: 2)
            }
            scenario = found
        }
        return SimulatorLauncher.run(settings: options.host, title: windowTitle,
                                     makeDelegate: {
            LabAppDelegate(startScenario: scenario,
                           pinnedSystemVersion: options.host.systemVersionIsExplicit ? options.host.systemVersion : nil)
        })
    }

    private static func fail(_ message: String, code: Int32) -> Int32 {
        write("presentation-lab: \(message)\n", to: .standardError)
        return code
    }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
