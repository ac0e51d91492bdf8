@_spi(UIKitLayers) import UIKitCore
/// The scroll view a compositional section with orthogonal scrolling lives in: its band of the
/// collection view, scrolling across on its own with the scroll view's physics (paging too).
@MainActor
final class OrthogonalSectionScrollView: UIScrollView {
    let section: Int

    init(section: Int) {
        self.section = section
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = false
        alwaysBounceHorizontal = true
        isDirectionalLockEnabled = true
        backgroundColor = nil
        contentInsetAdjustmentBehavior = .never
    }

    required init?(coder: NSCoder) { return nil }

    override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        super.boundsOriginDidChange(from: oldOrigin)
        // The collection view places this section's cells for what this band now shows.
        superview?.setNeedsLayout()
    }
}
