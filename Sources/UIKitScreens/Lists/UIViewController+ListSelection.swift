// What table and collection view controllers do with their selection when they appear again.
extension UIViewController {
    /// Deselects `selected` alongside the transition that brings this controller back (a pop, a
    /// dismissal), selecting them again if that transition is cancelled; without one, at once.
    func clearSelectionAlongsideAppearance(of selected: [IndexPath], animated: Bool,
                                           deselect: @escaping (IndexPath) -> Void, reselect: @escaping (IndexPath) -> Void) {
        guard let coordinator = transitionCoordinator, coordinator.isAnimated else {
            for indexPath in selected { deselect(indexPath) }
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            for indexPath in selected { deselect(indexPath) }
        }, completion: { context in
            // A cancelled pop leaves the list where it was: its rows selected.
            guard context.isCancelled else { return }
            for indexPath in selected { reselect(indexPath) }
        })
    }
}
