// Reordering while editing: a row dragged by its grip follows the finger, the rows it passes make
// room (the delegate may redirect where it goes), and on release the data source's
// `tableView(_:moveRowAt:to:)` is told, as in UIKit, with the table already showing the new order.
extension UITableView {
    /// A row being dragged by its reorder grip.
    struct RowReorder {
        let cell: UITableViewCell
        let source: IndexPath
        var current: IndexPath
        let startCenterY: CGFloat
    }

    func handleReorder(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let cell = (pan.view?.superview as? UITableViewCell), let indexPath = indexPath(for: cell) else { return }
            rowReorder = RowReorder(cell: cell, source: indexPath, current: indexPath, startCenterY: cell.center.y)
            bringSubviewToFront(cell)
            cell.layer.shadowOpacity = 0.2
            cell.layer.shadowRadius = 6
        case .changed:
            guard var reorder = rowReorder else { return }
            let y = reorder.startCenterY + pan.translation(in: self).y
            let lowest = geometry.rowRect(IndexPath(row: 0, section: 0), width: bounds.width).minY
            let highest = geometry.contentHeight
            reorder.cell.center.y = Swift.min(Swift.max(y, lowest), highest)
            if let proposed = geometry.row(at: Swift.max(0, reorder.cell.center.y)) {
                let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed) ?? proposed
                if target != reorder.current, isValid(target) {
                    moveShownRow(from: reorder.current, to: target, dragging: reorder.cell)
                    reorder.current = target
                }
            }
            rowReorder = reorder
        case .ended, .cancelled:
            guard let reorder = rowReorder else { return }
            rowReorder = nil
            let frame = rowFrame(reorder.current)
            UIView.animate(withDuration: 0.25) { reorder.cell.frame = frame }
            reorder.cell.layer.shadowOpacity = 0
            if reorder.current != reorder.source {
                dataSource?.tableView(self, moveRowAt: reorder.source, to: reorder.current)
            }
        default:
            break
        }
    }

    /// Where a row shown now stands in the data source: during a drag the table shows the new
    /// order, the data source still has the old one until the drag ends.
    func dataSourceIndexPath(forShown indexPath: IndexPath) -> IndexPath {
        guard let reorder = rowReorder, reorder.current != reorder.source else { return indexPath }
        if indexPath == reorder.current { return reorder.source }
        var path = indexPath
        if path.section == reorder.current.section && path.row > reorder.current.row { path.row -= 1 }
        if path.section == reorder.source.section && path.row >= reorder.source.row { path.row += 1 }
        return path
    }

    /// Moves a row within what the table shows (heights, cells, selection), the other rows gliding
    /// to their new places; the data source hears of it when the drag ends.
    private func moveShownRow(from old: IndexPath, to new: IndexPath, dragging: UITableViewCell) {
        var move = ListUpdates()
        move.movedRows = [(old, new)]
        let counts = geometry.sections.map(\.rowCount)
        var newCounts = counts
        newCounts[old.section] -= 1
        newCounts[new.section] += 1
        guard case .success(let origins) = move.mapping(oldRowCounts: counts, newRowCounts: newCounts) else { return }
        var oldToNew: [IndexPath: IndexPath] = [:]
        var moved = geometry
        for (section, rows) in origins.enumerated() {
            moved.sections[section].rowHeights = [CGFloat](repeating: 0, count: rows.count)
            moved.sections[section].measured = [Bool](repeating: false, count: rows.count)
            for (row, origin) in rows.enumerated() {
                guard case .kept(let oldPath) = origin else { continue }
                oldToNew[oldPath] = IndexPath(row: row, section: section)
                moved.sections[section].rowHeights[row] = geometry.sections[oldPath.section].rowHeights[oldPath.row]
                moved.sections[section].measured[row] = geometry.sections[oldPath.section].measured[oldPath.row]
            }
            moved.sections[section].recomputeOffsets()
        }
        moved.recomputeOrigins()
        geometry = moved
        visibleCellsByIndexPath = Dictionary(uniqueKeysWithValues: visibleCellsByIndexPath.compactMap { path, cell in oldToNew[path].map { ($0, cell) } })
        selectedIndexPaths = selectedIndexPaths.compactMap { oldToNew[$0] }
        UIView.animate(withDuration: 0.2) {
            for (path, cell) in self.visibleCellsByIndexPath where cell !== dragging { cell.frame = self.rowFrame(path) }
        }
    }
}
