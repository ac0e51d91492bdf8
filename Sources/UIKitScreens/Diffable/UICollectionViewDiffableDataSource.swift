/// A collection view's data source driven by snapshots, as UIKit's
/// `UICollectionViewDiffableDataSource`: applying a snapshot performs the differences from the last
/// one as one batch; providers make cells and supplementary views.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    open var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    open func snapshot() -> Snapshot { current }

    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let previous = current
        current = snapshot
        guard let collectionView, collectionView.hasLoadedData else {
            collectionView?.reloadData()
            (collectionView?.environment ?? .current).runAfterFrame { completion?() }
            return
        }
        let updates = SnapshotDifference.updates(from: previous.sectionsWithItems, to: snapshot.sectionsWithItems,
                                                 reloaded: Set(snapshot.reloadedItemIdentifiers),
                                                 reloadedSections: Set(snapshot.reloadedSectionIdentifiers))
        collectionView.performUpdates(updates, animated: animatingDifferences) { _ in completion?() }
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { indexPath(for: $0) }
        if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
        current = snapshot.clearingReloads()
    }

    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.clearingReloads()
        collectionView?.reloadData()
        (collectionView?.environment ?? .current).runAfterFrame { completion?() }
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section < current.sectionItems.count, indexPath.item < current.sectionItems[indexPath.section].count else { return nil }
        return current.sectionItems[indexPath.section][indexPath.item]
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.location(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sectionIdentifiers.count ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section < current.sectionItems.count ? current.sectionItems[section].count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            Diagnostics.raise(reason: "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: (the cell provider returned nil for \(indexPath))")
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            Diagnostics.warnOnce("diffable.supplementary",
                                 "the layout asks for \(kind) views, but the diffable data source has no supplementaryViewProvider; none is shown.")
            return UICollectionReusableView(frame: .zero)
        }
        return view
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
