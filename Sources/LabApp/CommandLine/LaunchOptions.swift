import UIKit

/// What the `presentation-lab` command line asked for: the lab's own flags (`--scenario`,
/// `--list-scenarios`) and the simulator's host settings, which every app run in the lab shares.
public struct LaunchOptions: Equatable {
    package var host = HostSettings()
    public var scenario: String?
    public var listScenarios = false

    public var size: CGSize { host.windowSize }
    public var trace: Bool { host.trace }
    public var showHelp: Bool { host.showHelp }

    public static let usage = """
        Usage: presentation-lab [options]

          --scenario NAME       start in a scenario instead of the home screen
          --list-scenarios      print the scenario names and exit
        \(HostSettings.usage)
        """

    public init() {}

    /// Parses the arguments after the program name, with the simulator's defaults from `environment`.
    public static func parse(_ arguments: [String], environment: [String: String] = [:]) throws -> LaunchOptions {
        var options = LaunchOptions()
        var hostArguments: [String] = []
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--list-scenarios":
                options.listScenarios = true
            case "--scenario":
                index += 1
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw LaunchError("--scenario needs a value; see --help.")
                }
                options.scenario = arguments[index]
            default:
                hostArguments.append(arguments[index])
            }
            index += 1
        }
        options.host = try HostSettings.parse(hostArguments, environment: environment)
        return options
    }

    /// "390x844" → 390 × 844 points; each side a whole number from 1 to 16384.
    public static func parseSize(_ text: String) throws -> CGSize { try HostSettings.parseSize(text) }
}
