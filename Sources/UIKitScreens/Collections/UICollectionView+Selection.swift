// Selection: a touch highlights its item, lifting the finger selects it (the delegate may refuse),
// a scroll that takes the touch over unhighlights it; and selection from code, which tells no delegate.
extension UICollectionView {
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted() }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        if !allowsMultipleSelectionNow {
            for selected in selectedIndexPaths where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        (visibleViews[CollectionElementKey(kind: nil, indexPath: indexPath)] as? UICollectionViewCell)?.isSelected = false
    }
}

extension UICollectionView: CellTouchSelection {
    func indexPath(ofOwnCell view: UIView) -> IndexPath? {
        guard let cell = view as? UICollectionViewCell, cell.owningCollectionView === self else { return nil }
        return indexPath(for: cell)
    }

    func delegateAllowsHighlight(at indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func setHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = highlighted
        if highlighted { collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath) } else { collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath) }
    }

    func canSelectOnLift(_ indexPath: IndexPath) -> Bool { true }

    /// Selection as the user makes it: in single selection the old item is deselected (with its
    /// delegate calls) once the new one may be selected; in multiple selection a tap toggles.
    func userSelect(_ indexPath: IndexPath) {
        if selectedIndexPaths.contains(indexPath) {
            guard allowsMultipleSelectionNow else { return }
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelectionNow {
            for selected in selectedIndexPaths {
                deselectItem(at: selected, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        selectedIndexPaths.append(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        // A storyboard segue from the cell runs first, as a table cell's does.
        cellForItem(at: indexPath)?.selectionSegue?()
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
