/// Which appearance, light or dark, a view is drawn in: its own override, else its controller's
/// answer, else its superview's, up to the window (its override, else the screen's).
extension UIView {
    var resolvedUserInterfaceStyle: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if current.overrideUserInterfaceStyle != .unspecified { return current.overrideUserInterfaceStyle }
            if let controller = current.owningViewController { return controller.resolvedUserInterfaceStyle }
            view = current.superview
        }
        return environment.screen.userInterfaceStyle
    }
}

extension UITraitCollection {
    /// These traits with `style` as the appearance.
    func withUserInterfaceStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        style == userInterfaceStyle ? self : UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }
}
