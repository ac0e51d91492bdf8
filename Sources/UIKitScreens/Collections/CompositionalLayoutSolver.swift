/// Computes a compositional layout (vertical scrolling): sections one below the other, each its
/// group repeated while items remain, groups filling their length with their subitems.
@MainActor
struct CompositionalLayoutSolver {
    let layout: UICollectionViewCompositionalLayout
    let collectionView: UICollectionView
    let sectionProvider: UICollectionViewCompositionalLayout.SectionProvider

    /// The state of one solve: the result so far and the next item of the section being laid out.
    @MainActor private final class Progress {
        var result = CompositionalLayoutResult()
        var section = 0
        var nextItem = 0
        var itemCount = 0
    }

    func solve() -> CompositionalLayoutResult {
        let progress = Progress()
        let inset = collectionView.adjustedContentInset
        let container = CGSize(width: Swift.max(0, collectionView.bounds.width - inset.left - inset.right),
                               height: Swift.max(0, collectionView.bounds.height - inset.top - inset.bottom))
        let environment = CompositionalLayoutEnvironment(contentSize: container, contentInsets: .zero,
                                                         traitCollection: collectionView.traitCollection)
        var y: CGFloat = 0
        for sectionIndex in 0..<collectionView.numberOfSections {
            guard let section = sectionProvider(sectionIndex, environment) else { continue }
            if sectionIndex > 0 { y += layout.configuration.interSectionSpacing }
            progress.section = sectionIndex
            progress.nextItem = 0
            progress.itemCount = collectionView.numberOfItems(inSection: sectionIndex)
            if let list = section.listConfiguration { progress.result.listConfigurations[sectionIndex] = list }
            y = layOut(section, at: y, container: container, progress: progress)
        }
        progress.result.attributes.contentSize = CGSize(width: container.width, height: y)
        return progress.result
    }

    /// Lays out one section from `top`; returns where the next section starts.
    private func layOut(_ section: NSCollectionLayoutSection, at top: CGFloat, container: CGSize, progress: Progress) -> CGFloat {
        let insets = section.contentInsets
        let inner = CGSize(width: Swift.max(0, container.width - insets.leading - insets.trailing), height: container.height)
        var y = top
        let headers = section.boundarySupplementaryItems.filter { [.top, .topLeading, .topTrailing].contains($0.alignment) }
        let footers = section.boundarySupplementaryItems.filter { [.bottom, .bottomLeading, .bottomTrailing].contains($0.alignment) }
        var pinned: [CollectionElementKey] = []
        for header in headers {
            let (key, height) = place(header, at: y, section: section, container: container, inner: inner, progress: progress)
            if header.pinToVisibleBounds { pinned.append(key) }
            if header.extendsBoundary { y += height }
        }
        y += insets.top
        if section.orthogonalScrollingBehavior != .none {
            var x = insets.leading
            var rowHeight: CGFloat = 0
            let rowTop = y
            while progress.nextItem < progress.itemCount {
                let before = progress.nextItem
                let size = layOut(section.group, at: CGPoint(x: x, y: rowTop), container: inner, progress: progress)
                guard progress.nextItem > before else { break }
                rowHeight = Swift.max(rowHeight, size.height)
                x += size.width + section.interGroupSpacing
            }
            let contentWidth = (x > insets.leading ? x - section.interGroupSpacing : x) + insets.trailing
            progress.result.orthogonalBands[progress.section] = (CGRect(x: 0, y: rowTop, width: container.width, height: rowHeight),
                                                                 contentWidth, section.orthogonalScrollingBehavior)
            y = rowTop + rowHeight
        } else {
            var first = true
            while progress.nextItem < progress.itemCount {
                let before = progress.nextItem
                if !first { y += section.interGroupSpacing }
                let size = layOut(section.group, at: CGPoint(x: insets.leading, y: y), container: inner, progress: progress)
                guard progress.nextItem > before else { break }
                first = false
                y += size.height
            }
        }
        y += insets.bottom
        for footer in footers {
            let (_, height) = place(footer, at: y, section: section, container: container, inner: inner, progress: progress)
            if footer.extendsBoundary { y += height }
        }
        let extent = CGRect(x: 0, y: top, width: container.width, height: y - top)
        for key in pinned { progress.result.pinnedSupplementaries[key] = extent }
        return y
    }

    /// A boundary header or footer across the section at `y`.
    private func place(_ item: NSCollectionLayoutBoundarySupplementaryItem, at y: CGFloat, section: NSCollectionLayoutSection,
                       container: CGSize, inner: CGSize, progress: Progress) -> (CollectionElementKey, CGFloat) {
        let follows = section.supplementariesFollowContentInsets
        let room = follows ? inner : container
        let key = CollectionElementKey(kind: item.elementKind, indexPath: IndexPath(item: 0, section: progress.section))
        let size = resolvedSize(of: item, in: room, key: key, progress: progress)
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: key.indexPath)
        attributes.frame = CGRect(x: (follows ? section.contentInsets.leading : 0) + item.offset.x, y: y + item.offset.y,
                                  width: size.width, height: size.height)
        attributes.zIndex = item.zIndex
        progress.result.attributes.append(attributes, lineStart: attributes.frame.minY, lineEnd: attributes.frame.maxY)
        return (key, size.height)
    }

    /// An element's size in `container`: its dimensions, with what it said of itself for the estimated ones.
    private func resolvedSize(of item: NSCollectionLayoutItem, in container: CGSize, key: CollectionElementKey?, progress: Progress) -> CGSize {
        var size = item.layoutSize.resolve(in: container)
        let estimatedWidth = item.layoutSize.widthDimension.isEstimated, estimatedHeight = item.layoutSize.heightDimension.isEstimated
        if let key, estimatedWidth || estimatedHeight, !(item is NSCollectionLayoutGroup) {
            progress.result.estimatedAxes[key] = (estimatedWidth, estimatedHeight)
            if let preferred = layout.preferredSizes[key] {
                let insets = item.contentInsets
                if estimatedWidth { size.width = preferred.width + insets.leading + insets.trailing }
                if estimatedHeight { size.height = preferred.height + insets.top + insets.bottom }
            }
        }
        return size
    }

    /// Lays out a group (or a leaf item) at `origin` in a container of `container`; returns its size.
    private func layOut(_ element: NSCollectionLayoutItem, at origin: CGPoint, container: CGSize, progress: Progress) -> CGSize {
        guard let group = element as? NSCollectionLayoutGroup else {
            guard progress.nextItem < progress.itemCount else { return .zero }
            let indexPath = IndexPath(item: progress.nextItem, section: progress.section)
            progress.nextItem += 1
            let key = CollectionElementKey(kind: nil, indexPath: indexPath)
            let slot = resolvedSize(of: element, in: container, key: key, progress: progress)
            appendCell(at: indexPath, slot: slot, origin: origin, insets: element.contentInsets, progress: progress)
            return slot
        }
        let horizontal = group.axis == .horizontal
        var size = group.layoutSize.resolve(in: container)
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        var children: [(NSCollectionLayoutItem, CGSize?)] = []
        if let count = group.count, let subitem = group.subitems.first {
            let share = Swift.max(0, (length - spacing * CGFloat(count - 1)) / CGFloat(count))
            let cross = horizontal ? subitem.layoutSize.heightDimension.resolve(in: size) : subitem.layoutSize.widthDimension.resolve(in: size)
            let childSize = horizontal ? CGSize(width: share, height: cross) : CGSize(width: cross, height: share)
            children = Array(repeating: (subitem, childSize), count: count)
        } else {
            children = group.subitems.map { ($0, nil) }
        }
        // Place children in turn (repeating a free group's subitems while another fits and items remain).
        var position: CGFloat = 0
        var crossExtent: CGFloat = 0
        var placedAny = false
        var index = 0
        let repeats = group.count == nil
        while progress.nextItem < progress.itemCount && !children.isEmpty {
            if !repeats && index >= children.count { break }
            let (child, fixed) = children[index % children.count]
            let estimate = fixed ?? child.layoutSize.resolve(in: size)
            let childLength = horizontal ? estimate.width : estimate.height
            if repeats && index >= children.count && (childLength <= 0 || position + childLength > length + 0.5) { break }
            if placedAny { position += spacing }
            let childOrigin = horizontal ? CGPoint(x: origin.x + position, y: origin.y) : CGPoint(x: origin.x, y: origin.y + position)
            let childSize: CGSize
            if let fixed, !(child is NSCollectionLayoutGroup) {
                childSize = placeFixed(child, size: fixed, at: childOrigin, progress: progress)
            } else {
                childSize = layOut(child, at: childOrigin, container: size, progress: progress)
            }
            placedAny = true
            position += horizontal ? childSize.width : childSize.height
            crossExtent = Swift.max(crossExtent, horizontal ? childSize.height : childSize.width)
            index += 1
        }
        // An estimated dimension becomes what the children took.
        if horizontal && group.layoutSize.heightDimension.isEstimated { size.height = crossExtent }
        if !horizontal && group.layoutSize.heightDimension.isEstimated { size.height = position }
        if horizontal && group.layoutSize.widthDimension.isEstimated { size.width = position }
        return size
    }

    /// A leaf item of a `count` group, whose slot the group has already sized.
    private func placeFixed(_ item: NSCollectionLayoutItem, size: CGSize, at origin: CGPoint, progress: Progress) -> CGSize {
        let indexPath = IndexPath(item: progress.nextItem, section: progress.section)
        progress.nextItem += 1
        let key = CollectionElementKey(kind: nil, indexPath: indexPath)
        var slot = size
        if item.layoutSize.heightDimension.isEstimated {
            progress.result.estimatedAxes[key] = (false, true)
            if let preferred = layout.preferredSizes[key] { slot.height = preferred.height + item.contentInsets.top + item.contentInsets.bottom }
        }
        appendCell(at: indexPath, slot: slot, origin: origin, insets: item.contentInsets, progress: progress)
        return slot
    }

    /// A cell filling its slot at `origin`, less the item's content insets.
    private func appendCell(at indexPath: IndexPath, slot: CGSize, origin: CGPoint, insets: NSDirectionalEdgeInsets, progress: Progress) {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                                  width: Swift.max(0, slot.width - insets.leading - insets.trailing),
                                  height: Swift.max(0, slot.height - insets.top - insets.bottom))
        progress.result.attributes.append(attributes, lineStart: origin.y, lineEnd: origin.y + slot.height)
    }
}
