@_spi(UIKitLayers) import UIKitCore

/// What a table or collection view tells its delegate about its items' context menus.
@MainActor
protocol ListContextMenus: UIView {
    /// The item at `point` (in the list's bounds) and the menu its delegate gives for it.
    func contextMenuConfiguration(at point: CGPoint) -> (IndexPath, UIContextMenuConfiguration?)?
    /// The cell lifted for the item's menu, no longer highlighted: the press is the menu's, not a
    /// selection.
    func liftedCell(at indexPath: IndexPath) -> UIView?
    func delegatePreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func delegateWillPerformPreviewAction(for configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)
    func delegateWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
    func delegateWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
}

/// A list's context menus: the delegate of the list's own interaction, asking the list's delegate
/// for the menu of the item pressed and lifting that item's cell, as UIKit's tables and
/// collection views do.
@MainActor
final class ListContextMenuSource: UIContextMenuInteractionDelegate {
    weak var list: ListContextMenus?
    /// The item whose menu is open or opening.
    private var indexPath: IndexPath?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let (indexPath, configuration) = list?.contextMenuConfiguration(at: location) else { return nil }
        self.indexPath = indexPath
        return configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        if let preview = list?.delegatePreview(for: configuration) { return preview }
        return indexPath.flatMap { list?.liftedCell(at: $0) }.map { UITargetedPreview(view: $0) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        list?.delegateWillPerformPreviewAction(for: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        list?.delegateWillDisplay(configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        list?.delegateWillEnd(configuration, animator: animator)
        indexPath = nil
    }
}
