// Loading counts, asking the layout for the elements in the visible rectangle, letting cells size
// themselves where the layout estimates, and keeping exactly those elements' views in the tree.
extension UICollectionView {
    func loadDataIfNeeded() {
        guard !hasLoadedData else { return }
        hasLoadedData = true
        for (key, view) in visibleViews { retire(view, key: key) }
        visibleViews.removeAll()
        visibleAttributes.removeAll()
        let sections = dataSource.map { Swift.max(0, $0.numberOfSections(in: self)) } ?? 0
        itemCounts = (0..<sections).map { Swift.max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
        collectionViewLayout.needsPrepare = true
    }

    func layoutElementsIfNeeded() {
        if !hasLoadedData || collectionViewLayout.needsPrepare || layoutState.needsLayout { layoutElements() }
    }

    /// Places the views of the elements in the visible rectangle (and of each orthogonally
    /// scrolling section's visible band).
    func layoutElements() {
        guard !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        loadDataIfNeeded()
        if let backgroundView {
            if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
            backgroundView.frame = CGRect(origin: contentOffset, size: bounds.size)
        }
        var wanted: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for _ in 0..<8 {
            collectionViewLayout.prepareIfNeeded()
            let size = collectionViewLayout.collectionViewContentSize
            if contentSize != size { contentSize = size }
            layoutOrthogonalScrollers()
            wanted = elementsOnScreen()
            guard sizeElementsThatSizeThemselves(wanted) else { break }
        }
        for (key, view) in visibleViews where wanted[key] == nil {
            visibleViews[key] = nil
            visibleAttributes[key] = nil
            retire(view, key: key)
        }
        for (key, attributes) in wanted.sorted(by: { $0.value.zIndex < $1.value.zIndex }) {
            if let view = visibleViews[key] {
                place(view, with: attributes)
            } else if let view = makeView(for: attributes) {
                visibleViews[key] = view
                place(view, with: attributes)
                show(view, key: key)
            }
            visibleAttributes[key] = attributes
        }
        decorateListCells()
        prefetchItems(showing: Set(wanted.keys.filter { $0.kind == nil }.map(\.indexPath)))
    }

    /// Tells the prefetch data source of the items in the screenful past each edge of the visible
    /// rectangle (once each), and cancels those that fell out of that reach without showing.
    private func prefetchItems(showing: Set<IndexPath>) {
        guard let prefetchDataSource, isPrefetchingEnabled, bounds.height > 0 else { return }
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        let around = visible.insetBy(dx: -visible.width, dy: -visible.height)
        let reach = Set((collectionViewLayout.layoutAttributesForElements(in: around) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath)).subtracting(showing)
        let new = reach.subtracting(prefetchedItems).sorted()
        let dropped = prefetchedItems.subtracting(reach).subtracting(showing).sorted()
        prefetchedItems = reach
        if !dropped.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: dropped) }
        if !new.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: new) }
    }

    /// The attributes of every element that shows now, by element.
    private func elementsOnScreen() -> [CollectionElementKey: UICollectionViewLayoutAttributes] {
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        // Orthogonal sections extend across past the bounds: query the band at any x.
        let query = orthogonalScrollers.isEmpty ? visible
            : CGRect(x: -CGFloat.greatestFiniteMagnitude / 4, y: visible.minY, width: CGFloat.greatestFiniteMagnitude / 2, height: visible.height)
        var result: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: query) ?? [] where !attributes.isHidden {
            if attributes.representedElementCategory == .cell, let scroller = orthogonalScrollers[attributes.indexPath.section] {
                let shown = CGRect(x: scroller.frame.minX + scroller.contentOffset.x, y: scroller.frame.minY,
                                   width: scroller.bounds.width, height: scroller.bounds.height)
                guard attributes.frame.overlaps(shown) else { continue }
            } else if !attributes.frame.overlaps(visible) {
                continue
            }
            result[attributes.elementKey] = attributes
        }
        return result
    }

    /// Asks the cells of estimated elements for their size; returns whether the layout took any
    /// (then it lays out again, keeping the first already-sized element where it was on screen).
    private func sizeElementsThatSizeThemselves(_ wanted: [CollectionElementKey: UICollectionViewLayoutAttributes]) -> Bool {
        let layout = collectionViewLayout
        let anchor = wanted.keys.filter { sizedElements.contains($0) }.min { $0.indexPath < $1.indexPath }
        let anchorY = anchor.flatMap { wanted[$0]?.frame.minY }
        var invalidated = false
        for (key, attributes) in wanted.sorted(by: { $0.key.indexPath < $1.key.indexPath }) where !sizedElements.contains(key) {
            let sizes = key.kind.map { layout.supplementarySizesItself(ofKind: $0, at: key.indexPath) } ?? layout.itemSizesItself(at: key.indexPath)
            sizedElements.insert(key)
            guard sizes, let view = visibleViews[key] ?? makeView(for: attributes) else { continue }
            if visibleViews[key] == nil {
                visibleViews[key] = view
                place(view, with: attributes)
                show(view, key: key)
            }
            view.selfSizingAxes = layout.selfSizingAxes(for: attributes)
            let preferred = view.preferredLayoutAttributesFitting(attributes.attributesCopy())
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) { invalidated = true }
        }
        guard invalidated else { return false }
        layout.needsPrepare = true
        layout.prepareIfNeeded()
        if let anchor, let anchorY, let moved = anchor.kind == nil ? layout.layoutAttributesForItem(at: anchor.indexPath)
            : layout.layoutAttributesForSupplementaryView(ofKind: anchor.kind!, at: anchor.indexPath) {
            shiftContent(byY: moved.frame.minY - anchorY)
        }
        return true
    }

    /// A view for an element: the data source's cell or supplementary view.
    private func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        switch attributes.representedElementCategory {
        case .cell:
            return dataSource.collectionView(self, cellForItemAt: attributes.indexPath)
        case .supplementaryView:
            guard let kind = attributes.representedElementKind else { return nil }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
            return view
        case .decorationView:
            return nil
        }
    }

    /// Gives a view its attributes: frame (in its orthogonal band when it has one), alpha, z order.
    func place(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes) {
        var frame = attributes.frame
        let host: UIView
        if attributes.representedElementCategory == .cell, let scroller = orthogonalScrollers[attributes.indexPath.section] {
            host = scroller
            frame.origin.x -= scroller.frame.minX
            frame.origin.y -= scroller.frame.minY
        } else {
            host = self
        }
        if view.superview !== host { host.addSubview(view) }
        if view.frame != frame { view.frame = frame }
        if view.alpha != attributes.alpha && attributes.alpha < 1 { view.alpha = attributes.alpha }
        if attributes.transform != .identity || view.transform != .identity { view.transform = attributes.transform }
        if attributes.zIndex > 0 { host.bringSubviewToFront(view) }
        view.apply(attributes)
    }

    private func show(_ view: UICollectionReusableView, key: CollectionElementKey) {
        if let kind = key.kind {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
            return
        }
        guard let cell = view as? UICollectionViewCell else { return }
        cell.owningCollectionView = self
        let selected = selectedIndexPaths.contains(key.indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
    }

    func retire(_ view: UICollectionReusableView, key: CollectionElementKey) {
        if let cell = view as? UICollectionViewCell {
            cell.owningCollectionView = nil
            cell.isHighlighted = false
            cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        } else {
            let identifier = view.reuseIdentifier.map { UICollectionView.supplementaryKey(key.kind ?? "", $0) }
            supplementaryPool.enqueue(view, identifier: identifier)
            if let kind = key.kind {
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
            }
        }
    }

    /// One scroll view per section that scrolls across, spanning that section's band.
    private func layoutOrthogonalScrollers() {
        var seen: Set<Int> = []
        for section in 0..<itemCounts.count {
            guard let band = collectionViewLayout.orthogonalScrollingFrame(forSection: section) else { continue }
            seen.insert(section)
            let scroller = orthogonalScrollers[section] ?? {
                let made = OrthogonalSectionScrollView(section: section)
                orthogonalScrollers[section] = made
                addSubview(made)
                return made
            }()
            if scroller.frame != band.frame { scroller.frame = band.frame }
            let size = CGSize(width: band.contentWidth, height: band.frame.height)
            if scroller.contentSize != size { scroller.contentSize = size }
            scroller.isPagingEnabled = band.behavior == .paging || band.behavior == .groupPaging || band.behavior == .groupPagingCentered
        }
        for (section, scroller) in orthogonalScrollers where !seen.contains(section) {
            for case let cell as UICollectionReusableView in scroller.subviews { addSubview(cell) }
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
    }

    /// A list layout's cells get its separators.
    private func decorateListCells() {
        guard let appearance = collectionViewLayout.listSeparatorColor else { return }
        for (key, view) in visibleViews where key.kind == nil {
            guard let cell = view as? UICollectionViewListCell else { continue }
            let isLast = key.indexPath.item == numberOfItems(inSection: key.indexPath.section) - 1
            cell.separatorColor = isLast && collectionViewLayout.listHidesLastSeparator ? nil : appearance
        }
    }

    func scrollToFrame(_ frame: CGRect, at position: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        let width = bounds.width - inset.left - inset.right, height = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { offset.y = frame.midY - inset.top - height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - inset.top - height }
        if position.contains(.left) { offset.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - inset.left - width }
        if position.isEmpty {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// Moves kept views from their old frames, fades new ones in and leaving ones out.
    func animateFromOldFrames(_ oldFrames: [CollectionElementKey: CGRect], appearing: [UICollectionReusableView],
                              leaving: [UICollectionReusableView], completion: ((Bool) -> Void)?) {
        var finalFrames: [(UIView, CGRect)] = []
        var fading: [UIView] = appearing
        for (key, view) in visibleViews {
            if let old = oldFrames[key] {
                finalFrames.append((view, view.frame))
                view.frame = old
            } else if !appearing.contains(where: { $0 === view }) {
                fading.append(view)
            }
        }
        for view in fading { view.alpha = 0 }
        UIView.animate(withDuration: UITableView.updateAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for (view, frame) in finalFrames { view.frame = frame }
            for view in fading { view.alpha = 1 }
            for view in leaving { view.alpha = 0 }
        }, completion: { finished in
            completion?(finished)
        })
    }
}
