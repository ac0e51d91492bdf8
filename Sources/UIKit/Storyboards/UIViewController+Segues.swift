// Segues from code: `performSegue(withIdentifier:sender:)` makes the destination from the
// storyboard, lets `prepare(for:sender:)` configure it, then performs the segue, as UIKit does.
extension UIViewController {
    /// The storyboard this controller was made from, if any.
    public var storyboard: UIStoryboard? { storyboardStorage ?? parent?.storyboard }

    /// Performs the segue `identifier` declared from this controller's scene. UIKit raises when the
    /// scene has no such segue, and so does this.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        let storyboard = self.storyboard
        let scene = storyboardSceneIdentifier ?? parent?.storyboardSceneIdentifier
        guard let storyboard, let declared = storyboard.declaration.segues.first(where: {
            $0.identifier == identifier && (scene == nil || $0.source == scene)
        }) else {
            Diagnostics.fail("Receiver (<\(type(of: self))>) has no segue with identifier '\(identifier)'")
        }
        let destination = storyboard.instantiateViewController(withIdentifier: declared.destination)
        let segue = UIViewController.makeSegue(declared, source: self, destination: destination, sender: sender)
        environment.trace("performSegue \(identifier): \(traceName) -> \(destination.traceName)")
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    private static func makeSegue(_ declared: UIStoryboard.Segue, source: UIViewController, destination: UIViewController,
                                  sender: Any?) -> UIStoryboardSegue {
        let identifier = declared.identifier
        switch declared.kind {
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
                source.present(destination, animated: true)
            }
        case .popoverPresentation:
            destination.modalPresentationStyle = .popover
            let popover = destination.popoverPresentationController
            if let view = sender as? UIView { popover?.sourceView = view } else if let item = sender as? UIBarButtonItem { popover?.barButtonItem = item }
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { [unowned source, unowned destination] in
                source.present(destination, animated: true)
            }
        }
    }
}
