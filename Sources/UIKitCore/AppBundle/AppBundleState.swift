import Foundation

/// What one environment knows of the app it runs: the bundle `Bundle.main` stands for, its
/// Info.plist as read at the first use, the languages its texts are looked up in and its accent
/// colour. Views, storyboards and asset lookups read it, so it sits below the application object,
/// which sets the app delegate's module here when it gets its delegate.
@MainActor
package final class AppBundleState: EnvironmentState {
    var bundle: Bundle = AppBundle.located
    var info: AppInfo?
    /// The languages the app's texts are looked up in, first first (`--language`, as the device's
    /// Language setting); nil until set.
    var languages: [String]?
    /// The accent colour found for the app, once looked up.
    var accentColor: UIColor?
    /// The Swift module of the app delegate's class: the `$(PRODUCT_MODULE_NAME)` of the app's
    /// Info.plist, and the module its storyboards' classes are looked up in first.
    package var delegateModule: String?

    package init(environment: HostEnvironment) {}
}
