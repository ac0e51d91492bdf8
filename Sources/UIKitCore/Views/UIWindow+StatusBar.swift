// Which controller decides the status bar, as UIKit decides it: the root view controller, unless a
// controller presented over it is full screen (or sets modalPresentationCapturesStatusBarAppearance),
// then down childForStatusBarStyle / childForStatusBarHidden. The device chrome draws the result
// (DeviceChrome+Drawing.swift): always in the window, in headless snapshots when asked.

extension UIWindow {
    package var statusBarAppearance: StatusBarAppearance {
        if let cachedStatusBarAppearance { return cachedStatusBarAppearance }
        let owner = statusBarOwner
        var styleController = owner, hiddenController = owner
        while let child = styleController?.childForStatusBarStyle { styleController = child }
        while let child = hiddenController?.childForStatusBarHidden { hiddenController = child }
        let appearance = StatusBarAppearance(style: styleController?.preferredStatusBarStyle ?? .default,
                                             isHidden: hiddenController?.prefersStatusBarHidden ?? false,
                                             updateAnimation: hiddenController?.preferredStatusBarUpdateAnimation ?? .fade,
                                             styleController: styleController)
        cachedStatusBarAppearance = appearance
        return appearance
    }

    /// The controller whose preferences count before children are consulted.
    private var statusBarOwner: UIViewController? {
        topController(filling: [.fullScreen], orThat: \.modalPresentationCapturesStatusBarAppearance)
    }

    func statusBarAppearanceDidChange() {
        let wasHidden = cachedStatusBarAppearance?.isHidden
        cachedStatusBarAppearance = nil
        setNeedsEveryViewRepainted()
        guard let wasHidden else { return }
        let now = statusBarAppearance
        // Showing or hiding animates only inside an animation block, with its duration, in the
        // style the controller that decides visibility prefers.
        let duration = UIView.inheritedAnimationDuration
        guard now.isHidden != wasHidden, duration > 0, now.updateAnimation != .none else { return }
        let environment = hostEnvironment
        let transition = StatusBarTransition(isHiding: now.isHidden, animation: now.updateAnimation, start: environment.animationEngine.now,
                                             duration: duration)
        statusBarTransition = transition
        environment.addFrameCallback(FrameCallback(purpose: "the status bar is showing or hiding") { [weak self] time in
            guard let self, let current = self.statusBarTransition, current.start == transition.start else { return false }
            self.setNeedsEveryViewRepainted()
            if time >= transition.start + transition.duration { self.statusBarTransition = nil; return false }
            return true
        })
    }

    /// How much of the status bar shows now: 1 shown, 0 hidden, between while it animates.
    var statusBarShownFraction: CGFloat {
        if let statusBarTransition { return statusBarTransition.shownFraction(at: hostEnvironment.animationEngine.now) }
        return statusBarAppearance.isHidden ? 0 : 1
    }
}
