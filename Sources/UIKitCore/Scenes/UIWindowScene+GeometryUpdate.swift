import Foundation

// Asking for another interface orientation (iOS 16): a video player turning to landscape. The
// scene turns to the first orientation asked for that the app and the window's top full-screen
// controller both support; when there is none, nothing turns and the error handler hears why, in
// UIKit's words.
extension UIWindowScene {
    /// What a scene is asked to become.
    @preconcurrency @MainActor
    open class GeometryPreferences: NSObject {
        override init() { super.init() }
    }

    /// Asks the scene to turn to one of `geometryPreferences`' orientations.
    public func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((Error) -> Void)? = nil) {
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS else {
            errorHandler?(UIWindowScene.geometryError("Geometry preferences of this kind are for another platform; use UIWindowScene.GeometryPreferences.iOS."))
            return
        }
        let requested = preferences.interfaceOrientations
        guard let window = keyWindow ?? windows.first else {
            errorHandler?(UIWindowScene.geometryError("The scene has no window to turn."))
            return
        }
        let supported = window.supportedInterfaceOrientations
        guard let target = requested.intersection(supported).orientations.first else {
            errorHandler?(UIWindowScene.geometryError("None of the requested orientations are supported by the view controller. Requested: \(requested.names); Supported: \(supported.names)"))
            return
        }
        if requested.contains(UIInterfaceOrientationMask(interfaceOrientation)) { return }
        for window in windows { _ = window.rotate(to: target.deviceOrientation) }
    }

    private static func geometryError(_ reason: String) -> NSError {
        NSError(domain: "UISceneErrorDomain", code: 101, userInfo: [NSLocalizedDescriptionKey: reason])
    }
}

extension UIWindowScene.GeometryPreferences {
    /// The orientations an iPhone or iPad scene is asked to take.
    @preconcurrency @MainActor
    public final class iOS: UIWindowScene.GeometryPreferences {
        public var interfaceOrientations: UIInterfaceOrientationMask

        public override init() {
            interfaceOrientations = []
            super.init()
        }

        public init(interfaceOrientations: UIInterfaceOrientationMask) {
            self.interfaceOrientations = interfaceOrientations
            super.init()
        }
    }
}
