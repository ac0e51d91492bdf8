/// Runs an app, as UIKit's `UIApplicationMain(_:_:_:_:)` in a `main.swift`:
/// `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))`.
/// The delegate class is found by its name (`Module.Class`) and created with `init()`. The host
/// settings come from `argv` and the environment (`--help` lists them). Returns the exit code:
/// 0, or 2 for bad flags or no display. (UIKit's never returns; call `exit` with this one.)
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let arguments = (1..<Int(Swift.max(1, argc))).compactMap { argv[$0].map { String(cString: $0) } }
    if let principalClassName, principalClassName != NSStringFromClass(UIApplication.self) {
        Diagnostics.warn("UIApplicationMain: the principal class \(principalClassName) is ignored; the lab runs UIApplication itself.")
    }
    guard let delegateClassName else {
        SimulatorLauncher.fail("UIApplicationMain needs the app delegate's class name: pass NSStringFromClass(AppDelegate.self) (the lab does not load a delegate from a main nib).")
        return 2
    }
    guard let type = _typeByName(delegateClassName) as? UIApplicationDelegate.Type else {
        SimulatorLauncher.fail("UIApplicationMain: no UIApplicationDelegate class named '\(delegateClassName)'; pass NSStringFromClass(AppDelegate.self).")
        return 2
    }
    return SimulatorLauncher.run(arguments: arguments, environment: ProcessInfo.processInfo.environment,
                                 makeDelegate: { type.init() })
}
