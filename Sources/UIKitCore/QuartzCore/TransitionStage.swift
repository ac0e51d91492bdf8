/// Where a `CATransition` plays: over its view, a still copy of the old look taken when the
/// transition was added, and from the first frame after, one of the new look; they fade or slide
/// by the transition's type and side, cut to the view's bounds, and leave when it stops.
@MainActor
final class TransitionStage {
    private unowned let view: UIView
    private let type: CATransitionType
    private let subtype: CATransitionSubtype
    private let overlay = UIView()
    private let oldLook: UIView
    private var newLook: UIView?
    /// The first showing is inside `add(_:forKey:)`, before the app changes the layer.
    private var hasShownOnce = false

    init(view: UIView, type: CATransitionType, subtype: CATransitionSubtype?) {
        self.view = view
        self.type = type
        self.subtype = subtype ?? .fromLeft
        oldLook = view.snapshotView(afterScreenUpdates: false) ?? UIView()
        overlay.isUserInteractionEnabled = false
        overlay.accessibilityElementsHidden = true
        overlay.clipsToBounds = type != .fade
        overlay.addSubview(oldLook)
        view.addSubview(overlay)
        placeOverlay()
    }

    private func placeOverlay() {
        overlay.frame = view.bounds
        oldLook.frame = CGRect(origin: .zero, size: view.bounds.size)
        newLook?.frame = CGRect(origin: .zero, size: view.bounds.size)
    }

    /// Shows the transition `progress` of the way.
    func show(at progress: CGFloat) {
        if hasShownOnce, newLook == nil, type == .moveIn || type == .push { takeNewLook() }
        hasShownOnce = true
        if overlay.superview !== view || view.subviews.last !== overlay { view.addSubview(overlay) }
        placeOverlay()
        let size = view.bounds.size
        // Where the new look comes from: the subtype's side.
        let from: CGPoint
        switch subtype {
        case .fromRight: from = CGPoint(x: size.width, y: 0)
        case .fromTop: from = CGPoint(x: 0, y: -size.height)
        case .fromBottom: from = CGPoint(x: 0, y: size.height)
        default: from = CGPoint(x: -size.width, y: 0)
        }
        func shifted(_ share: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: from.x * share, y: from.y * share) }
        switch type {
        case .moveIn:
            newLook?.transform = shifted(1 - progress)
        case .push:
            newLook?.transform = shifted(1 - progress)
            oldLook.transform = shifted(-progress)
        case .reveal:
            oldLook.transform = shifted(-progress)
        default:
            oldLook.alpha = 1 - progress
        }
    }

    /// A copy of what the view shows now that the app has changed it, without the overlay, to
    /// slide in (moveIn, push); a fade and a reveal uncover the view itself.
    private func takeNewLook() {
        overlay.removeFromSuperview()
        view.layoutIfNeeded()
        let look = view.snapshotView(afterScreenUpdates: false) ?? UIView()
        view.addSubview(overlay)
        overlay.addSubview(look)
        newLook = look
    }

    func end() {
        overlay.removeFromSuperview()
    }
}
