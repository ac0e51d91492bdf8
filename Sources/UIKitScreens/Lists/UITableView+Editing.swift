// Editing: rows show the delete or insert control the delegate chooses and, where the data source
// allows moving, a reorder grip; tapping the control commits the change to the data source.
extension UITableView {
    func applyEditingToVisibleCells(animated: Bool) {
        for (indexPath, cell) in visibleCellsByIndexPath {
            cell.setEditing(isEditing, animated: animated)
            applyEditing(to: cell, at: indexPath, animated: animated)
        }
    }

    func applyEditing(to cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        let canEdit = isEditing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
        let style = canEdit ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        if style == .none {
            cell.editingControl?.removeFromSuperview()
            cell.editingControl = nil
        } else if cell.editingControl?.editingStyle != style {
            cell.editingControl?.removeFromSuperview()
            let control = TableCellEditingControl(editingStyle: style)
            control.onTap = { [weak self, weak cell] in
                guard let self, let cell, let row = self.indexPath(for: cell) else { return }
                if style == .delete {
                    self.toggleDeleteConfirmation(at: row, of: cell)
                } else {
                    self.dataSource?.tableView(self, commit: style, forRowAt: row)
                }
            }
            cell.editingControl = control
            cell.addSubview(control)
        }
        cell.delegateAllowsEditingIndent = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        // The table marks the rows its data source can move, as UIKit's does: implementing
        // tableView(_:moveRowAt:to:) is enough to show the grips (docs/PORTING.md).
        cell.showsReorderControl = isEditing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        if cell.showsReorderControl, cell.reorderGrip == nil {
            let grip = TableCellAccessoryView(kind: .reorderGrip)
            grip.isUserInteractionEnabled = true
            grip.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: UITableView.handleReorder(_:)))
            cell.reorderGrip = grip
            cell.addSubview(grip)
        } else if !cell.showsReorderControl {
            cell.reorderGrip?.removeFromSuperview()
            cell.reorderGrip = nil
        }
        cell.setNeedsLayout()
    }
}
