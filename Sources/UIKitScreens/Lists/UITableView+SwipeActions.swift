// Swipe actions: a horizontal drag on a row reveals the delegate's trailing (drag left) or leading
// (drag right) actions behind it. Let go past half their width and the row stays open; a full swipe
// performs the first action; a tap on an action runs its handler, which calls its completion
// handler to close the row. The row's content slides by moving the cell's bounds, so the table's
// layout keeps placing the cell where it belongs.
extension UITableView {
    /// A swipe in progress or a row left open.
    struct RowSwipe {
        let indexPath: IndexPath
        let cell: UITableViewCell
        let actions: SwipeActionsView
        /// True for the trailing actions (revealed by dragging left).
        let trailing: Bool
        /// How far the row was open when the drag began.
        var startReveal: CGFloat
        /// True when the row's editing control opened it (no swipe-editing calls to the delegate).
        var fromEditingControl = false
    }

    /// How much of the row's width a swipe must cross to perform the first action.
    static let fullSwipeShare: CGFloat = 0.6

    /// The swipe recognizer's gate: only horizontal drags on rows that have actions begin.
    func shouldBeginSwipe(_ pan: UIPanGestureRecognizer) -> Bool {
        guard !isEditing else { return false }
        let translation = pan.translation(in: self)
        guard abs(translation.x) > abs(translation.y) else { return false }
        let start = pan.location(in: self).applying(CGAffineTransform(translationX: -translation.x, y: -translation.y))
        guard let indexPath = indexPathForRow(at: start), let cell = visibleCellsByIndexPath[indexPath] else { return false }
        if let open = rowSwipe {
            if open.indexPath == indexPath { return true }
            closeSwipe(animated: true)
        }
        let trailing = translation.x < 0
        let configuration = trailing ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return false }
        beginRowSwipe(RowSwipe(indexPath: indexPath, cell: cell, actions: SwipeActionsView(configuration: configuration),
                               trailing: trailing, startReveal: 0))
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        return true
    }

    private func beginRowSwipe(_ swipe: RowSwipe) {
        swipe.actions.onTap = { [weak self] action, button in self?.perform(action, from: button) }
        swipe.cell.addSubview(swipe.actions)
        rowSwipe = swipe
        if swipe.trailing { swipe.cell.setShowingDeleteConfirmation(true) }
    }

    /// A tap on a row's delete control while the table edits: shows the row's delete confirmation,
    /// the delegate's trailing actions or a Delete button titled by the delegate, or hides it again.
    func toggleDeleteConfirmation(at indexPath: IndexPath, of cell: UITableViewCell) {
        if let open = rowSwipe {
            closeSwipe(animated: true)
            if open.cell === cell { return }
        }
        let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            .flatMap { $0.actions.isEmpty ? nil : $0 } ?? deleteConfirmation(at: indexPath)
        let swipe = RowSwipe(indexPath: indexPath, cell: cell, actions: SwipeActionsView(configuration: configuration),
                             trailing: true, startReveal: 0, fromEditingControl: true)
        beginRowSwipe(swipe)
        animateReveal(swipe.actions.openWidth, of: swipe, then: nil)
    }

    /// The Delete button UIKit shows for a row whose data source commits deletions: its title is
    /// the delegate's, else "Delete"; a tap commits the deletion.
    private func deleteConfirmation(at indexPath: IndexPath) -> UISwipeActionsConfiguration {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let swipe = self.rowSwipe, let row = self.indexPath(for: swipe.cell) else { return completion(false) }
            self.closeSwipe(animated: false)
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        guard var swipe = rowSwipe else { return }
        let width = swipe.cell.bounds.width
        switch pan.state {
        case .began:
            swipe.startReveal = revealed(swipe)
            rowSwipe = swipe
            fallthrough
        case .changed:
            let dx = pan.translation(in: self).x
            setReveal(Swift.min(width, Swift.max(0, swipe.startReveal + (swipe.trailing ? -dx : dx))), of: swipe)
        case .ended:
            let reveal = revealed(swipe)
            let speed = pan.velocity(in: self).x * (swipe.trailing ? -1 : 1)
            let open = swipe.actions.openWidth
            if swipe.actions.configuration.performsFirstActionWithFullSwipe && reveal > width * UITableView.fullSwipeShare,
               let first = swipe.actions.configuration.actions.first {
                animateReveal(width, of: swipe) { [weak self] in self?.perform(first, from: swipe.actions) }
            } else if reveal > open / 2 && speed > -300 || speed > 300 {
                animateReveal(open, of: swipe, then: nil)
            } else {
                closeSwipe(animated: true)
            }
        case .cancelled, .failed:
            closeSwipe(animated: true)
        default:
            break
        }
    }

    /// How far the row is open now.
    private func revealed(_ swipe: RowSwipe) -> CGFloat { abs(swipe.cell.bounds.origin.x) }

    private func setReveal(_ reveal: CGFloat, of swipe: RowSwipe) {
        let width = swipe.cell.bounds.width
        swipe.cell.bounds.origin.x = swipe.trailing ? reveal : -reveal
        swipe.actions.frame = CGRect(x: swipe.trailing ? width : -reveal, y: 0, width: reveal, height: swipe.cell.bounds.height)
    }

    private func animateReveal(_ reveal: CGFloat, of swipe: RowSwipe, then completion: (() -> Void)?) {
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
            self.setReveal(reveal, of: swipe)
        }, completion: { _ in completion?() })
    }

    /// Closes the open row, putting its content back.
    func closeSwipe(animated: Bool) {
        guard let swipe = rowSwipe else { return }
        rowSwipe = nil
        swipe.cell.setShowingDeleteConfirmation(false)
        let finish = { [weak self] in
            swipe.actions.removeFromSuperview()
            swipe.cell.bounds.origin.x = 0
            guard let self, !swipe.fromEditingControl else { return }
            self.tableDelegate?.tableView(self, didEndEditingRowAt: swipe.indexPath)
        }
        guard animated else { return finish() }
        UIView.animate(withDuration: 0.25, animations: { self.setReveal(0, of: swipe) }, completion: { _ in finish() })
    }

    /// Runs an action's handler; its completion handler closes the row (a deleted row goes with its update).
    private func perform(_ action: UIContextualAction, from button: UIView) {
        action.handler(action, button) { [weak self] _ in self?.closeSwipe(animated: true) }
    }
}
