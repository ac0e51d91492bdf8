import Foundation

/// What one environment's application holds: its object, its delegate and the scenes it connected.
@MainActor
final class ApplicationState: EnvironmentState {
    private(set) lazy var application = UIApplication(environment: environment)
    var delegate: UIApplicationDelegate?
    var connectedScenes: Set<UIScene> = []
    /// Active from launch (a test or script with no app delegate runs in an active app).
    var applicationState = UIApplication.State.active
    /// The bundle `Bundle.main` stands for in this app's UIKit calls, and its Info.plist as read at launch.
    var appBundle: Bundle = AppBundle.located
    var info: AppInfo?
    /// The languages the app's texts are looked up in, first first (`--language`, as the device's
    /// Language setting); nil until set or first read.
    var languages: [String]?
    /// The accent colour found for the app, once looked up.
    var accentColor: UIColor?
    /// Windows made from the Info.plist's storyboards for a delegate with no `window` to keep them.
    var storyboardWindows: [UIWindow] = []
    private unowned let environment: HostEnvironment

    init(environment: HostEnvironment) { self.environment = environment }
}
