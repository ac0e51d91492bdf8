import Foundation

/// The system appearance and text size of a host: the screen's light or dark style and its
/// content size category, as Settings sets them.
extension HostEnvironment {
    /// A setting of the running code's screen (its appearance, its text size), read from any
    /// thread: off the main thread there is no host to ask, and `offMain` answers.
    nonisolated static func screenSetting<Value: Sendable>(_ read: @MainActor (UIScreen) -> Value, offMain: Value) -> Value {
        guard Diagnostics.isOnMainQueue else { return offMain }
        return MainActor.assumeIsolated { read(settingsOfRunningCode.screen) }
    }

    /// Switches the appearance; every window's views and controllers whose style changes hear of it.
    package func setSystemAppearance(_ style: UIUserInterfaceStyle) {
        guard style != screen.userInterfaceStyle else { return }
        run { TraitChange.run(in: windows) { screen.userInterfaceStyle = style } }
    }
}
