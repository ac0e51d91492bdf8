import Foundation

/// What the command line asked for. Parsing fails with one line that says what was wrong.
public struct LaunchOptions: Equatable {
    public var size = LaunchOptions.defaultSize
    public var scenario: String?
    public var listScenarios = false
    public var showHelp = false
    public var headless = false
    public var scriptPath: String?
    public var trace = false

    public static let defaultSize = CGSize(width: 390, height: 844)
    public static let maximumSide = 16_384

    public static let usage = """
        Usage: presentation-lab [options]

          --size WIDTHxHEIGHT   window size in points (default 390x844)
          --scenario NAME       start in a scenario instead of the home screen
          --list-scenarios      print the scenario names and exit
          --trace               print each lifecycle callback with its frame-clock time
          --headless            run without a window (software rendering, fake clock)
          --script FILE         with --headless: run the steps in FILE, one a line:
                                  tap X Y | drag X1 Y1 X2 Y2 SECONDS | resize W H
                                  wait SECONDS | screenshot PATH.png | # comment
          --help                print this help and exit

        In the window, F1 outlines the container, dimming and presented views with their frames.
        """

    public init() {}

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws -> LaunchOptions {
        var options = LaunchOptions()
        var index = 0
        func value(for flag: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw LaunchError("\(flag) needs a value; see --help.")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": options.showHelp = true
            case "--list-scenarios": options.listScenarios = true
            case "--trace": options.trace = true
            case "--headless": options.headless = true
            case "--size": options.size = try parseSize(try value(for: "--size"))
            case "--scenario": options.scenario = try value(for: "--scenario")
            case "--script": options.scriptPath = try value(for: "--script")
            default:
                throw LaunchError("unknown option '\(argument)'; run presentation-lab --help for the options.")
            }
            index += 1
        }
        if options.scriptPath != nil && !options.headless {
            throw LaunchError("--script runs only headless; add --headless.")
        }
        if options.headless && options.scriptPath == nil && !options.showHelp && !options.listScenarios {
            throw LaunchError("--headless needs --script FILE with the steps to run.")
        }
        return options
    }

    /// "390x844" → 390 × 844 points; each side a whole number from 1 to 16384.
    public static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw LaunchError("malformed size '\(text)'; write it as WIDTHxHEIGHT, for example 390x844.")
        }
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw LaunchError("size '\(text)' is out of range; each side must be from 1 to \(maximumSide) points.")
        }
        return CGSize(width: width, height: height)
    }
}

/// A command-line or script mistake: one line for the user, exit code 2.
public struct LaunchError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
