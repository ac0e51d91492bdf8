// Segues from code: `performSegue(withIdentifier:sender:)` makes the destination from the
// storyboard, lets `prepare(for:sender:)` configure it, then performs the segue, as UIKit does.
extension UIViewController {
    /// The storyboard this controller was made from, if any.
    public var storyboard: UIStoryboard? { storyboardState.storyboard ?? parent?.storyboard }

    /// Performs the segue `identifier` of this controller's scene. UIKit raises when the scene has
    /// no such segue, and so does this.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard, storyboard.performSegue(identifier, from: self, sender: sender) else {
            Diagnostics.raise("NSInvalidArgumentException", reason: "Receiver (<\(type(of: self))>) has no segue with identifier '\(identifier)'")
        }
    }

    /// The segue object for `kind`, whose `perform()` runs the transition.
    static func makeSegue(identifier: String?, kind: UIStoryboard.Kind, animated: Bool = true, source: UIViewController,
                          destination: UIViewController, sender: Any?) -> UIStoryboardSegue {
        switch kind {
        case .custom(let segueClass):
            return segueClass.init(identifier: identifier, source: source, destination: destination)
        case .show:
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { [unowned source, unowned destination] in
                source.show(destination, sender: sender)
            }
        case .showDetail:
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { [unowned source, unowned destination] in
                source.showDetailViewController(destination, sender: sender)
            }
        case let .presentModally(style, transition):
            if let style { destination.modalPresentationStyle = style }
            if let transition { destination.modalTransitionStyle = transition }
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { [unowned source, unowned destination] in
                source.present(destination, animated: animated)
            }
        case .popoverPresentation:
            destination.modalPresentationStyle = .popover
            let popover = destination.popoverPresentationController
            if let view = sender as? UIView { popover?.sourceView = view } else if let item = sender as? UIBarButtonItem { popover?.barButtonItem = item }
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { [unowned source, unowned destination] in
                source.present(destination, animated: animated)
            }
        }
    }
}
