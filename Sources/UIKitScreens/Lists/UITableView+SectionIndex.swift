import Foundation
@_spi(UIKitLayers) import UIKitCore

// The section index (SectionIndexView): shown down the trailing edge when the data source gives
// titles and the table has at least `sectionIndexMinimumDisplayRowCount` rows; a title chosen
// scrolls the table so the section it names starts at the top of what shows.
extension UITableView {
    func layoutSectionIndex() {
        let rowCount = geometry.sections.reduce(0) { $0 + $1.rowCount }
        guard let titles = sectionIndexTitles, !titles.isEmpty, rowCount >= sectionIndexMinimumDisplayRowCount else {
            guard let shown = sectionIndexView else { return }
            shown.removeFromSuperview()
            sectionIndexView = nil
            relayOutCellsBesideIndex()
            return
        }
        let index = sectionIndexView ?? makeSectionIndex()
        index.show(titles: titles, color: sectionIndexColor ?? tintColor)
        index.backgroundColor = index.isTracking ? sectionIndexTrackingBackgroundColor : sectionIndexBackgroundColor
        // It stays put as the rows scroll under it: laid out in what shows, not in the content.
        let inset = adjustedContentInset
        let frame = CGRect(x: contentOffset.x + bounds.width - safeAreaInsets.right - SectionIndexView.width, y: contentOffset.y + inset.top,
                           width: SectionIndexView.width, height: Swift.max(0, bounds.height - inset.top - inset.bottom))
        if index.frame != frame { index.frame = frame }
        if subviews.last !== index { bringSubviewToFront(index) }
    }

    private func makeSectionIndex() -> SectionIndexView {
        let index = SectionIndexView()
        index.onChoose = { [weak self] position in self?.scrollToSectionIndexTitle(at: position) }
        addSubview(index)
        sectionIndexView = index
        relayOutCellsBesideIndex()
        return index
    }

    /// The cells showing narrow or widen as the index comes or goes.
    private func relayOutCellsBesideIndex() {
        for cell in visibleCells { cell.setNeedsLayout() }
    }

    /// The section the data source names for the title at `position` comes to the top.
    func scrollToSectionIndexTitle(at position: Int) {
        guard let titles = sectionIndexTitles, titles.indices.contains(position) else { return }
        let section = dataSource?.tableView(self, sectionForSectionIndexTitle: titles[position], at: position) ?? position
        guard section >= 0, section < numberOfSections else { return }
        let top = rect(forSection: section).minY - adjustedContentInset.top
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: top)), animated: false)
    }
}
