/// A table's data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource`: applying
/// a snapshot works out the row and section changes from the last one and performs them as one
/// batch; a cell provider makes each row's cell. Subclasses override the data source methods
/// (titles, editing) as with UIKit.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of what the table shows.
    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: the differences from the current one as one batch of updates, animated
    /// with `defaultRowAnimation` or not; `completion` runs when they are done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let previous = current
        current = snapshot
        guard let tableView, tableView.hasLoadedData else {
            tableView?.reloadData()
            (tableView?.environment ?? .current).runAfterFrame { completion?() }
            return
        }
        var updates = SnapshotDifference.updates(from: previous.sectionsWithItems, to: snapshot.sectionsWithItems,
                                                 reloaded: Set(snapshot.reloadedItemIdentifiers),
                                                 reloadedSections: Set(snapshot.reloadedSectionIdentifiers))
        updates.animation = animatingDifferences ? defaultRowAnimation : .none
        tableView.performUpdates(updates) { _ in completion?() }
        let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { indexPath(for: $0) }
        if !reconfigured.isEmpty { tableView.reconfigureRows(at: reconfigured) }
        current = snapshot.clearingReloads()
    }

    /// Shows `snapshot` by reloading the table, without working out differences.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.clearingReloads()
        tableView?.reloadData()
        (tableView?.environment ?? .current).runAfterFrame { completion?() }
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section < current.sectionItems.count, indexPath.row < current.sectionItems[indexPath.section].count else { return nil }
        return current.sectionItems[indexPath.section][indexPath.row]
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sectionIdentifiers.count ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section < current.sectionItems.count ? current.sectionItems[section].count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            Diagnostics.raise(reason: "UITableView dataSource returned a nil cell for row at index path: \(indexPath). Table view: \(type(of: tableView)), dataSource: \(type(of: self))")
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
