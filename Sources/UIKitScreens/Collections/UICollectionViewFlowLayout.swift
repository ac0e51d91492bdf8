/// Items in lines, as UIKit's `UICollectionViewFlowLayout`: each line holds as many items as fit
/// across with at least the inter-item spacing, spread to both edges (a line of one item is
/// centred), items centred across their line; lines at least the line spacing apart; sections with
/// insets, a header before and a footer after. `estimatedItemSize` makes cells size themselves.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    /// Ask cells for their size (their Auto Layout, or `preferredLayoutAttributesFitting(_:)`).
    public static let automaticSize = CGSize(width: -1, height: -1)

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds { Diagnostics.warnNotBuilt("sectionFootersPinToVisibleBounds", "footers scroll with their section (headers pin)") } }
    }

    /// The sizes cells gave for themselves, kept until the data reloads.
    var preferredSizes: [IndexPath: CGSize] = [:]
    var preferredSupplementarySizes: [CollectionElementKey: CGSize] = [:]
    private var computed = CollectionLayoutResult()

    public override init() { super.init() }

    /// A `<collectionViewFlowLayout>`: its direction, spacings, sizes and section insets.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let archive = coder as? InterfaceBuilderCoder { decodeFlowProperties(from: archive) }
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            computed = CollectionLayoutResult()
            return
        }
        computed = FlowLayoutSolver(layout: self, collectionView: collectionView).solve()
    }

    open override var collectionViewContentSize: CGSize { computed.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result = computed.elements(in: rect, vertical: scrollDirection == .vertical)
        if sectionHeadersPinToVisibleBounds, let collectionView { result = pinHeaders(result, in: collectionView) }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        computed.items[indexPath]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        computed.supplementary[CollectionElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// A resize needs new lines; with pinned headers, every scroll needs them moved.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        return scrollDirection == .vertical ? newBounds.width != collectionView.bounds.width : newBounds.height != collectionView.bounds.height
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let size = preferredAttributes.size
        guard size != originalAttributes.size else { return false }
        if preferredAttributes.representedElementCategory == .cell {
            preferredSizes[preferredAttributes.indexPath] = size
        } else {
            preferredSupplementarySizes[preferredAttributes.elementKey] = size
        }
        return true
    }

    override func forgetPreferredSizes() {
        preferredSizes.removeAll()
        preferredSupplementarySizes.removeAll()
    }

    override func itemSizesItself(at indexPath: IndexPath) -> Bool { estimatedItemSize != .zero }

    /// With pinned headers, each section's header stays at the top of the visible area while its
    /// section scrolls under it.
    private func pinHeaders(_ elements: [UICollectionViewLayoutAttributes], in collectionView: UICollectionView) -> [UICollectionViewLayoutAttributes] {
        var result = elements.filter { $0.representedElementKind != UICollectionView.elementKindSectionHeader }
        let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        let visible = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
        for (section, range) in computed.sectionExtents.enumerated() where range.maxY > visible.minY && range.minY < visible.maxY {
            guard let header = computed.supplementary[CollectionElementKey(kind: UICollectionView.elementKindSectionHeader,
                                                                          indexPath: IndexPath(item: 0, section: section))] else { continue }
            let pinned = header.attributesCopy()
            pinned.frame.origin.y = Swift.min(Swift.max(header.frame.minY, top), range.maxY - header.frame.height)
            pinned.zIndex = 1024
            result.append(pinned)
        }
        return result
    }
}
