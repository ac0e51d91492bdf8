/// Covers the window while a menu is open: touches outside the menu and its preview close it, and
/// the rest of the screen is hidden from VoiceOver and UI tests, as UIKit's menu container does.
/// A context menu blurs and dims what is behind it.
@MainActor
final class MenuContainerView: UIView {
    var onTouchOutside: (() -> Void)?
    /// Told when the window's size changes: UIKit closes menus on rotation.
    var onResize: (() -> Void)?
    let backdrop: UIVisualEffectView?

    init(blursBehind: Bool) {
        backdrop = blursBehind ? UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial)) : nil
        super.init(frame: .zero)
        accessibilityViewIsModal = true
        if let backdrop {
            backdrop.isUserInteractionEnabled = false
            addSubview(backdrop)
        }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        backdrop?.frame = bounds
    }

    override func boundsSizeDidChange() {
        super.boundsSizeDidChange()
        if window != nil { onResize?() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // Only touches on the container itself: the preview's pass up the responder chain here too.
        if touches.contains(where: { $0.view === self || $0.view === backdrop }) { onTouchOutside?() }
    }
}
