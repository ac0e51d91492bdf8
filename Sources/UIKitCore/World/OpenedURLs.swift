import Foundation

/// The URLs one host's app asked the system to open, in order. The simulator has no other apps, so
/// a URL a device would open (a web or mail address, the app's settings) is recorded, for tests to
/// read, and named once on the console instead.
@MainActor
package final class OpenedURLs: EnvironmentState {
    private(set) var urls: [URL] = []

    package init(environment: HostEnvironment) {}

    /// The schemes a freshly installed Simulator has an app for.
    private static let openableSchemes: Set<String> = ["http", "https", "mailto", "app-settings", "sms", "facetime", "maps"]

    package func canOpen(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return Self.openableSchemes.contains(scheme)
    }

    /// Opens the URL as the system would; false when no app on the simulator handles it.
    @discardableResult
    package func open(_ url: URL) -> Bool {
        guard canOpen(url) else { return false }
        urls.append(url)
        Diagnostics.warnOnce("openURL.\(url.absoluteString)", "the app opened \(url.absoluteString); "
            + "the simulator has no other apps to open it in, so the app stays in front.")
        return true
    }
}
