/// Which appearance a controller is in: its override, else what its container or presentation
/// controller sets for it, else its parent's, else (iOS 17) its presenter's, else its window's.
extension UIViewController {
    var resolvedUserInterfaceStyle: UIUserInterfaceStyle {
        if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
        if let parent {
            let set = parent.overrideTraitCollection(forChild: self)?.userInterfaceStyle ?? .unspecified
            return set != .unspecified ? set : parent.resolvedUserInterfaceStyle
        }
        let presentation = presentationControllerStorage?.overrideTraitCollection?.userInterfaceStyle ?? .unspecified
        if presentation != .unspecified { return presentation }
        if let presenter = presentingStorage { return presenter.resolvedUserInterfaceStyle }
        return viewIfLoaded?.superview?.resolvedUserInterfaceStyle ?? environment.screen.userInterfaceStyle
    }
}
