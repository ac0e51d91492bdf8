/// Window size changes from the host: a resize of the free-form window, or a rotation of the device.
/// Both go through `viewWillTransition(to:with:)` while views and traits still hold the old values;
/// the new size is laid out inside the coordinator's animation, which a rotation animates.
extension UIWindow {
    /// How long the interface takes to turn when the device rotates (iOS's rotation animation).
    static let rotationDuration: TimeInterval = 0.4

    /// A resize by the host (a dragged window edge, `HeadlessHost.resize(to:)`): immediate.
    package func resize(to size: CGSize) {
        transitionSize(to: size, orientation: screen.orientation, duration: 0, turn: 0)
    }

    /// Turns the device to `orientation`, as the Simulator's Rotate Left and Right do: the window's
    /// width and height trade places when it goes between portrait and landscape. Returns the new size.
    @discardableResult
    package func rotate(to orientation: UIDeviceOrientation) -> CGSize {
        let current = screen.orientation
        guard orientation != current, orientation.isValidInterfaceOrientation else { return bounds.size }
        let size = bounds.size
        let newSize = orientation.isLandscape != current.isLandscape ? CGSize(width: size.height, height: size.width) : size
        // Turning the device counterclockwise turns the interface clockwise to stay upright.
        let turn = CGFloat(current.quarterTurns(to: orientation)) * .pi / 2
        transitionSize(to: newSize, orientation: orientation, duration: UIWindow.rotationDuration, turn: turn)
        return newSize
    }

    private func transitionSize(to size: CGSize, orientation: UIDeviceOrientation, duration: TimeInterval, turn: CGFloat) {
        let newSize = CGSize(width: Swift.max(1, size.width), height: Swift.max(1, size.height))
        let screen = self.screen
        guard newSize != bounds.size || orientation != screen.orientation else { return }
        let previousTraits = UITraitCollection(windowSize: bounds.size, on: screen)
        let newTraits = UITraitCollection(windowSize: newSize, on: screen, orientation: orientation)
        let animated = duration > 0 && environment.areAnimationsEnabled
        let coordinator = TransitionCoordinator.forSizeChange(
            to: newSize, duration: animated ? duration : 0,
            targetTransform: turn == 0 ? .identity : CGAffineTransform(rotationAngle: turn))
        rootViewController?.sizeWillTransition(to: newSize, previousTraits: previousTraits, newTraits: newTraits,
                                               coordinator: coordinator)
        let finish = { [weak self] in
            coordinator.finish()
            self?.rootViewController?.sizeDidTransition(previousTraits: previousTraits, newTraits: newTraits)
        }
        let apply = {
            screen.orientation = orientation
            screen.bounds = CGRect(origin: .zero, size: newSize)
            self.needsSafeAreaUpdate = true
            self.frame = CGRect(origin: .zero, size: newSize)
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        if animated {
            let group = UIView.run(duration: duration, delay: 0, curve: .easeInEaseOut, options: [], animations: apply,
                                   completion: { _ in finish() })
            coordinator.start(joining: group, duration: duration, animated: true)
        } else {
            apply()
            environment.runAfterFrame(finish)
            coordinator.start(joining: nil, duration: 0, animated: false)
        }
        for window in environment.windows where window !== self { window.screenDidChange() }
        setNeedsEveryViewRepainted()
    }
}
