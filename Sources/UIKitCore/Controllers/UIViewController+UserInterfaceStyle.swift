/// Which appearance a controller is in: its override, else what its container or presentation
/// controller sets for it, else its parent's, else (iOS 17) its presenter's, else its window's.
extension UIViewController {
    var resolvedUserInterfaceStyle: UIUserInterfaceStyle {
        if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
        if let parent {
            let set = parent.overrideTraitCollection(forChild: self)?.userInterfaceStyle ?? .unspecified
            return set != .unspecified ? set : parent.resolvedUserInterfaceStyle
        }
        let presentation = presentationState.controller?.overrideTraitCollection?.userInterfaceStyle ?? .unspecified
        if presentation != .unspecified { return presentation }
        if let presenter = presentationState.presenting { return presenter.resolvedUserInterfaceStyle }
        return viewIfLoaded?.superview?.resolvedUserInterfaceStyle ?? environment.appUserInterfaceStyle
    }
}

/// Which level a controller's content sits at: what its container or presentation controller sets
/// for it, else the level its presentation puts it at (sheets, popovers and alerts elevated, a full
/// screen at base), else its parent's or presenter's, else the window's base.
extension UIViewController {
    var resolvedUserInterfaceLevel: UIUserInterfaceLevel {
        if let parent {
            let set = parent.overrideTraitCollection(forChild: self)?.userInterfaceLevel ?? .unspecified
            return set != .unspecified ? set : parent.resolvedUserInterfaceLevel
        }
        if let presentation = presentationState.controller {
            let set = presentation.overrideTraitCollection?.userInterfaceLevel ?? .unspecified
            if set != .unspecified { return set }
            if presentation.presentedContentLevel != .unspecified { return presentation.presentedContentLevel }
        }
        if let presenter = presentationState.presenting { return presenter.resolvedUserInterfaceLevel }
        return viewIfLoaded?.superview?.resolvedUserInterfaceLevel ?? .base
    }

    var resolvedAppearance: TraitAppearance { TraitAppearance(style: resolvedUserInterfaceStyle, level: resolvedUserInterfaceLevel) }
}
