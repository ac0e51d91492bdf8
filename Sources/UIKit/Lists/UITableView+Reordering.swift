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
            if let proposed = proposedReorderDestination(for: reorder.cell.center.y, from: reorder.current) {
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

    /// The row the dragged row's centre now stands over.
    private func proposedReorderDestination(for centerY: CGFloat, from current: IndexPath) -> IndexPath? {
        geometry.row(at: Swift.max(0, centerY))
    }

    /// Moves a row within what the table shows (heights, cells, selection), the other rows gliding
    /// to their new places; the data source hears of it when the drag ends.
    private func moveShownRow(from old: IndexPath, to new: IndexPath, dragging: UITableViewCell) {
        var moved = geometry
        let height = moved.sections[old.section].rowHeights.remove(at: old.row)
        let measured = moved.sections[old.section].measured.remove(at: old.row)
        moved.sections[new.section].rowHeights.insert(height, at: new.row)
        moved.sections[new.section].measured.insert(measured, at: new.row)
        for section in Set([old.section, new.section]) { moved.sections[section].recomputeOffsets() }
        moved.recomputeOrigins()
        geometry = moved
        // The old positions in their new order: the moved row leaves its place and takes the new one.
        var oldPaths = geometry.sections.indices.map { section -> [IndexPath] in
            let count = section == old.section && section != new.section ? geometry.sections[section].rowCount + 1
                : section == new.section && section != old.section ? geometry.sections[section].rowCount - 1 : geometry.sections[section].rowCount
            return (0..<count).map { IndexPath(row: $0, section: section) }
        }
        let movedPath = oldPaths[old.section].remove(at: old.row)
        oldPaths[new.section].insert(movedPath, at: new.row)
        var remapped: [IndexPath: UITableViewCell] = [:]
        var newPathOfOld: [IndexPath: IndexPath] = [:]
        for (section, paths) in oldPaths.enumerated() {
            for (row, oldPath) in paths.enumerated() { newPathOfOld[oldPath] = IndexPath(row: row, section: section) }
        }
        for (path, cell) in visibleCellsByIndexPath { if let target = newPathOfOld[path] { remapped[target] = cell } }
        visibleCellsByIndexPath = remapped
        selectedIndexPaths = selectedIndexPaths.compactMap { newPathOfOld[$0] }
        UIView.animate(withDuration: 0.2) {
            for (path, cell) in self.visibleCellsByIndexPath where cell !== dragging { cell.frame = self.rowFrame(path) }
        }
    }
}
