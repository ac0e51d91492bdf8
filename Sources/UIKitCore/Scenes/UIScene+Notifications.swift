import Foundation

extension UIScene {
    /// Posted with the scene as the object, beside the matching scene delegate callbacks.
    public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")
}
