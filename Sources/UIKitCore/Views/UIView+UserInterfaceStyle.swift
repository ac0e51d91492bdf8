/// Which appearance, light or dark, a view is drawn in: its own override, else its controller's
/// answer, else its superview's, up to the window (its override, else the screen's). Its level
/// comes the same way: the system's chrome for raised content sets it, else the controller's
/// presentation, else the window's base.
extension UIView {
    var resolvedUserInterfaceStyle: UIUserInterfaceStyle { resolvedAppearance.style }
    var resolvedUserInterfaceLevel: UIUserInterfaceLevel { resolvedAppearance.level }

    /// One walk up for both: each trait stops at the first view that sets it or at a controller,
    /// which answers for what is still open.
    var resolvedAppearance: TraitAppearance {
        var style = UIUserInterfaceStyle.unspecified, level = UIUserInterfaceLevel.unspecified
        var view: UIView? = self
        while let current = view, style == .unspecified || level == .unspecified {
            if style == .unspecified { style = current.overrideUserInterfaceStyle }
            if level == .unspecified { level = current.interfaceLevelOverride }
            if let controller = current.owningViewController {
                if style == .unspecified { style = controller.resolvedUserInterfaceStyle }
                if level == .unspecified { level = controller.resolvedUserInterfaceLevel }
            }
            view = current.superview
        }
        return TraitAppearance(style: style != .unspecified ? style : environment.appUserInterfaceStyle,
                               level: level != .unspecified ? level : .base)
    }
}

extension UITraitCollection {
    /// These traits with `appearance`'s style and level.
    func with(_ appearance: TraitAppearance) -> UITraitCollection {
        if appearance.style == userInterfaceStyle && appearance.level == userInterfaceLevel { return self }
        return UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: appearance.style,
                                                                      userInterfaceLevel: appearance.level)])
    }
}
