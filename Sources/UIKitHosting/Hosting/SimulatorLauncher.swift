import Foundation

/// Runs an app as the simulator: settings from the command line and environment, then the app
/// delegate launched in the real window, or headless through a script's steps. `@main` app
/// delegates, `UIApplicationMain` and the `presentation-lab` app all start here.
@preconcurrency @MainActor
package enum SimulatorLauncher {
    /// The program's name in messages and the window title.
    package static var programName: String { AppBundle.programName }

    /// Parses `arguments` (after the program name) and runs; returns the exit code.
    package static func run(arguments: [String], environment: [String: String],
                            makeDelegate: () -> UIApplicationDelegate) -> Int32 {
        let settings: HostSettings
        do {
            settings = try HostSettings.parse(arguments, environment: environment)
        } catch {
            fail("\(error)")
            return 2
        }
        if settings.showHelp {
            write("Usage: \(programName) [options]\n\n\(HostSettings.usage)\n", to: .standardOutput)
            return 0
        }
        return run(settings: settings, title: appTitle, makeDelegate: makeDelegate)
    }

    /// The name under the app's icon (its Info.plist's `CFBundleDisplayName`, else `CFBundleName`),
    /// else the program's name: the window's title starts with it.
    package static var appTitle: String {
        AppInfo(AppBundle.located.infoDictionary ?? [:], moduleName: programName).displayName ?? programName
    }

    /// Runs with settings already parsed: in the window, or headless when a script is given.
    package static func run(settings: HostSettings, title: String, makeDelegate: () -> UIApplicationDelegate) -> Int32 {
        AppContainer.prepare()
        var settings = settings
        let info = AppInfo(AppBundle.located.infoDictionary ?? [:], moduleName: programName)
        settings.device = launchDevice(for: settings, info: info)
        settings.orientation = launchOrientation(for: settings, info: info)
        let status = if settings.headless, let path = settings.scriptPath {
            runHeadless(settings: settings, scriptPath: path, makeDelegate: makeDelegate)
        } else {
            runWindow(settings: settings, title: title, makeDelegate: makeDelegate)
        }
        // iOS hands every write to the preferences daemon at once, so an app's defaults outlive it;
        // Foundation on Linux writes them out only when asked (~/.config/NAME.plist).
        UserDefaults.standard.synchronize()
        return status
    }

    /// The device asked for, unless it is an iPhone and the app runs only on iPad (its
    /// `UIDeviceFamily`): then an iPad, said once, as Xcode lists only iPads for such an app.
    static func launchDevice(for settings: HostSettings, info: AppInfo) -> SimulatedDevice {
        guard settings.device.idiom == .phone, info.isIPadOnly,
              let iPad = SimulatedDevice.profiles.first(where: { $0.idiom == .pad }) else { return settings.device }
        write("\(programName): the app runs on iPad only (its Info.plist's UIDeviceFamily); opening it on \(iPad.name), not \(settings.device.name).\n",
              to: .standardError)
        return iPad
    }

    /// The device held as asked when the app's Info.plist supports that orientation; else turned to
    /// the first orientation it lists, as iOS launches a landscape-only app in landscape.
    static func launchOrientation(for settings: HostSettings, info: AppInfo) -> UIDeviceOrientation {
        guard let listed = info.supportedOrientations(for: settings.device.idiom), let first = listed.first,
              !listed.contains(UIInterfaceOrientation(settings.orientation)) else { return settings.orientation }
        return first.deviceOrientation
    }

    private static func runHeadless(settings: HostSettings, scriptPath: String,
                                    makeDelegate: () -> UIApplicationDelegate) -> Int32 {
        let script: Script
        do {
            script = try Script.load(path: scriptPath)
        } catch {
            fail("\(error)")
            return 2
        }
        let host = OffscreenHost(device: settings.device, orientation: settings.orientation,
                                 systemVersion: settings.systemVersion, renderScale: 1)
        host.environment.setSystemAppearance(settings.appearance)
        host.environment.setContentSizeCategory(settings.contentSize)
        installTrace(settings, in: host.environment)
        installLanguage(settings, in: host.environment)
        host.launch(makeDelegate())
        if settings.recordPath != nil { host.startRecording() }
        var progress = ScriptProgress(stepCount: script.steps.count)
        for (index, step) in script.steps.enumerated() {
            progress.report(stepsDone: index)
            serviceMainQueue(host)
            switch step {
            case .tap(let point): host.tap(at: point)
            case .drag(let from, let to, let seconds): host.drag(from: from, to: to, duration: seconds)
            case .resize(let size): host.resize(to: size)
            case .wait(let seconds): host.advance(by: seconds)
            case .shake:
                host.environment.application.simulateShake()
                host.renderFrame()
            case .rotate(let clockwise): host.rotate(to: host.environment.screen.deviceOrientation.rotated(clockwise: clockwise))
            case .screenshot(let path):
                do {
                    try ScreenshotFile.write(host, to: path)
                } catch {
                    fail("\(error)")
                    return 2
                }
            case .tapText(let text, let line):
                host.waitForAppToIdle()
                switch host.environment.run({
                    AccessibilityTree.tapPoint(for: text, among: AccessibilityTree.elements(shownBy: host.environment,
                                                                                            keyWindow: host.environment.keyWindow ?? host.window))
                }) {
                case .success(let point): host.tap(at: point)
                case .failure(let problem):
                    fail("\(scriptPath):\(line): \(problem).")
                    return 2
                }
            case .typeText(let text, let line):
                host.waitForAppToIdle()
                guard host.typeText(text) else {
                    fail("\(scriptPath):\(line): nothing is being edited to type \"\(text)\" into; tap a text field first.")
                    return 2
                }
            case .describe(let path):
                host.waitForAppToIdle()
                let text = host.environment.run {
                    AccessibilityTree.describe(AccessibilityTree.elements(shownBy: host.environment, keyWindow: host.environment.keyWindow ?? host.window))
                }
                do {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                } catch {
                    fail("cannot write a description to '\(path)': \((error as NSError).localizedDescription).")
                    return 2
                }
            }
        }
        if let path = settings.recordPath {
            do {
                try RecordingWriter.write(host.stopRecording(), to: URL(fileURLWithPath: path))
                write("Saved a recording to \(path)\n", to: .standardError)
            } catch {
                fail("\(error)")
                return 2
            }
        }
        return 0
    }

    private static func runWindow(settings: HostSettings, title: String, makeDelegate: () -> UIApplicationDelegate) -> Int32 {
        let host: SDLWindowHost
        do {
            host = try SDLWindowHost(appName: title, settings: settings)
        } catch {
            fail("\(error)")
            return 2
        }
        host.environment.setSystemAppearance(settings.appearance)
        host.environment.setContentSizeCategory(settings.contentSize)
        installTrace(settings, in: host.environment)
        installLanguage(settings, in: host.environment)
        let app = host.environment.application
        let window: UIWindow? = host.environment.run {
            let delegate = makeDelegate()
            app.delegate = delegate
            if let icon = app.appIconFile { host.setIcon(contentsOfFile: icon.path) }
            if let launchScreen = app.makeLaunchScreenWindow() {
                host.showOnce(launchScreen)
                // Gone once the app's window shows: no controller of it stays on screen.
                launchScreen.isHidden = true
                launchScreen.rootViewController = nil
            }
            _ = app.launch(with: delegate)
            return app.launchedWindow
        }
        guard let window else {
            fail("the app made no window: in application(_:didFinishLaunchingWithOptions:) (or the scene delegate's scene(_:willConnectTo:options:)) create a UIWindow, set its rootViewController and call makeKeyAndVisible().")
            return 1
        }
        host.run(window)
        return 0
    }

    /// `--language`: the app's languages, and the `AppleLanguages` default the app's own code and
    /// an imported app's `NSLocalizedString` read, set for this process only as Xcode's scheme
    /// sets it (`-AppleLanguages (fr)`, the arguments domain).
    private static func installLanguage(_ settings: HostSettings, in environment: HostEnvironment) {
        guard let language = settings.language else { return }
        UserDefaults.standard.setVolatileDomain(["AppleLanguages": [language]], forName: UserDefaults.argumentDomain)
        environment.application.preferredLanguages = [language]
    }

    /// `--trace` lines go to standard output.
    private static func installTrace(_ settings: HostSettings, in environment: HostEnvironment) {
        guard settings.trace else { return }
        environment.traceHandler = { line in write(line + "\n", to: .standardOutput) }
    }

    /// Runs what app code queued for the main thread (`DispatchQueue.main.async`,
    /// `performSelector(onMainThread:…)`, due `Timer`s) between script steps, as the window's
    /// loop does between events, and draws what it changed.
    private static func serviceMainQueue(_ host: OffscreenHost) {
        _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
        host.renderFrame()
    }

    package static func fail(_ message: String) {
        write("\(programName): \(message)\n", to: .standardError)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
