// Where a popover goes: on the side of the source with room for it, the permitted arrow
// directions tried in UIKit's order (below, above, right, left), kept inside the layout margins.
extension UIPopoverPresentationController {
    struct Placement {
        let frame: CGRect
        let direction: UIPopoverArrowDirection
        /// The arrow tip's position along the popover's side facing the source.
        let arrowOffset: CGFloat
    }

    /// The least a popover shrinks to: a 44-point row (the smallest tap target Apple's Human
    /// Interface Guidelines give) between its rounded corners.
    static var smallestUsableLength: CGFloat { 44 + 2 * PopoverView.cornerRadius }

    /// The source rectangle in the container's coordinates (its centre when there is no source).
    var sourceRectInContainer: CGRect {
        guard let containerView else { return .zero }
        // A bar button item anchors the popover to its button in the bar.
        if sourceView == nil, let itemView = barButtonItem?.view, itemView.window != nil {
            return containerView.convert(itemView.bounds, from: itemView)
        }
        guard let sourceView, sourceView.window != nil else {
            // A source that left the window (its controller popped) leaves the popover where it was.
            return lastSourceRectInContainer ?? CGRect(x: containerView.bounds.midX, y: containerView.bounds.midY, width: 0, height: 0)
        }
        let rect = containerView.convert(sourceRect == .zero ? sourceView.bounds : sourceRect, from: sourceView)
        lastSourceRectInContainer = rect
        return rect
    }

    func placement(in bounds: CGRect) -> Placement {
        let source = sourceRectInContainer
        let area = bounds.inset(by: popoverLayoutMargins)
        let preferred = presentedViewController.preferredContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
        let arrow = PopoverView.arrowHeight
        let candidates: [(UIPopoverArrowDirection, space: CGFloat, needed: CGFloat)] = [
            (.up, area.maxY - source.maxY - arrow, wanted.height),
            (.down, source.minY - area.minY - arrow, wanted.height),
            (.left, area.maxX - source.maxX - arrow, wanted.width),
            (.right, source.minX - area.minX - arrow, wanted.width),
        ].filter { permittedArrowDirections.contains($0.0) }
        guard !candidates.isEmpty else {
            return Placement(frame: CGRect(origin: CGPoint(x: area.midX - wanted.width / 2, y: area.midY - wanted.height / 2),
                                           size: wanted), direction: .unknown, arrowOffset: 0)
        }
        let chosen = candidates.first { $0.space >= $0.needed } ?? candidates.max { $0.space < $1.space }!
        let inset = PopoverView.cornerRadius + arrow
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { Swift.max(low, Swift.min(high, value)) }
        switch chosen.0 {
        // A popover shrinks to the room on its side, but not below a row one can tap between its
        // corners: with less room than that (a source filling the screen has none), it keeps its
        // size and overlaps the source, inside the margins, rather than shrink to nothing.
        case .up, .down:
            let width = Swift.min(wanted.width, area.width)
            let squeezed = chosen.space < Swift.min(wanted.height, Self.smallestUsableLength)
            let height = Swift.max(0, Swift.min(wanted.height, squeezed ? area.height - arrow : chosen.space))
            let x = clamp(source.midX - width / 2, area.minX, area.maxX - width)
            let y = clamp(chosen.0 == .up ? source.maxY : source.minY - height - arrow, area.minY, area.maxY - height - arrow)
            let tip = clamp(source.midX - x, inset, Swift.max(inset, width - inset))
            return Placement(frame: CGRect(x: x, y: y, width: width, height: height + arrow), direction: chosen.0, arrowOffset: tip)
        default:
            let height = Swift.min(wanted.height, area.height)
            let squeezed = chosen.space < Swift.min(wanted.width, Self.smallestUsableLength)
            let width = Swift.max(0, Swift.min(wanted.width, squeezed ? area.width - arrow : chosen.space))
            let y = clamp(source.midY - height / 2, area.minY, area.maxY - height)
            let x = clamp(chosen.0 == .left ? source.maxX : source.minX - width - arrow, area.minX, area.maxX - width - arrow)
            let tip = clamp(source.midY - y, inset, Swift.max(inset, height - inset))
            return Placement(frame: CGRect(x: x, y: y, width: width + arrow, height: height), direction: chosen.0, arrowOffset: tip)
        }
    }
}
