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
        let actions = SwipeActionsView(configuration: configuration)
        actions.onTap = { [weak self] action, button in self?.perform(action, from: button) }
        cell.addSubview(actions)
        rowSwipe = RowSwipe(indexPath: indexPath, cell: cell, actions: actions, trailing: trailing, startReveal: 0)
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        return true
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
        let finish = { [weak self] in
            swipe.actions.removeFromSuperview()
            swipe.cell.bounds.origin.x = 0
            guard let self else { return }
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
