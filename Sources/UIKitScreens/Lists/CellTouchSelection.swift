/// Selection by touch as tables and collection views share it, in UIKit's order: a touch down on a
/// cell highlights it (if selection is allowed now and the delegate lets it), the lift takes the
/// highlight away and selects the cell, a cancelled touch only takes it away. Each list answers the
/// parts that name its own cells and delegate.
@MainActor
protocol CellTouchSelection: UIScrollView {
    /// The cell a touch down highlighted, until the finger lifts.
    var pendingSelection: IndexPath? { get set }
    var allowsSelection: Bool { get }
    var allowsSelectionDuringEditing: Bool { get }
    var allowsMultipleSelection: Bool { get }
    var allowsMultipleSelectionDuringEditing: Bool { get }
    var isEditing: Bool { get }
    /// Where `view` is, when it is one of this list's own cells.
    func indexPath(ofOwnCell view: UIView) -> IndexPath?
    func delegateAllowsHighlight(at indexPath: IndexPath) -> Bool
    /// Shows or takes away the highlight of the cell at `indexPath`, telling the delegate.
    func setHighlight(_ highlighted: Bool, at indexPath: IndexPath)
    /// Whether the highlighted cell may still be selected as the finger lifts (its row may have gone).
    func canSelectOnLift(_ indexPath: IndexPath) -> Bool
    /// Selects as the user does, with the delegate's calls in UIKit's order.
    func userSelect(_ indexPath: IndexPath)
}

extension CellTouchSelection {
    var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var allowsMultipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// The cell a touch landed in, if that cell is one of this list's.
    func cellTouched(by touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let current = view, current !== self {
            if let indexPath = indexPath(ofOwnCell: current) { return indexPath }
            view = current.superview
        }
        return nil
    }

    /// Touch down on a cell: it highlights, if selection is allowed and the delegate lets it.
    /// False when the touch is on no cell, so the list handles it as a scroll view.
    func cellTouchBegan(_ touch: UITouch) -> Bool {
        guard let indexPath = cellTouched(by: touch) else { return false }
        guard allowsSelectionNow || allowsMultipleSelectionNow else { return true }
        guard delegateAllowsHighlight(at: indexPath) else { return true }
        pendingSelection = indexPath
        setHighlight(true, at: indexPath)
        return true
    }

    /// The finger lifted (or the touch was cancelled): the highlight goes, and a lift selects.
    func cellTouchEnded(cancelled: Bool) {
        guard let indexPath = pendingSelection else { return }
        pendingSelection = nil
        setHighlight(false, at: indexPath)
        guard !cancelled, canSelectOnLift(indexPath) else { return }
        userSelect(indexPath)
    }
}
