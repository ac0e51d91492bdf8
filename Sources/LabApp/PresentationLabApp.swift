import UIKit
import UIKitTesting

/// The `presentation-lab` program: the home screen and scenarios in a real window, or a script of
/// steps on the headless host.
@MainActor
public enum PresentationLabApp {
    public static let windowTitle = "Presentation Lab"

    /// Runs with the given arguments (without the program name); returns the exit code.
    public static func run(arguments: [String]) -> Int32 {
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments)
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
        if options.trace {
            UIApplication.shared.traceHandler = { line in write(line + "\n", to: .standardOutput) }
        }
        if options.headless, let path = options.scriptPath {
            return runHeadless(options: options, scenario: scenario, scriptPath: path)
        }
        return runWindow(options: options, scenario: scenario)
    }

    private static func runHeadless(options: LaunchOptions, scenario: Scenario?, scriptPath: String) -> Int32 {
        let script: Script
        do {
            guard let text = try? String(contentsOfFile: scriptPath, encoding: .utf8) else {
                throw LaunchError("cannot read script '\(scriptPath)'; check the path.")
            }
            script = try Script.parse(text, source: scriptPath)
        } catch {
            return fail("\(error)", code: 2)
        }
        let host = HeadlessHost(size: options.size)
        let delegate = LabAppDelegate(startScenario: scenario)
        host.launch(delegate)
        for step in script.steps {
            switch step {
            case .tap(let point): host.tap(at: point)
            case .drag(let from, let to, let seconds): host.drag(from: from, to: to, duration: seconds)
            case .resize(let size): host.resize(to: size)
            case .wait(let seconds): host.advance(by: seconds)
            case .screenshot(let path):
                do {
                    let folder = (path as NSString).deletingLastPathComponent
                    if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                    try host.writePNG(to: path)
                } catch {
                    return fail("cannot write screenshot '\(path)': \(error)", code: 1)
                }
            }
        }
        return 0
    }

    private static func runWindow(options: LaunchOptions, scenario: Scenario?) -> Int32 {
        let host: SDLWindowHost
        do {
            host = try SDLWindowHost(title: windowTitle, size: options.size)
        } catch {
            return fail("\(error)", code: 2)
        }
        UIScreen.main.bounds = CGRect(origin: .zero, size: host.size)
        let delegate = LabAppDelegate(startScenario: scenario)
        _ = UIApplication.shared.launch(with: delegate)
        guard let window = delegate.window else { return fail("the app delegate made no window.", code: 1) }
        var overlayShown = false
        host.onKey = { key in
            guard key == "F1" else { return }
            overlayShown.toggle()
            host.overlay = overlayShown ? { DebugOverlay.commands(for: $0) } : nil
            window.setNeedsDisplay()
        }
        host.run(window)
        return 0
    }

    private static func fail(_ message: String, code: Int32) -> Int32 {
        write("presentation-lab: \(message)\n", to: .standardError)
        return code
    }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
