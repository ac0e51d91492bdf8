// Selection: a touch highlights its row, lifting the finger selects it (asking the delegate first),
// a scroll that takes the touch over unhighlights it; and selection from code, which tells no delegate.
extension UITableView {
    /// The selected row (the first by position when several are).
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.min() }

    /// The selected rows in order, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted() }

    /// Selects the row without asking or telling the delegate, scrolling it to `scrollPosition`;
    /// nil clears the selection.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadDataIfNeeded()
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectRow(at: selected, animated: animated) }
            return
        }
        guard isValid(indexPath) else { return }
        if !allowsMultipleSelectionNow {
            for selected in selectedIndexPaths where selected != indexPath { deselectRow(at: selected, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        visibleCellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without telling the delegate; animated, the grey fades (alongside a
    /// transition when called inside one's animation).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        visibleCellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
    }
}

extension UITableView: CellTouchSelection {
    func indexPath(ofOwnCell view: UIView) -> IndexPath? {
        guard let cell = view as? UITableViewCell, cell.owningTableView === self else { return nil }
        return indexPath(for: cell)
    }

    func delegateAllowsHighlight(at indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func setHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
        visibleCellsByIndexPath[indexPath]?.setHighlighted(highlighted, animated: false)
        if highlighted { tableDelegate?.tableView(self, didHighlightRowAt: indexPath) } else { tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath) }
    }

    func canSelectOnLift(_ indexPath: IndexPath) -> Bool { isValid(indexPath) }

    /// Selection as the user makes it, with the delegate's will/did calls in UIKit's order:
    /// willSelect(new), then willDeselect and didDeselect of the old row, then didSelect(new).
    func userSelect(_ indexPath: IndexPath) {
        if allowsMultipleSelectionNow && selectedIndexPaths.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        guard isValid(target) else { return }
        if !allowsMultipleSelectionNow {
            for selected in selectedIndexPaths where selected != target { userDeselect(selected) }
        }
        if !selectedIndexPaths.contains(target) { selectedIndexPaths.append(target) }
        visibleCellsByIndexPath[target]?.setSelected(true, animated: false)
        // A storyboard segue from the cell runs first: prepare(for:sender:) comes before didSelectRowAt.
        visibleCellsByIndexPath[target]?.selectionSegue?()
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
