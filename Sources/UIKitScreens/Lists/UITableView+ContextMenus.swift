// A table's rows' context menus, from its delegate's `contextMenuConfigurationForRowAt`.
extension UITableView: ListContextMenus {
    func contextMenuConfiguration(at point: CGPoint) -> (IndexPath, UIContextMenuConfiguration?)? {
        guard !isEditing, let indexPath = indexPathForRow(at: point) else { return nil }
        return (indexPath, tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point))
    }

    func liftedCell(at indexPath: IndexPath) -> UIView? {
        let cell = cellForRow(at: indexPath)
        cell?.setHighlighted(false, animated: false)
        return cell
    }

    func delegatePreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        tableDelegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    func delegateWillPerformPreviewAction(for configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
        tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func delegateWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func delegateWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
