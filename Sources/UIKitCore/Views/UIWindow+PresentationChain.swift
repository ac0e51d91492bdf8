extension UIWindow {
    /// The root view controller and what it presents, in order, bottom to top.
    var presentationChain: [UIViewController] {
        var chain: [UIViewController] = []
        var controller = rootViewController
        while let current = controller {
            chain.append(current)
            controller = current.presentedViewController
        }
        return chain
    }

    /// The controller a person sees in front: the root, or the last one presented over it.
    package var frontmostViewController: UIViewController? { presentationChain.last }

    /// The topmost controller of the chain that fills the window (the root, or a presentation whose
    /// style is one of `styles`), or that `alsoCounts`: the one whose preferences decide for it.
    func topController(filling styles: Set<UIModalPresentationStyle>,
                       orThat alsoCounts: (UIViewController) -> Bool = { _ in false }) -> UIViewController? {
        presentationChain.last { controller in
            controller === rootViewController
                || controller.presentationState.controller.map { styles.contains($0.presentationStyle) } == true
                || alsoCounts(controller)
        }
    }
}
