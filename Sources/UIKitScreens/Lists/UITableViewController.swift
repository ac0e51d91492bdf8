@_spi(UIKitLayers) import UIKitCore
/// A controller whose view is a table it is the data source and delegate of, as UIKit's
/// `UITableViewController`. Subclasses override the table methods (`override func tableView(_:…)`);
/// each one here answers as UIKit's does when not overridden. When the controller's view is about
/// to appear again, the selected row is deselected alongside the transition that brings it back,
/// and stays selected if that transition is cancelled.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let initialStyle: UITableView.Style

    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    open var clearsSelectionOnViewWillAppear = true

    /// The table's refresh control.
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    public init(style: UITableView.Style) {
        initialStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialStyle = UITableView.archivedStyle((coder as? InterfaceBuilderCoder).map { $0.coder(for: $0.element.child(key: "view") ?? $0.element) as NSCoder } ?? coder)
        super.init(coder: coder)
        if let clears = (coder as? InterfaceBuilderCoder)?.element.bool("clearsSelectionOnViewWillAppear") { clearsSelectionOnViewWillAppear = clears }
    }

    @_spi(UIKitLayers) open override func adoptArchived(_ object: AnyObject, key: String) {
        if key == "refreshControl", let control = object as? UIRefreshControl { refreshControl = control }
    }

    open override func loadView() {
        // UIKit makes the table the size of the application frame: the screen less the status bar.
        loadListView({ UITableView(frame: environment.screen.applicationFrame, style: initialStyle) },
                     connect: { $0.dataSource = self; $0.delegate = self })
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView,
              let selected = table.indexPathsForSelectedRows else { return }
        clearSelectionAlongsideAppearance(of: selected, animated: animated,
                                          deselect: { table.deselectRow(at: $0, animated: animated) },
                                          reselect: { table.selectRow(at: $0, animated: false, scrollPosition: .none) })
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tableView?.flashScrollIndicators()
    }

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    // A table of static cells (a storyboard's `dataMode="static"`) is answered from its sections
    // here, as UIKit's controller does; a subclass that overrides a method and calls super keeps that.

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticSections.map { $0.indices.contains(section) ? $0[section].cells.count : 0 } ?? 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let sections = tableView.staticSections, sections.indices.contains(indexPath.section),
           sections[indexPath.section].cells.indices.contains(indexPath.row) {
            return sections[indexPath.section].cells[indexPath.row]
        }
        Diagnostics.warnOnce("UITableViewController.cellForRowAt",
                             "\(type(of: self)) does not override tableView(_:cellForRowAt:); its rows show empty cells.")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticSections?.count ?? 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticSections.flatMap { $0.indices.contains(section) ? $0[section].headerTitle : nil }
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticSections.flatMap { $0.indices.contains(section) ? $0[section].footerTitle : nil }
    }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func tableView(_ tableView: UITableView,
                        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {}
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}

    // MARK: UIScrollViewDelegate (declared here so subclasses' versions are called: write them with `override`)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
