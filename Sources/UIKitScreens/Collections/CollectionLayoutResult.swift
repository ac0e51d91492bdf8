/// A layout's computed attributes (flow or compositional): by index path for queries, and in layout order with each
/// element's line extent along the scrolling axis, so the elements in a rectangle are found by a
/// binary search rather than a walk over every item.
@MainActor
struct CollectionLayoutResult {
    var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var supplementary: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Every element, in layout order.
    var ordered: [UICollectionViewLayoutAttributes] = []
    /// The start and end of each ordered element's line along the scrolling axis (both ascending).
    var lineStarts: [CGFloat] = []
    var lineEnds: [CGFloat] = []
    /// Each section's extent, header to footer.
    var sectionExtents: [CGRect] = []
    var contentSize = CGSize.zero

    mutating func append(_ attributes: UICollectionViewLayoutAttributes, lineStart: CGFloat, lineEnd: CGFloat) {
        ordered.append(attributes)
        lineStarts.append(lineStart)
        lineEnds.append(lineEnd)
        if attributes.representedElementCategory == .cell {
            items[attributes.indexPath] = attributes
        } else {
            supplementary[attributes.elementKey] = attributes
        }
    }

    func elements(in rect: CGRect, vertical: Bool) -> [UICollectionViewLayoutAttributes] {
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        var lower = 0, upper = lineEnds.count
        while lower < upper {
            let mid = (lower + upper) / 2
            if lineEnds[mid] < low { lower = mid + 1 } else { upper = mid }
        }
        var result: [UICollectionViewLayoutAttributes] = []
        var index = lower
        while index < ordered.count && lineStarts[index] <= high {
            if ordered[index].frame.overlaps(rect) { result.append(ordered[index]) }
            index += 1
        }
        return result
    }
}
