//
//  SceneDelegate.swift
//  Shelf
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The storyboard named in Info.plist has made the window already.
        guard let _ = (scene as? UIWindowScene) else { return }
    }
}
