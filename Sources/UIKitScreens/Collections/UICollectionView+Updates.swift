// Item and section updates, as a table's: collected in performBatchUpdates, checked against the data
// source's new counts with UIKit's exception text, then applied with kept cells moving to their
// new places and new ones fading in.
extension UICollectionView {
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if updateDepth == 0 && pendingUpdates == nil { pendingUpdates = ListUpdates() }
        updateDepth += 1
        updates?()
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingUpdates else { return }
        pendingUpdates = nil
        apply(batch, completion: completion)
    }

    /// Applies a batch worked out elsewhere (a diffable data source's snapshot differences).
    func performUpdates(_ updates: ListUpdates, animated: Bool, completion: ((Bool) -> Void)?) {
        var batch = updates
        batch.animation = animated ? .automatic : .none
        pendingUpdates = batch
        performBatchUpdates(nil, completion: completion)
    }

    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows.formUnion(indexPaths) } }
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows.formUnion(indexPaths) } }
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows.formUnion(indexPaths) } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedRows.append((indexPath, newIndexPath)) } }
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }

    /// Gives visible items their content again in the same cells (iOS 15).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            let key = CollectionElementKey(kind: nil, indexPath: indexPath)
            guard let cell = visibleViews[key] as? UICollectionViewCell else { continue }
            // UIKit hands the data source the same cell when it dequeues for a reconfigure.
            cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
            let configured = dataSource.collectionView(self, cellForItemAt: indexPath)
            if configured !== cell { retire(cell, key: key) }
            visibleViews[key] = configured
            configured.owningCollectionView = self
            configured.isSelected = selectedIndexPaths.contains(indexPath)
            if let attributes = visibleAttributes[key] { place(configured, with: attributes) }
        }
    }

    private func record(_ change: (inout ListUpdates) -> Void) {
        // Outside a batch, each call is a batch of its own, as in UIKit.
        let standalone = updateDepth == 0
        if standalone {
            pendingUpdates = ListUpdates()
            updateDepth += 1
        }
        change(&pendingUpdates!)
        if standalone {
            updateDepth -= 1
            performBatchUpdates(nil)
        }
    }

    private func apply(_ updates: ListUpdates, completion: ((Bool) -> Void)?) {
        guard hasLoadedData else {
            collectionViewLayout.invalidateForDataSourceChange()
            environment.runAfterFrame { completion?(true) }
            return
        }
        let sectionCount = dataSource.map { Swift.max(0, $0.numberOfSections(in: self)) } ?? 0
        let newCounts = (0..<sectionCount).map { Swift.max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        let origins: [[ListUpdates.Origin]]
        switch updates.mapping(oldRowCounts: itemCounts, newRowCounts: newCounts, itemName: "item", containerName: "collection view") {
        case .success(let mapping): origins = mapping
        case .failure(let inconsistency):
            Diagnostics.raise(reason: inconsistency.reason)
        }
        var oldToNew: [IndexPath: IndexPath] = [:]
        var updateItems: [UICollectionViewUpdateItem] = []
        for (section, items) in origins.enumerated() {
            for (item, origin) in items.enumerated() {
                let newPath = IndexPath(item: item, section: section)
                switch origin {
                case .kept(let old):
                    oldToNew[old] = newPath
                    if old != newPath && updates.movedRows.contains(where: { $0.from == old }) {
                        updateItems.append(UICollectionViewUpdateItem(action: .move, before: old, after: newPath))
                    }
                case .reloaded(let old):
                    updateItems.append(UICollectionViewUpdateItem(action: .reload, before: old, after: newPath))
                case .new:
                    updateItems.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: newPath))
                }
            }
        }
        for deleted in updates.deletedRows { updateItems.append(UICollectionViewUpdateItem(action: .delete, before: deleted, after: nil)) }

        // Views follow their items; supplementary views and cells of gone items leave.
        let oldFrames = visibleViews.mapValues(\.frame)
        var remapped: [CollectionElementKey: UICollectionReusableView] = [:]
        var remappedFrames: [CollectionElementKey: CGRect] = [:]
        var leaving: [(UICollectionReusableView, CollectionElementKey)] = []
        for (key, view) in visibleViews {
            if key.kind == nil, let newPath = oldToNew[key.indexPath] {
                let newKey = CollectionElementKey(kind: nil, indexPath: newPath)
                remapped[newKey] = view
                remappedFrames[newKey] = oldFrames[key]
            } else if key.kind != nil, let newSection = origins.indices.first(where: { section in
                origins[section].contains { if case .kept(let old) = $0 { return old.section == key.indexPath.section } else { return false } }
            }) {
                let newKey = CollectionElementKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: newSection))
                remapped[newKey] = view
                remappedFrames[newKey] = oldFrames[key]
            } else {
                leaving.append((view, key))
            }
        }
        selectedIndexPaths = selectedIndexPaths.compactMap { oldToNew[$0] }
        pendingSelection = nil
        itemCounts = newCounts
        visibleViews = remapped
        visibleAttributes.removeAll()
        sizedElements = Set(sizedElements.compactMap { key in
            key.kind == nil ? oldToNew[key.indexPath].map { CollectionElementKey(kind: nil, indexPath: $0) } : nil
        })
        collectionViewLayout.prepare(forCollectionViewUpdates: updateItems)
        collectionViewLayout.invalidateForDataSourceChange()
        layoutElements()
        collectionViewLayout.finalizeCollectionViewUpdates()
        guard window != nil, updates.animation != .none else {
            for (view, key) in leaving { retire(view, key: key) }
            environment.runAfterFrame { completion?(true) }
            return
        }
        let appearing = visibleViews.filter { remappedFrames[$0.key] == nil }.map(\.value)
        animateFromOldFrames(remappedFrames, appearing: appearing, leaving: leaving.map(\.0)) { [weak self] finished in
            guard let self else { return }
            for (view, key) in leaving {
                view.alpha = 1
                self.retire(view, key: key)
            }
            completion?(finished)
        }
    }
}
