import Foundation

/// What part of a layout a change made stale, as UIKit's `UICollectionViewLayoutInvalidationContext`:
/// a layout's `invalidateLayout(with:)` gets one. The lab's layouts prepare again whole whatever
/// the context names (the result is the same, the work not less); the content offset and size
/// adjustments are applied to the collection view.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    public required override init() { super.init() }

    /// Set when the whole layout is stale (`invalidateLayout()`, a reload).
    open internal(set) var invalidateEverything = false
    /// Set when the data source's counts changed.
    open internal(set) var invalidateDataSourceCounts = false
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Added to the collection view's content offset once the layout is prepared again.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added to the layout's content size.
    open var contentSizeAdjustment: CGSize = .zero

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths?[elementKind, default: []] += indexPaths
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths?[elementKind, default: []] += indexPaths
    }
}

/// A flow layout's context: whether the delegate's sizes and spacings, or the layout's own
/// attributes, are to be asked again (both by default).
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
