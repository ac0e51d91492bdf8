// A controller's containers: the parents above it (not the controllers presenting it), which
// `navigationController`, `tabBarController`, `splitViewController` and the detail a split view
// shows are found among.
extension UIViewController {
    /// The nearest ancestor that `matches`.
    package func nearestAncestor(where matches: (UIViewController) -> Bool) -> UIViewController? {
        var ancestor = parent
        while let current = ancestor {
            if matches(current) { return current }
            ancestor = current.parent
        }
        return nil
    }

    /// The nearest ancestor of class `Container`.
    package func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        nearestAncestor { $0 is Container } as? Container
    }
}
