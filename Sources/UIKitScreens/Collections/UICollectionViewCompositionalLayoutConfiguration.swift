/// Settings of a whole compositional layout, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet {
            if scrollDirection == .horizontal {
                Diagnostics.warnOnce("compositional.horizontal",
                                     "UICollectionViewCompositionalLayoutConfiguration.scrollDirection .horizontal is not built; the layout scrolls vertically (sections can still scroll across with orthogonalScrollingBehavior).")
            }
        }
    }
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() { super.init() }
}
