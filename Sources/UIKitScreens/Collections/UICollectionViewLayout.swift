/// Decides where a collection view's cells and supplementary views go, as UIKit's
/// `UICollectionViewLayout`. Subclasses compute in `prepare()` and answer the queries; the
/// collection view asks for the elements in the visible rectangle as it scrolls.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject, InterfaceBuilderArchivable {
    public internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    /// Sent when a document made the layout, once its connections are made.
    open func awakeFromNib() {}

    /// A layout a document names (`<collectionViewLayout customClass=…>`); a subclass decodes its own.
    public required init?(coder: NSCoder) { super.init() }

    /// Called before the layout is queried, after each invalidation: compute the attributes here.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a scroll, a resize) needs a new layout;
    /// the default, as UIKit's, says no.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a cell's own preferred attributes (its self-sized size) differ enough to lay out again.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// Marks the whole layout for `prepare()` before the next query: `invalidateLayout(with:)`
    /// with a context of the layout's class that invalidates everything, as UIKit calls it.
    open func invalidateLayout() {
        let context = Self.makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout for `prepare()` before the next query; the context's offset adjustment is
    /// applied to the collection view.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.layoutDidInvalidate(adjustingContentOffsetBy: context.contentOffsetAdjustment)
    }

    /// The class of the contexts this layout's invalidations use (a subclass of UICollectionViewLayoutInvalidationContext).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The context for a bounds change that `shouldInvalidateLayout(forBoundsChange:)` answered yes to.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.makeInvalidationContext()
    }

    /// The data source's items changed (a reload, inserts, deletes): everything and the counts.
    func invalidateForDataSourceChange() {
        let context = Self.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let made = (invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
        return made.init()
    }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForItem(at: itemIndexPath).map { attributes in
            let copy = attributes.attributesCopy()
            copy.alpha = 0
            return copy
        }
    }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether `prepare()` is due.
    var needsPrepare = true

    /// Prepares if an invalidation asked for it.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// Whether the cell at this item sizes itself (an estimated size): the collection view then
    /// asks it for `preferredLayoutAttributesFitting(_:)`.
    func itemSizesItself(at indexPath: IndexPath) -> Bool { false }

    /// Whether supplementary views of `kind` size themselves.
    func supplementarySizesItself(ofKind kind: String, at indexPath: IndexPath) -> Bool { false }

    /// The axes a self-sizing element may size along (a list row keeps its width).
    func selfSizingAxes(for attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool) { (true, true) }

    /// A list layout's separator colour, when it draws separators between its rows.
    var listSeparatorColor: UIColor? { nil }
    /// Whether a list leaves the last row of each section without a separator (grouped looks).
    var listHidesLastSeparator: Bool { false }

    /// The data reloaded: sizes cells gave for themselves no longer apply.
    func forgetPreferredSizes() {}

    /// Sections whose items scroll across on their own (compositional layout's orthogonal scrolling).
    func orthogonalScrollingFrame(forSection section: Int) -> (frame: CGRect, contentWidth: CGFloat, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)? { nil }
}
