import Foundation

// Opening URLs in other apps: the simulator has none, so a URL a device would open (a web or mail
// address, the app's settings) is recorded and reported, and the completion hears that it opened.
extension UIApplication {
    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link that an installed app claims.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// Whether an app on the simulator handles the URL's scheme (Safari's, Mail's, Settings').
    public func canOpenURL(_ url: URL) -> Bool { environment[OpenedURLs.self].canOpen(url) }

    /// Opens a URL in the app that handles it: recorded and named on the console here, and the
    /// completion told, on the main queue after this frame, whether an app would have opened it.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        environment.run {
            let opens = options[.universalLinksOnly] as? Bool != true && environment[OpenedURLs.self].open(url)
            guard let completion else { return }
            environment.runAfterFrame { completion(opens) }
        }
    }
}
