/// How the simulator hosts an app: the device and how it is held, the iOS version, the window or
/// headless script, tracing. Read from the command line and the environment, so the app's own code
/// stays iOS code. Parsing fails with one line that says what was wrong.
package struct HostSettings: Equatable {
    package var device: SimulatedDevice = .freeform(HostSettings.defaultSize)
    package var orientation: UIDeviceOrientation = .portrait
    package var systemVersion: SystemVersion = .newest
    /// Whether `--ios` (or PRESENTATION_LAB_IOS) chose the version, rather than the default.
    package var systemVersionIsExplicit = false
    package var trace = false
    package var headless = false
    package var scriptPath: String?
    package var slowAnimations = false
    /// The system appearance at launch (Ctrl+Shift+A toggles it in the window).
    package var appearance = UIUserInterfaceStyle.light
    /// The text size at launch (Ctrl+Shift+Up and Down step it in the window).
    package var contentSize = UIContentSizeCategory.large
    /// Where the window logs each drawn frame's wall-clock and frame-clock times, if anywhere.
    package var frameLogPath: String?
    /// Where the recording of the session goes (`--record`): an animated PNG, a GIF or an MP4.
    package var recordPath: String?
    /// The device's language (`--language fr`): the app's texts come from its `.lproj` folder.
    package var language: String?
    package var showHelp = false

    package static let defaultSize = CGSize(width: 390, height: 844)
    package static let maximumSide = 16_384

    /// The environment variables that give a default for a flag.
    package static let environmentVariables = [
        "--device": "PRESENTATION_LAB_DEVICE", "--orientation": "PRESENTATION_LAB_ORIENTATION",
        "--ios": "PRESENTATION_LAB_IOS", "--size": "PRESENTATION_LAB_SIZE",
        "--appearance": "PRESENTATION_LAB_APPEARANCE", "--content-size": "PRESENTATION_LAB_CONTENT_SIZE",
        "--language": "PRESENTATION_LAB_LANGUAGE",
    ]

    package init() {}

    /// The window's size in points at launch: the device's screen in its orientation.
    package var windowSize: CGSize { device.screenSize(in: orientation) }

    package static let usage = """
          --device NAME         the simulated device: \(SimulatedDevice.profiles.map(\.identifier).joined(separator: ", ")),
                                or freeform (the default: a freely resizable window)
          --orientation NAME    portrait (default), landscape-left, landscape-right, portrait-upside-down
          --ios VERSION         the iOS version whose behaviour to reproduce, \(SystemVersion.oldest.major) to \(SystemVersion.newest.major) (default \(SystemVersion.newest.major))
          --size WIDTHxHEIGHT   the free-form window's size in points (default 390x844)
          --appearance NAME     light (default) or dark, the system appearance (Ctrl+Shift+A toggles)
          --content-size NAME   the text size: \(UIContentSizeCategory.settingNameList)
                                (default large; Ctrl+Shift+Up and Ctrl+Shift+Down step it)
          --language CODE       the device's language (en, fr, pt-BR, zh-Hans …): the app's strings and
                                storyboards come from that .lproj folder, else the development region's
          --slow-animations     start with animations ten times slower (Ctrl+T toggles)
          --trace               print each lifecycle callback with its frame-clock time
          --frame-log FILE      write each drawn frame's wall-clock and frame-clock seconds to FILE
          --record FILE         record what is shown from launch until quitting (or Ctrl+R) to FILE:
                                .png an animated PNG, .gif a GIF, .mp4 a movie (needs ffmpeg)
          --headless            run without a window (software rendering, fake clock)
          --script FILE         with --headless: run the steps in FILE, one a line:
                                  tap X Y | tap "TEXT" | type "TEXT" | drag X1 Y1 X2 Y2 SECONDS | resize W H
                                  rotate left|right | wait SECONDS | screenshot PATH.png
                                  describe PATH | # comment
          --help                print this help and exit

        Environment: PRESENTATION_LAB_DEVICE, PRESENTATION_LAB_ORIENTATION, PRESENTATION_LAB_IOS,
        PRESENTATION_LAB_SIZE, PRESENTATION_LAB_APPEARANCE, PRESENTATION_LAB_CONTENT_SIZE and
        PRESENTATION_LAB_LANGUAGE give defaults for --device, --orientation, --ios, --size,
        --appearance, --content-size and --language.
        In the window: F1 shows the debug overlay, Ctrl+Left and Ctrl+Right rotate the device,
        Ctrl+T toggles slow animations, Ctrl+S saves a screenshot PNG in the current folder, Ctrl+Q quits,
        Ctrl+M simulates a memory warning, Ctrl+Z shakes the device, Ctrl+H goes home and back, Ctrl+R starts and stops
        recording the screen (the Simulator's Cmd+R; to the --record FILE, else a movie in the current folder),
        Ctrl+Shift+R toggles Reduce Motion, Ctrl+K toggles the software keyboard, Ctrl+Shift+A switches between light and dark appearance,
        Ctrl+Shift+Up and Ctrl+Shift+Down make the text larger and smaller.
        """

    /// Parses the arguments after the program name, with defaults from `environment`.
    package static func parse(_ arguments: [String], environment: [String: String] = [:]) throws -> HostSettings {
        var settings = HostSettings()
        var size: CGSize?
        var deviceName: String?
        // Environment first, so flags override it.
        var words: [String] = []
        for (flag, variable) in environmentVariables.sorted(by: { $0.key < $1.key }) {
            if let value = environment[variable], !value.isEmpty { words += [flag, value] }
        }
        words += arguments
        var index = 0
        func value(for flag: String) throws -> String {
            index += 1
            guard index < words.count, !words[index].hasPrefix("--") else {
                throw LaunchError("\(flag) needs a value; see --help.")
            }
            return words[index]
        }
        while index < words.count {
            let argument = words[index]
            switch argument {
            case "--help", "-h": settings.showHelp = true
            case "--trace": settings.trace = true
            case "--headless": settings.headless = true
            case "--slow-animations": settings.slowAnimations = true
            case "--size": size = try parseSize(try value(for: "--size"))
            case "--script": settings.scriptPath = try value(for: "--script")
            case "--frame-log": settings.frameLogPath = try value(for: "--frame-log")
            case "--record":
                let path = try value(for: "--record")
                let fileExtension = (path as NSString).pathExtension.lowercased()
                guard RecordingWriter.extensions.contains(fileExtension) else {
                    throw LaunchError("--record \(path): name the file .png (animated PNG), .gif or .mp4.")
                }
                if fileExtension == "mp4" && MovieEncoder.ffmpeg() == nil {
                    throw LaunchError("--record \(path): an MP4 needs ffmpeg, which is not installed (apt-get install ffmpeg); record to .png or .gif instead.")
                }
                settings.recordPath = path
            case "--device": deviceName = try value(for: "--device")
            case "--orientation": settings.orientation = try parseOrientation(try value(for: "--orientation"))
            case "--appearance": settings.appearance = try parseAppearance(try value(for: "--appearance"))
            case "--content-size": settings.contentSize = try parseContentSize(try value(for: "--content-size"))
            case "--language":
                let code = try value(for: "--language")
                guard code.range(of: #"^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$"#, options: .regularExpression) != nil else {
                    throw LaunchError("--language '\(code)' is not a language code; give one as an .lproj folder names it: en, fr, pt-BR, zh-Hans.")
                }
                settings.language = code
            case "--ios":
                let text = try value(for: "--ios")
                guard let version = SystemVersion(text) else {
                    let valid = SystemVersion.supportedMajors.map(String.init).joined(separator: ", ")
                    throw LaunchError("unknown iOS version '\(text)'; the versions are \(valid).")
                }
                settings.systemVersion = version
                settings.systemVersionIsExplicit = true
            default:
                throw LaunchError("unknown option '\(argument)'; run with --help for the options.")
            }
            index += 1
        }
        if let deviceName {
            guard let device = SimulatedDevice.named(deviceName, freeformSize: size ?? defaultSize) else {
                let valid = (SimulatedDevice.profiles.map(\.identifier) + ["freeform"]).joined(separator: ", ")
                throw LaunchError("unknown device '\(deviceName)'; the devices are \(valid).")
            }
            settings.device = device
        } else {
            settings.device = .freeform(size ?? defaultSize)
        }
        if size != nil && !settings.device.isFreeform {
            throw LaunchError("--size sets the free-form window's size; \(settings.device.name) has its own screen. Drop --size or use --device freeform.")
        }
        if settings.device.isFreeform {
            // A free-form window's size is given as it is shown; its orientation only names which way is up.
            let shown = settings.device.portraitSize
            settings.device = .freeform(settings.orientation.isLandscape ? CGSize(width: shown.height, height: shown.width) : shown)
        }
        if settings.scriptPath != nil && !settings.headless {
            throw LaunchError("--script runs only headless; add --headless.")
        }
        if settings.headless && settings.scriptPath == nil && !settings.showHelp {
            throw LaunchError("--headless needs --script FILE with the steps to run.")
        }
        return settings
    }

    /// "390x844" → 390 × 844 points; each side a whole number from 1 to 16384.
    package static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw LaunchError("malformed size '\(text)'; write it as WIDTHxHEIGHT, for example 390x844.")
        }
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw LaunchError("size '\(text)' is out of range; each side must be from 1 to \(maximumSide) points.")
        }
        return CGSize(width: width, height: height)
    }

    package static func parseAppearance(_ text: String) throws -> UIUserInterfaceStyle {
        guard let style = UIUserInterfaceStyle(settingName: text) else {
            throw LaunchError("unknown appearance '\(text)'; the appearances are light and dark.")
        }
        return style
    }

    package static func parseContentSize(_ text: String) throws -> UIContentSizeCategory {
        guard let category = UIContentSizeCategory(settingName: text) else {
            throw LaunchError("unknown text size '\(text)'; the sizes are \(UIContentSizeCategory.settingNameList).")
        }
        return category
    }

    package static func parseOrientation(_ text: String) throws -> UIDeviceOrientation {
        switch text.lowercased() {
        case "portrait": return .portrait
        case "portrait-upside-down": return .portraitUpsideDown
        case "landscape-left", "landscape": return .landscapeLeft
        case "landscape-right": return .landscapeRight
        default:
            throw LaunchError("unknown orientation '\(text)'; the orientations are portrait, landscape-left, landscape-right, portrait-upside-down.")
        }
    }
}

/// A command-line or script mistake: one line for the user, exit code 2.
package struct LaunchError: Error, Equatable, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
