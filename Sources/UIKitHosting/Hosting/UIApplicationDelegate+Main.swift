extension UIApplicationDelegate {
    /// The entry point `@main` calls: runs the app in the simulator's window, or headless with
    /// `--headless --script FILE`, with the host settings from the command line and environment
    /// (`--device`, `--orientation`, `--ios`, …; `--help` lists them). Exits with the app's code.
    public static func main() {
        exit(SimulatorLauncher.run(arguments: Array(CommandLine.arguments.dropFirst()),
                                   environment: ProcessInfo.processInfo.environment,
                                   makeDelegate: { Self() }))
    }
}
