/// The space the software keyboard takes at the bottom of a view, as UIKit's `UIKeyboardLayoutGuide`
/// (iOS 15): its top follows the keyboard's top as it moves, and rests on the bottom of the safe
/// area while the keyboard is down.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Pinned to the safe area's bottom while no keyboard overlaps the view.
    private var restingTop: NSLayoutConstraint?
    /// The keyboard's overlap with the view while it is up.
    private var overlap: NSLayoutConstraint?

    /// Whether the guide rests on the safe area (true, UIKit's default) or the view's bottom when the
    /// keyboard is down.
    open var usesBottomSafeArea = true { didSet { if oldValue != usesBottomSafeArea { install() } } }

    func install() {
        guard let view = owningView else { return }
        NSLayoutConstraint.deactivate([restingTop, overlap].compactMap { $0 })
        NSLayoutConstraint.activate([leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                     trailingAnchor.constraint(equalTo: view.trailingAnchor),
                                     bottomAnchor.constraint(equalTo: view.bottomAnchor)])
        restingTop = topAnchor.constraint(equalTo: usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor)
        overlap = heightAnchor.constraint(equalToConstant: 0)
        follow(keyboardFrame: nil)
    }

    /// Moves the guide's top to the keyboard's top (`frame` on screen), or back to rest when nil.
    func follow(keyboardFrame frame: CGRect?) {
        guard let view = owningView, let restingTop, let overlap else { return }
        let covered: CGFloat
        if let frame, let window = view.window {
            let bottom = view.convert(CGPoint(x: 0, y: view.bounds.maxY), to: window).y + window.frame.minY
            covered = Swift.max(0, bottom - frame.minY)
        } else {
            covered = 0
        }
        let resting = covered <= (usesBottomSafeArea ? view.safeAreaInsets.bottom : 0)
        overlap.constant = covered
        restingTop.isActive = resting
        overlap.isActive = !resting
        view.setNeedsLayout()
    }
}

extension UIView {
    /// The guide of the software keyboard's space at this view's bottom, made on first use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        addLayoutGuide(guide)
        guide.install()
        environment[SoftwareKeyboard.self].track(guide)
        return guide
    }
}
