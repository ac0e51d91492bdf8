import Foundation

// What an app asks for when it opens or closes a scene, as UIKit's `UIScene.ActivationRequestOptions`,
// `UIWindowScene.ActivationRequestOptions` and `UISceneDestructionRequestOptions`.
extension UIScene {
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene asking, which the system may show the new one beside.
        open var requestingScene: UIScene?
        public override init() { super.init() }
    }
}

extension UIWindowScene {
    @preconcurrency @MainActor
    open class ActivationRequestOptions: UIScene.ActivationRequestOptions {
        public enum PresentationStyle: Int, Sendable { case automatic = 0, standard = 1, prominent = 2 }
        /// How the new window shows; the lab shows every new scene full screen (`.standard`).
        open var preferredPresentationStyle: PresentationStyle = .automatic
    }
}

@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}

@preconcurrency @MainActor
open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    public enum WindowDismissalAnimation: Int, Sendable { case standard = 1, commit = 2, decline = 3 }
    open var windowDismissalAnimation: WindowDismissalAnimation = .standard
}
