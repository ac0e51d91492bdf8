@_spi(UIKitLayers) import UIKitCore

// A collection view's items' context menus: the iOS 16 delegate method first, then the older one.
extension UICollectionView: ListContextMenus {
    func contextMenuConfiguration(at point: CGPoint) -> (IndexPath, UIContextMenuConfiguration?)? {
        guard let indexPath = indexPathForItem(at: point) else { return nil }
        let configuration = collectionDelegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
            ?? collectionDelegate?.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
        return (indexPath, configuration)
    }

    func liftedCell(at indexPath: IndexPath) -> UIView? {
        let cell = cellForItem(at: indexPath)
        cell?.isHighlighted = false
        return cell
    }

    func delegatePreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        collectionDelegate?.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    func delegateWillPerformPreviewAction(for configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
        collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func delegateWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func delegateWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
