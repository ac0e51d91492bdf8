/// Fills the container behind a popover: a tap on it dismisses the popover; touches on the
/// popover's passthrough views go through it.
@preconcurrency @MainActor
final class PopoverOutsideView: UIView {
    weak var popover: UIPopoverPresentationController?

    init() {
        super.init(frame: .zero)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PopoverOutsideView.tapped))
    }

    required init?(coder: NSCoder) { return nil }

    func tapped() { popover?.outsideTapped() }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let popover, let superview else { return super.hitTest(point, with: event) }
        if popover.passesThrough(convert(point, to: superview)) { return nil }
        return super.hitTest(point, with: event)
    }
}
