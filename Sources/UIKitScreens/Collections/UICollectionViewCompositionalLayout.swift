/// A layout composed of items, groups and sections, as UIKit's `UICollectionViewCompositionalLayout`:
/// one section description for all sections, or a provider asked for each. Elements with estimated
/// dimensions size themselves as they come on screen. `list(using:)` makes a list.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    /// What the last `prepare()` computed.
    var computed = CompositionalLayoutResult()
    /// Sizes cells and supplementary views gave for themselves, until the data reloads.
    var preferredSizes: [CollectionElementKey: CGSize] = [:]

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) { return nil }

    /// A layout of list sections, as a list configuration describes.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            computed = CompositionalLayoutResult()
            return
        }
        computed = CompositionalLayoutSolver(layout: self, collectionView: collectionView, sectionProvider: sectionProvider).solve()
        if let list = computed.listConfigurations.values.first, collectionView.hasDefaultBackground {
            collectionView.applyListBackground(list.resolvedBackgroundColor)
        }
    }

    open override var collectionViewContentSize: CGSize { computed.attributes.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let elements = computed.attributes.elements(in: rect, vertical: true)
        guard !computed.pinnedSupplementaries.isEmpty, let collectionView else { return elements }
        let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        return elements.map { attributes in
            guard let extent = computed.pinnedSupplementaries[attributes.elementKey] else { return attributes }
            let pinned = attributes.attributesCopy()
            pinned.frame.origin.y = Swift.min(Swift.max(attributes.frame.minY, top), extent.maxY - attributes.frame.height)
            pinned.zIndex = 1024
            return pinned
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        computed.attributes.items[indexPath]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        computed.attributes.supplementary[CollectionElementKey(kind: elementKind, indexPath: indexPath)]
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return !computed.pinnedSupplementaries.isEmpty || newBounds.width != collectionView.bounds.width
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard preferredAttributes.size != originalAttributes.size else { return false }
        preferredSizes[preferredAttributes.elementKey] = preferredAttributes.size
        return true
    }

    override func itemSizesItself(at indexPath: IndexPath) -> Bool {
        computed.estimatedAxes[CollectionElementKey(kind: nil, indexPath: indexPath)] != nil
    }

    override func supplementarySizesItself(ofKind kind: String, at indexPath: IndexPath) -> Bool {
        computed.estimatedAxes[CollectionElementKey(kind: kind, indexPath: indexPath)] != nil
    }

    override func selfSizingAxes(for attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool) {
        computed.estimatedAxes[attributes.elementKey] ?? (false, false)
    }

    override func forgetPreferredSizes() { preferredSizes.removeAll() }

    override func orthogonalScrollingFrame(forSection section: Int)
        -> (frame: CGRect, contentWidth: CGFloat, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)? {
        computed.orthogonalBands[section]
    }

    override var listSeparatorColor: UIColor? {
        guard let list = computed.listConfigurations.values.first, list.showsSeparators else { return nil }
        return .separator
    }

    override var listHidesLastSeparator: Bool {
        computed.listConfigurations.values.first.map { $0.appearance == .insetGrouped || $0.appearance == .grouped } ?? false
    }
}
