// Loading what the data source says, measuring rows as they come on screen, and keeping exactly the
// visible rows' cells (and headers and footers) in the view tree.
extension UITableView {
    /// Asks the data source for its sections and rows, once after each `reloadData()`.
    func loadDataIfNeeded() {
        guard !hasLoadedData else {
            if geometryIsStale { refreshHeights() }
            return
        }
        hasLoadedData = true
        geometryIsStale = false
        for cell in visibleCellsByIndexPath.values { retire(cell, at: nil) }
        visibleCellsByIndexPath.removeAll()
        for cell in measuredCells.values { cellPool.enqueue(cell, identifier: cell.reuseIdentifier) }
        measuredCells.removeAll()
        removeSectionViews()
        var built = TableGeometry()
        let sectionCount = dataSource.map { Swift.max(0, $0.numberOfSections(in: self)) } ?? 0
        built.sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let rows = Swift.max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
            built.sections.append(makeSection(section, rowCount: rows))
        }
        geometry = built
        layoutTableHeaderAndFooterHeights()
        geometry.recomputeOrigins()
        updateContentSize()
        sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
    }

    /// A section's heights as the delegate gives them now: exact where it says, estimates elsewhere.
    func makeSection(_ section: Int, rowCount: Int) -> TableGeometry.Section {
        var heights = [CGFloat](repeating: 0, count: rowCount)
        var measured = [Bool](repeating: false, count: rowCount)
        for row in 0..<rowCount { (heights[row], measured[row]) = initialHeight(IndexPath(row: row, section: section)) }
        var made = TableGeometry.Section(headerHeight: headerHeight(section), footerHeight: footerHeight(section),
                                         rowHeights: heights, measured: measured)
        made.topPadding = headerTopPadding(forHeaderHeight: made.headerHeight)
        made.recomputeOffsets()
        return made
    }

    /// A row's height before it shows: the delegate's exact height when it gives one and no
    /// estimate was asked for, else the estimate (UIKit's 44 when automatic).
    private func initialHeight(_ indexPath: IndexPath) -> (CGFloat, Bool) {
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        if estimate == 0 || estimate == UITableView.automaticDimension {
            let exact = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            if exact != UITableView.automaticDimension { return (Swift.max(0, exact), true) }
            // Estimates switched off leave self-sizing nothing to start from: UIKit's standard height.
            return (UITableView.defaultRowHeight, estimate == 0)
        }
        return (Swift.max(0, estimate), false)
    }

    /// Heights asked again (after `rowHeight` or the delegate's answers changed), keeping the rows.
    func refreshHeights() {
        geometryIsStale = false
        for section in geometry.sections.indices {
            let rows = geometry.sections[section].rowCount
            geometry.sections[section] = makeSection(section, rowCount: rows)
        }
        layoutTableHeaderAndFooterHeights()
        geometry.recomputeOrigins()
        updateContentSize()
    }

    private func layoutTableHeaderAndFooterHeights() {
        geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < geometry.sections.count
            && indexPath.row >= 0 && indexPath.row < geometry.sections[indexPath.section].rowCount
    }

    // MARK: Headers and footers

    func headerHeight(_ section: Int) -> CGFloat {
        supplementHeight(asked: tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight,
                         tableHeight: sectionHeaderHeight, header: true,
                         view: { self.tableDelegate?.tableView(self, viewForHeaderInSection: section) },
                         title: { self.dataSource?.tableView(self, titleForHeaderInSection: section) },
                         // Grouped tables keep space between sections even without titles.
                         groupedGap: section == 0 ? 35 : 18)
    }

    func footerHeight(_ section: Int) -> CGFloat {
        supplementHeight(asked: tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight,
                         tableHeight: sectionFooterHeight, header: false,
                         view: { self.tableDelegate?.tableView(self, viewForFooterInSection: section) },
                         title: { self.dataSource?.tableView(self, titleForFooterInSection: section) },
                         groupedGap: 17)
    }

    /// A section header's or footer's height: the height asked for, else its view's or title's.
    /// `view` and `title` are asked only when needed, as the data source may build views on demand.
    private func supplementHeight(asked: CGFloat, tableHeight: CGFloat, header: Bool, view: () -> UIView?, title: () -> String?,
                                  groupedGap: CGFloat) -> CGFloat {
        if asked != UITableView.automaticDimension {
            // A plain table shows nothing where there is nothing to show: the table's own height
            // (Interface Builder writes 28 for every table) makes no gap; a delegate's own does.
            if style == .plain && asked == tableHeight && view() == nil && title() == nil { return 0 }
            return Swift.max(0, asked)
        }
        if let view = view() { return fittingHeight(of: view) }
        if let title = title() { return fittingHeight(of: makeTitleView(title, header: header)) }
        return style == .plain ? 0 : groupedGap
    }

    /// iOS 15's padding above a plain table's section headers, only where there is a header.
    private func headerTopPadding(forHeaderHeight height: CGFloat) -> CGFloat {
        guard height > 0 else { return 0 }
        if sectionHeaderTopPadding != UITableView.automaticDimension { return Swift.max(0, sectionHeaderTopPadding) }
        return style == .plain && environment.device.majorSystemVersion >= 15 ? 22 : 0
    }

    private func fittingHeight(of view: UIView) -> CGFloat {
        if let headerFooter = view as? UITableViewHeaderFooterView { return headerFooter.fittingHeight(forWidth: bounds.width) }
        if !view.activeConstraintsInTree().isEmpty {
            return view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel).height.rounded(.up)
        }
        return view.frame.height
    }

    /// The header or footer UIKit makes for a data source's title.
    func makeTitleView(_ title: String, header: Bool) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.owningStyle = style
        var configuration: UIListContentConfiguration
        switch (style, header) {
        case (.plain, true): configuration = .plainHeader()
        case (.plain, false): configuration = .plainFooter()
        case (_, true): configuration = .groupedHeader()
        case (_, false): configuration = .groupedFooter()
        }
        // Grouped headers show their title in capitals, as UIKit draws them.
        configuration.text = style != .plain && header ? title.uppercased() : title
        view.contentConfiguration = configuration
        view.backgroundConfiguration = style == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 28)
        return view
    }

    private func removeSectionViews() {
        for (_, view) in visibleHeaders { retireSectionView(view) }
        for (_, view) in visibleFooters { retireSectionView(view) }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
    }

    private func retireSectionView(_ view: UIView) {
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool.enqueue(reusable, identifier: identifier)
        } else {
            view.removeFromSuperview()
        }
    }

    // MARK: Tiling

    /// Runs the row layout now if the table is waiting for one (the visible-cell queries answer
    /// what the screen will show).
    func layoutVisibleRowsIfNeeded() {
        if !hasLoadedData || geometryIsStale || layoutState.needsLayout { layoutRows() }
    }

    /// Measures the rows coming on screen, then makes sure exactly the visible rows have cells.
    func layoutRows() {
        loadDataIfNeeded()
        backgroundView.map { view in
            if view.superview !== self { insertSubview(view, at: 0) }
            view.frame = CGRect(origin: contentOffset, size: bounds.size)
        }
        placeTableHeaderAndFooter()
        measureVisibleRows()
        let visible = visibleRange
        let rows = geometry.rows(overlapping: visible.minY, visible.maxY)
        let wanted = Set(rows)
        // A row dragged by its grip stays with the finger even where its slot scrolls away.
        for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) && cell !== rowReorder?.cell {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for indexPath in rows {
            let frame = rowFrame(indexPath)
            if let cell = visibleCellsByIndexPath[indexPath] {
                // A row dragged by its grip follows the finger, not its slot.
                if cell.frame != frame && cell !== rowReorder?.cell { cell.frame = frame }
                decorate(cell, at: indexPath)
                continue
            }
            guard let cell = measuredCells.removeValue(forKey: indexPath) ?? makeCell(at: indexPath) else { continue }
            cell.frame = frame
            show(cell, at: indexPath)
        }
        for (_, cell) in measuredCells { cellPool.enqueue(cell, identifier: cell.reuseIdentifier) }
        measuredCells.removeAll()
        layoutSectionViews(in: visible)
        layoutFillerSeparators(in: visible)
        layoutSectionIndex()
        prefetchRows(beyond: visible, showing: wanted)
    }

    /// Tells the prefetch data source of the rows in the screenful past each edge of `visible`
    /// (once each), and cancels those that fell out of that reach without showing.
    private func prefetchRows(beyond visible: CGRect, showing: Set<IndexPath>) {
        guard let prefetchDataSource, isPrefetchingEnabled, visible.height > 0 else { return }
        let reach = Set(geometry.rows(overlapping: visible.minY - visible.height, visible.minY)
            + geometry.rows(overlapping: visible.maxY, visible.maxY + visible.height)).subtracting(showing)
        let new = reach.subtracting(prefetchedRows).sorted()
        let dropped = prefetchedRows.subtracting(reach).subtracting(showing).sorted()
        prefetchedRows = reach
        if !dropped.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: dropped) }
        if !new.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: new) }
    }

    /// The content rectangle on screen.
    var visibleRange: CGRect { CGRect(origin: contentOffset, size: bounds.size) }

    /// A row's frame: full width, or inset with rounded section corners in `.insetGrouped`.
    func rowFrame(_ indexPath: IndexPath) -> CGRect {
        var frame = geometry.rowRect(indexPath, width: bounds.width)
        if style == .insetGrouped {
            let inset = UITableView.insetGroupedMargin(forWidth: bounds.width)
            frame = frame.insetBy(dx: inset, dy: 0)
        }
        return frame
    }

    /// The side margin of an inset-grouped table: 16 points on phones, 20 on wider screens.
    static func insetGroupedMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    /// Self-sizes the rows on screen that still have estimated heights; when rows above the ones
    /// already showing change height, the content moves with them, so nothing jumps under the finger.
    private func measureVisibleRows() {
        for _ in 0..<8 {
            let visible = visibleRange
            let rows = geometry.rows(overlapping: visible.minY, visible.maxY)
            let unmeasured = rows.filter { !geometry.sections[$0.section].measured[$0.row] }
            guard !unmeasured.isEmpty else { return }
            let anchor = rows.first { geometry.sections[$0.section].measured[$0.row] }
            let anchorTop = anchor.map { geometry.rowTop($0) }
            var firstChanged: [Int: Int] = [:]
            for indexPath in unmeasured {
                let height = measuredHeight(at: indexPath)
                geometry.sections[indexPath.section].measured[indexPath.row] = true
                guard height != geometry.sections[indexPath.section].rowHeights[indexPath.row] else { continue }
                geometry.sections[indexPath.section].rowHeights[indexPath.row] = height
                firstChanged[indexPath.section] = Swift.min(firstChanged[indexPath.section] ?? .max, indexPath.row)
            }
            guard !firstChanged.isEmpty else { return }
            for (section, row) in firstChanged { geometry.sections[section].recomputeOffsets(from: row) }
            geometry.recomputeOrigins(from: firstChanged.keys.min() ?? 0)
            updateContentSize()
            if let anchor, let anchorTop {
                let shift = geometry.rowTop(anchor) - anchorTop
                if shift != 0 { shiftContent(byY: shift) }
            }
        }
    }

    /// A row's real height: the delegate's, or the cell's own fitting height when automatic.
    private func measuredHeight(at indexPath: IndexPath) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if asked != UITableView.automaticDimension { return Swift.max(0, asked) }
        guard let cell = visibleCellsByIndexPath[indexPath] ?? measuredCells[indexPath] ?? makeCell(at: indexPath) else {
            return UITableView.defaultRowHeight
        }
        if visibleCellsByIndexPath[indexPath] == nil { measuredCells[indexPath] = cell }
        return cell.fittingHeight(forWidth: rowFrame(indexPath).width)
    }

    /// The data source's cell for a row.
    func makeCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: dataSourceIndexPath(forShown: indexPath))
        if cell.superview != nil && cell.superview !== self { cell.removeFromSuperview() }
        return cell
    }

    func prepareDequeued(_ cell: UITableViewCell, reused: Bool) {
        guard reused else { return }
        cell.isHidden = false
        cell.alpha = 1
        cell.transform = .identity
        cell.prepareForReuse()
    }

    private func show(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.owningTableView = self
        visibleCellsByIndexPath[indexPath] = cell
        let selected = selectedIndexPaths.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        applyEditing(to: cell, at: indexPath, animated: false)
        decorate(cell, at: indexPath)
        // Headers and footers stay above the rows.
        if let firstSectionView = subviews.first(where: { $0 is UITableViewHeaderFooterView || visibleHeaders.values.contains($0) }) {
            insertSubview(cell, belowSubview: firstSectionView)
        } else {
            addSubview(cell)
        }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// A row leaving the screen: off the tree and into its reuse queue.
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath?) {
        cell.owningTableView = nil
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
        if let indexPath { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
    }

    /// The separator, background and corners a row gets from the table's style.
    private func decorate(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let isLast = indexPath.row == geometry.sections[indexPath.section].rowCount - 1
        let isFirst = indexPath.row == 0
        if separatorStyle == .none || (isLast && style == .insetGrouped) {
            cell.separatorAppearance = nil
        } else {
            cell.separatorAppearance = (separatorColor ?? .separator, isLast && style == .grouped)
        }
        if cell.backgroundConfiguration == nil {
            cell.applyTableBackground(style == .plain ? .systemBackground : .secondarySystemGroupedBackground)
        }
        let indentation = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        if indentation != 0 && cell.indentationLevel != indentation { cell.indentationLevel = indentation }
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
        }
    }

    private func placeTableHeaderAndFooter() {
        if let header = tableHeaderView {
            if header.superview !== self { addSubview(header) }
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
            if geometry.tableHeaderHeight != frame.height {
                geometry.tableHeaderHeight = frame.height
                geometry.recomputeOrigins()
                updateContentSize()
            }
        }
        if let footer = tableFooterView {
            if footer.superview !== self { addSubview(footer) }
            let frame = CGRect(x: 0, y: geometry.tableFooterOrigin, width: bounds.width, height: footer.frame.height)
            if footer.frame != frame { footer.frame = frame }
            if geometry.tableFooterHeight != frame.height {
                geometry.tableFooterHeight = frame.height
                updateContentSize()
            }
        }
    }

    /// Headers and footers of the sections on screen; a plain table's headers stick to the top
    /// while their section scrolls under them.
    private func layoutSectionViews(in visible: CGRect) {
        let sections = geometry.sections(overlapping: visible.minY - 1, visible.maxY)
        let wanted = Set(sections)
        for (section, view) in visibleHeaders where !wanted.contains(section) {
            visibleHeaders[section] = nil
            retireSectionView(view)
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
        for (section, view) in visibleFooters where !wanted.contains(section) {
            visibleFooters[section] = nil
            retireSectionView(view)
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        let stickyTop = contentOffset.y + adjustedContentInset.top
        for section in sections {
            let sectionGeometry = geometry.sections[section]
            if sectionGeometry.headerHeight > 0 {
                var frame = geometry.headerRect(section, width: bounds.width)
                if style == .plain {
                    let sectionBottom = sectionGeometry.origin + sectionGeometry.height - sectionGeometry.footerHeight
                    frame.origin.y = Swift.min(Swift.max(frame.minY, stickyTop), sectionBottom - frame.height)
                    frame.origin.y = Swift.max(frame.origin.y, geometry.headerRect(section, width: bounds.width).minY)
                }
                placeSectionView(in: &visibleHeaders, section: section, frame: frame, header: true)
            }
            if sectionGeometry.footerHeight > 0 {
                placeSectionView(in: &visibleFooters, section: section, frame: geometry.footerRect(section, width: bounds.width), header: false)
            }
        }
    }

    private func placeSectionView(in views: inout [Int: UIView], section: Int, frame: CGRect, header: Bool) {
        if let view = views[section] {
            if view.frame != frame { view.frame = frame }
            if header { bringSubviewToFront(view) }
            return
        }
        let delegateView = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let view = delegateView ?? title.map({ makeTitleView($0, header: header) }) else { return }
        (view as? UITableViewHeaderFooterView)?.owningStyle = style
        view.frame = frame
        addSubview(view)
        views[section] = view
        if header {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
    }

    /// A plain table without a footer view draws separators on past its last row, as UIKit does.
    private func layoutFillerSeparators(in visible: CGRect) {
        var origins: [CGFloat] = []
        if style == .plain && tableFooterView == nil && separatorStyle != .none && hasLoadedData && !geometry.sections.isEmpty {
            let height = fillerRowHeight > 0 ? fillerRowHeight : (rowHeight > 0 ? rowHeight : UITableView.defaultRowHeight)
            var y = geometry.contentHeight + height
            while y < visible.maxY + height {
                if y > visible.minY { origins.append(y) }
                y += height
            }
        }
        if origins != fillerSeparatorOrigins {
            fillerSeparatorOrigins = origins
            setNeedsDisplayTree()
        }
    }

    func paintFillerSeparators(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let thickness = 1 / Swift.max(1, environment.screen.scale)
        let color = DisplayCommand.Color((separatorColor ?? .separator).rgba)
        for y in fillerSeparatorOrigins {
            commands.append(.fill(rect: CGRect(x: separatorInset.left, y: y - thickness, width: bounds.width - separatorInset.left, height: thickness),
                                  transform: toWindow, color: color, cornerRadius: 0))
        }
    }

    // MARK: Scrolling to a rectangle

    func scrollToRect(_ rect: CGRect, at position: ScrollPosition, animated: Bool, stickyHeaderHeight: CGFloat) {
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = rect.minY - inset.top - stickyHeaderHeight
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            let top = contentOffset.y + inset.top + stickyHeaderHeight
            let bottom = contentOffset.y + inset.top + visibleHeight
            if rect.minY < top { y = rect.minY - inset.top - stickyHeaderHeight } else if rect.maxY > bottom { y = rect.maxY - inset.top - visibleHeight }
        }
        setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }
}

extension UITableView {
    /// The rows on screen lay out again (their margins or insets follow a setting that changed).
    func setNeedsLayoutOfVisibleRows() {
        for cell in visibleCellsByIndexPath.values { cell.setNeedsLayout() }
    }
}
