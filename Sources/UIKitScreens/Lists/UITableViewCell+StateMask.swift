// The states a cell moves between while its table edits, told to the cell's
// `willTransition(to:)` and `didTransition(to:)`, as UIKit's.
extension UITableViewCell {
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// Moves to a state, telling the cell before and after; nothing when the state is the same.
    func transition(to state: StateMask) {
        guard state != transitionState else { return }
        willTransition(to: state)
        transitionState = state
        didTransition(to: state)
    }

    func setShowingDeleteConfirmation(_ showing: Bool) {
        var state = transitionState
        if showing { state.insert(.showingDeleteConfirmation) } else { state.remove(.showingDeleteConfirmation) }
        transition(to: state)
        editingControl?.isConfirmingDeletion = showing
    }
}
