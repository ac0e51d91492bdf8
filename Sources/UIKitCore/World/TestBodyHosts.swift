/// The hosts test bodies made or entered. On iOS a test has one app, the one it set up, so code in
/// a test's body that runs outside every host entry (a `UIApplication.shared.keyWindow` read by a
/// library, `UIDevice.current.systemVersion`, `preferredFont(forTextStyle:)`) sees the host that
/// test made or entered last, and tests running in parallel each see their own. A test that made
/// none sees the default app. UIKit knows no test framework: UIKitTesting says which test runs.
@MainActor
package enum TestBodyHosts {
    /// The keys of the running test, most specific first (a Swift Testing test's task, then the
    /// test; an XCTest case), or none outside every test. Installed once by UIKitTesting.
    package static var runningTestKeys: (() -> [AnyHashable])?

    /// The latest host each test key made or entered, held without keeping it alive.
    private static var entered: [AnyHashable: UnownedHandle<HostEnvironment>] = [:]

    /// Makes `environment` the world of the running test's body, if a test runs.
    package static func enter(_ environment: HostEnvironment) {
        guard let keys = runningTestKeys?(), !keys.isEmpty else { return }
        entered = entered.filter { $0.value.object != nil }
        for key in keys { entered[key] = environment.handle }
    }

    /// The world of the running test's body: the host it made or entered last, if it still lives.
    static var environment: HostEnvironment? {
        guard !entered.isEmpty, let keys = runningTestKeys?() else { return nil }
        for key in keys {
            if let environment = entered[key]?.object { return environment }
        }
        return nil
    }
}
