// Row and section updates: collected between beginUpdates()/endUpdates() (or in
// performBatchUpdates), checked against the data source's new counts with UIKit's exception text,
// then applied at once: cells move to their new rows, new rows fade in, deleted rows fade out.
extension UITableView {
    public func beginUpdates() {
        if updateDepth == 0 { pendingUpdates = ListUpdates() }
        updateDepth += 1
    }

    public func endUpdates() { endUpdates(completion: nil) }

    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// Applies a batch worked out elsewhere (a diffable data source's snapshot differences).
    func performUpdates(_ updates: ListUpdates, completion: ((Bool) -> Void)?) {
        beginUpdates()
        pendingUpdates = updates
        endUpdates(completion: completion)
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate(animation) { $0.insertedRows.formUnion(indexPaths) }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate(animation) { $0.deletedRows.formUnion(indexPaths) }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate(animation) { $0.reloadedRows.formUnion(indexPaths) }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate(nil) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate(animation) { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate(animation) { $0.deletedSections.formUnion(sections) }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate(animation) { $0.reloadedSections.formUnion(sections) }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate(nil) { $0.movedSections.append((section, newSection)) }
    }

    /// Gives visible rows their cells' content again without replacing the cells (iOS 15).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            // The data source dequeues; UIKit hands it the same cell, so this table does too.
            cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
            let configured = dataSource.tableView(self, cellForRowAt: indexPath)
            visibleCellsByIndexPath[indexPath] = configured
            if configured !== cell { retire(cell, at: nil) }
            if configured.superview !== self { addSubview(configured) }
            configured.owningTableView = self
            configured.frame = rowFrame(indexPath)
        }
    }

    private func recordUpdate(_ animation: RowAnimation?, _ change: (inout ListUpdates) -> Void) {
        // Outside a batch, each call is a batch of its own, as in UIKit.
        let standalone = updateDepth == 0
        if standalone { beginUpdates() }
        change(&pendingUpdates!)
        if let animation { pendingUpdates!.animation = animation }
        if standalone { endUpdates() }
    }

    func endUpdates(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else {
            Diagnostics.warn("UITableView: endUpdates() without beginUpdates(); nothing to apply.")
            completion?(false)
            return
        }
        updateDepth -= 1
        guard updateDepth == 0, let updates = pendingUpdates else { return }
        pendingUpdates = nil
        // Updates before the first load, or an empty pair: the table just asks everything again,
        // animating height changes (UIKit's way to resize rows).
        guard hasLoadedData else {
            environment.runAfterFrame { completion?(true) }
            return
        }
        if updates.isEmpty {
            applyAnimated(animated: window != nil) {
                self.refreshHeights()
                self.layoutRows()
            } completion: { completion?($0) }
            return
        }
        apply(updates, completion: completion)
    }

    private func apply(_ updates: ListUpdates, completion: ((Bool) -> Void)?) {
        let old = geometry
        let sectionCount = dataSource.map { Swift.max(0, $0.numberOfSections(in: self)) } ?? 0
        let newCounts = (0..<sectionCount).map { Swift.max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        let origins: [[ListUpdates.Origin]]
        switch updates.mapping(oldRowCounts: old.sections.map(\.rowCount), newRowCounts: newCounts) {
        case .success(let mapping): origins = mapping
        case .failure(let inconsistency):
            Diagnostics.raise(reason: inconsistency.reason)
        }

        // New geometry: kept rows keep their measured heights; new ones are estimated.
        var built = TableGeometry()
        var oldToNew: [IndexPath: IndexPath] = [:]
        let interesting = Set(visibleCellsByIndexPath.keys).union(selectedIndexPaths)
        for (section, rows) in origins.enumerated() {
            var made = makeSection(section, rowCount: rows.count)
            for (row, origin) in rows.enumerated() {
                guard case .kept(let oldPath) = origin else { continue }
                let oldSection = old.sections[oldPath.section]
                if oldSection.measured[oldPath.row] && !made.measured[row] {
                    made.rowHeights[row] = oldSection.rowHeights[oldPath.row]
                    made.measured[row] = true
                }
                if interesting.contains(oldPath) { oldToNew[oldPath] = IndexPath(row: row, section: section) }
            }
            made.recomputeOffsets()
            built.sections.append(made)
        }
        built.tableHeaderHeight = old.tableHeaderHeight
        built.tableFooterHeight = old.tableFooterHeight
        built.recomputeOrigins()

        // Cells follow their rows; those of deleted or reloaded rows leave.
        var remapped: [IndexPath: UITableViewCell] = [:]
        var leaving: [(UITableViewCell, IndexPath)] = []
        for (oldPath, cell) in visibleCellsByIndexPath {
            if let newPath = oldToNew[oldPath] { remapped[newPath] = cell } else { leaving.append((cell, oldPath)) }
        }
        selectedIndexPaths = selectedIndexPaths.compactMap { oldToNew[$0] }
        pendingSelection = nil
        geometry = built
        visibleCellsByIndexPath = remapped
        updateContentSize()

        let animated = window != nil && updates.animation != .none
        let oldFrames = Dictionary(uniqueKeysWithValues: remapped.values.map { (ObjectIdentifier($0), $0.frame) })
        for (cell, _) in leaving { cell.owningTableView = nil }
        layoutRows()
        guard animated else {
            for (cell, path) in leaving { retireLeaving(cell, at: path) }
            environment.runAfterFrame { completion?(true) }
            return
        }
        // Kept cells glide from where they were; new ones come in and leaving ones go as the
        // animation says: `.left` and `.right` slide them across, the others fade.
        var finalFrames: [(UIView, CGRect)] = []
        var appearing: [UITableViewCell] = []
        for cell in visibleCellsByIndexPath.values {
            if let before = oldFrames[ObjectIdentifier(cell)] {
                finalFrames.append((cell, cell.frame))
                cell.frame = before
            } else {
                appearing.append(cell)
            }
        }
        let away = UITableView.offScreenTransform(for: updates.animation, width: bounds.width)
        for cell in appearing {
            if let away { cell.transform = away } else { cell.alpha = 0 }
        }
        for (cell, _) in leaving where cell.superview === self { sendSubviewToBack(cell) }
        applyAnimated(animated: true) {
            for (view, frame) in finalFrames { view.frame = frame }
            for cell in appearing {
                cell.alpha = 1
                cell.transform = .identity
            }
            for (cell, _) in leaving {
                if let away { cell.transform = away } else { cell.alpha = 0 }
            }
        } completion: { finished in
            for (cell, path) in leaving {
                cell.transform = .identity
                self.retireLeaving(cell, at: path)
            }
            completion?(finished)
        }
    }

    /// Where `.left` and `.right` slide rows in from and out to; nil for the fading animations.
    static func offScreenTransform(for animation: RowAnimation, width: CGFloat) -> CGAffineTransform? {
        switch animation {
        case .left: return CGAffineTransform(translationX: -width, y: 0)
        case .right: return CGAffineTransform(translationX: width, y: 0)
        default: return nil
        }
    }

    private func retireLeaving(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.alpha = 1
        retire(cell, at: indexPath)
    }

    private func applyAnimated(animated: Bool, _ changes: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        guard animated else {
            changes()
            environment.runAfterFrame { completion(true) }
            return
        }
        UIView.animate(withDuration: UITableView.updateAnimationDuration, delay: 0, options: [.curveEaseInOut],
                       animations: changes, completion: completion)
    }
}
