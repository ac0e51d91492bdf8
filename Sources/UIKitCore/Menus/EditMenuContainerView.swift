/// Holds the edit menu's bar over the window without taking touches anywhere else, and closes the
/// menu when the window changes size, as UIKit hides it on rotation.
@MainActor
final class EditMenuContainerView: UIView {
    var onResize: (() -> Void)?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    override func boundsSizeDidChange() {
        super.boundsSizeDidChange()
        if window != nil { onResize?() }
    }
}
