/// Computes a flow layout's lines along its scrolling axis: "main" runs along the scrolling
/// direction (down for vertical), "cross" across it.
@MainActor
struct FlowLayoutSolver {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView

    private var vertical: Bool { layout.scrollDirection == .vertical }
    private var flowDelegate: UICollectionViewDelegateFlowLayout? { collectionView.collectionDelegate as? UICollectionViewDelegateFlowLayout }

    /// A size as (main, cross).
    private func split(_ size: CGSize) -> (main: CGFloat, cross: CGFloat) { vertical ? (size.height, size.width) : (size.width, size.height) }
    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// The cross-axis room and where it starts, after the section inset reference.
    private var crossExtent: (start: CGFloat, length: CGFloat) {
        let bounds = collectionView.bounds.size
        let content = collectionView.adjustedContentInset
        var length = vertical ? bounds.width - content.left - content.right : bounds.height - content.top - content.bottom
        var start: CGFloat = 0
        let extra: UIEdgeInsets
        switch layout.sectionInsetReference {
        case .fromContentInset: extra = .zero
        case .fromSafeArea: extra = collectionView.safeAreaInsets
        case .fromLayoutMargins: extra = collectionView.layoutMargins
        }
        if vertical {
            start += Swift.max(0, extra.left - content.left)
            length -= Swift.max(0, extra.left - content.left) + Swift.max(0, extra.right - content.right)
        } else {
            start += Swift.max(0, extra.top - content.top)
            length -= Swift.max(0, extra.top - content.top) + Swift.max(0, extra.bottom - content.bottom)
        }
        return (start, Swift.max(0, length))
    }

    func solve() -> CollectionLayoutResult {
        var result = CollectionLayoutResult()
        let sections = collectionView.numberOfSections
        let (crossStart, crossLength) = crossExtent
        var main: CGFloat = 0
        for section in 0..<sections {
            let sectionStart = main
            let inset = flowDelegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
            let (insetBefore, insetAfter) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let (crossInsetBefore, crossInsetAfter) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let lineSpacing = flowDelegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
                ?? layout.minimumLineSpacing
            let interitem = flowDelegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
                ?? layout.minimumInteritemSpacing

            main = appendSupplementary(UICollectionView.elementKindSectionHeader, section: section, at: main,
                                       crossStart: crossStart, crossLength: crossLength, into: &result)
            main += insetBefore
            let available = crossLength - crossInsetBefore - crossInsetAfter
            var line: [(IndexPath, CGSize)] = []
            var used: CGFloat = 0
            var firstLine = true
            func closeLine() {
                guard !line.isEmpty else { return }
                if !firstLine { main += lineSpacing }
                firstLine = false
                let lineMain = line.map { split($0.1).main }.max() ?? 0
                let total = line.reduce(0) { $0 + split($1.1).cross }
                // One item alone is centred; several spread to both edges, as UIKit's flow does.
                let gap = line.count > 1 ? Swift.max(interitem, (available - total) / CGFloat(line.count - 1)) : 0
                var cross = crossStart + crossInsetBefore + (line.count == 1 ? Swift.max(0, (available - total) / 2) : 0)
                for (indexPath, size) in line {
                    let (itemMain, itemCross) = split(size)
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.frame = rect(main: main + (lineMain - itemMain) / 2, cross: cross, mainLength: itemMain, crossLength: itemCross)
                    result.append(attributes, lineStart: main, lineEnd: main + lineMain)
                    cross += itemCross + gap
                }
                main += lineMain
                line.removeAll(keepingCapacity: true)
                used = 0
            }
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let size = itemSize(at: indexPath)
                let cross = split(size).cross
                if !line.isEmpty && used + interitem + cross > available + 0.001 { closeLine() }
                used += (line.isEmpty ? 0 : interitem) + cross
                line.append((indexPath, size))
            }
            closeLine()
            main += insetAfter
            main = appendSupplementary(UICollectionView.elementKindSectionFooter, section: section, at: main,
                                       crossStart: crossStart, crossLength: crossLength, into: &result)
            result.sectionExtents.append(rect(main: sectionStart, cross: crossStart, mainLength: main - sectionStart, crossLength: crossLength))
        }
        let contentCross = crossLength + crossStart
        result.contentSize = vertical ? CGSize(width: contentCross, height: main) : CGSize(width: main, height: contentCross)
        return result
    }

    /// An item's size: what the cell said of itself, the estimate, or the delegate's (or the layout's) size.
    private func itemSize(at indexPath: IndexPath) -> CGSize {
        if let preferred = layout.preferredSizes[indexPath] { return preferred }
        if layout.estimatedItemSize != .zero {
            return layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? layout.itemSize : layout.estimatedItemSize
        }
        return flowDelegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
    }

    /// A header or footer across the section at `main`; returns where the section goes on.
    private func appendSupplementary(_ kind: String, section: Int, at main: CGFloat, crossStart: CGFloat, crossLength: CGFloat,
                                     into result: inout CollectionLayoutResult) -> CGFloat {
        let header = kind == UICollectionView.elementKindSectionHeader
        let reference = header
            ? flowDelegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize
            : flowDelegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize
        let indexPath = IndexPath(item: 0, section: section)
        let size = layout.preferredSupplementarySizes[CollectionElementKey(kind: kind, indexPath: indexPath)] ?? reference
        let length = split(size).main
        guard length > 0 else { return main }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = rect(main: main, cross: crossStart, mainLength: length, crossLength: crossLength)
        result.append(attributes, lineStart: main, lineEnd: main + length)
        return main + length
    }
}
