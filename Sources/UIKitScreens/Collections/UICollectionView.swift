@_spi(UIKitLayers) import UIKitCore
/// Items in sections placed by a layout object, on a scroll view, as UIKit's `UICollectionView`.
/// Only the elements in the visible rectangle have views; views that leave wait in reuse queues.
///
/// Tiling is in UICollectionView+Tiling.swift, selection in UICollectionView+Selection.swift,
/// updates in UICollectionView+Updates.swift, registrations in UICollectionView+Registration.swift.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Which way a layout scrolls.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// The kinds of a flow layout's (and a list's) headers and footers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            oldValue.collectionView = nil
            adopt(collectionViewLayout)
        }
    }

    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if oldValue !== dataSource { reloadData() } }
    }

    /// The delegate, as a scroll view delegate (Swift cannot narrow an overridden property's type);
    /// a `UICollectionViewDelegate` set here gets the collection view's calls too.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            collectionDelegate = delegate as? UICollectionViewDelegate
            if oldValue !== delegate { collectionViewLayout.invalidateLayout() }
        }
    }
    weak var collectionDelegate: UICollectionViewDelegate?
    /// Asks the delegate for items' context menus (ListContextMenuSource).
    private let contextMenuSource = ListContextMenuSource()

    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var selectionFollowsFocus = false
    open var isPrefetchingEnabled = true
    /// Told of the items just past the screen, before they show.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// The items told to the prefetch data source and not yet shown or cancelled.
    var prefetchedItems: Set<IndexPath> = []
    open var dragInteractionEnabled = false {
        didSet { if dragInteractionEnabled { Diagnostics.warnNotBuilt("dragInteractionEnabled", "drag and drop is not built") } }
    }
    open var remembersLastFocusedIndexPath = false

    open var isEditing = false {
        didSet { if oldValue != isEditing { setNeedsLayout() } }
    }

    // MARK: State

    var itemCounts: [Int] = []
    var hasLoadedData = false
    let cellPool = ReusePool<UICollectionViewCell>()
    let supplementaryPool = ReusePool<UICollectionReusableView>()
    /// The views on screen and the attributes they were placed by.
    var visibleViews: [CollectionElementKey: UICollectionReusableView] = [:]
    var visibleAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Items whose cells have said what size they want since the last reload.
    var sizedElements: Set<CollectionElementKey> = []
    var selectedIndexPaths: [IndexPath] = []
    var pendingSelection: IndexPath?
    var pendingUpdates: ListUpdates?
    var updateDepth = 0
    /// The scroll view of each section whose items scroll across on their own.
    var orthogonalScrollers: [Int: OrthogonalSectionScrollView] = [:]
    /// Registrations made by `CellRegistration`/`SupplementaryRegistration`, by their identifiers.
    var registeredConfigurations: Set<String> = []
    var isLayingOut = false

    // MARK: Initialisers

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        isApplyingListBackground = true
        backgroundColor = .systemBackground
        isApplyingListBackground = false
        adopt(layout)
        setUpContextMenus()
    }

    /// A collection view of a document, with the flow layout it describes and its prototype cells.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionView.archivedLayout(coder)
        super.init(coder: coder)
        let archive = coder as! InterfaceBuilderCoder
        if !archive.archives("backgroundColor") {
            isApplyingListBackground = true
            backgroundColor = .systemBackground
            isApplyingListBackground = false
        }
        adopt(collectionViewLayout)
        setUpContextMenus()
        decodeCollectionProperties(from: archive)
    }

    private func setUpContextMenus() {
        contextMenuSource.list = self
        addInteraction(UIContextMenuInteraction(delegate: contextMenuSource))
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let other = layout.collectionView, other !== self {
            Diagnostics.warn("UICollectionView: a layout serves one collection view; this one moves from the other.")
            other.layoutDidInvalidate()
        }
        layout.collectionView = self
        layout.invalidateLayout()
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let oldFrames = visibleViews.mapValues(\.frame)
        collectionViewLayout = layout
        layoutElements()
        guard animated else {
            environment.runAfterFrame { completion?(true) }
            return
        }
        animateFromOldFrames(oldFrames, appearing: [], leaving: [], completion: completion)
    }

    // MARK: Registering and dequeuing

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellPool.register(identifier, factory: nil)
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            Diagnostics.fail("-[UICollectionView registerClass:forCellWithReuseIdentifier:]: \(cellClass) is not a subclass of UICollectionViewCell")
        }
        cellPool.register(identifier) { type.init(registeredWithReuseIdentifier: identifier) }
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = UICollectionView.supplementaryKey(elementKind, identifier)
        guard let viewClass else {
            supplementaryPool.register(key, factory: nil)
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            Diagnostics.fail("-[UICollectionView registerClass:forSupplementaryViewOfKind:withReuseIdentifier:]: \(viewClass) is not a subclass of UICollectionReusableView")
        }
        supplementaryPool.register(key) {
            let view = type.init(registeredWithReuseIdentifier: identifier)
            return view
        }
    }

    static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let (cell, reused) = cellPool.dequeue(identifier) else {
            Diagnostics.raise(reason: "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        // A cell from a nib or a prototype takes the identifier it is dequeued with.
        if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
        prepare(cell, reused: reused, for: collectionViewLayout.layoutAttributesForItem(at: indexPath))
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        guard let (view, reused) = supplementaryPool.dequeue(UICollectionView.supplementaryKey(elementKind, identifier)) else {
            Diagnostics.raise(reason: "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if view.reuseIdentifier == nil { view.reuseIdentifier = identifier }
        prepare(view, reused: reused,
                for: collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
        return view
    }

    private func prepare(_ view: UICollectionReusableView, reused: Bool, for attributes: UICollectionViewLayoutAttributes?) {
        if reused {
            view.isHidden = false
            view.alpha = 1
            view.transform = .identity
            if let cell = view as? UICollectionViewCell {
                cell.isSelected = false
                cell.isHighlighted = false
            }
            view.prepareForReuse()
        }
        if let attributes { view.frame = attributes.frame }
    }

    /// Marks a background the app chose; a list layout leaves it alone.
    open override var backgroundColor: UIColor? {
        didSet { if !isApplyingListBackground { hasCustomBackgroundColor = true } }
    }
    private var hasCustomBackgroundColor = false
    private var isApplyingListBackground = false
    var hasDefaultBackground: Bool { !hasCustomBackgroundColor }

    /// A list layout's look sets the background (grey for grouped lists), as in UIKit.
    func applyListBackground(_ color: UIColor) {
        guard !hasCustomBackgroundColor, backgroundColor != color else { return }
        isApplyingListBackground = true
        backgroundColor = color
        isApplyingListBackground = false
    }

    // MARK: Counts and queries

    open var numberOfSections: Int {
        loadDataIfNeeded()
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard section >= 0, section < itemCounts.count else { return 0 }
        return itemCounts[section]
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadDataIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadDataIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at `point` (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutElementsIfNeeded()
        for (key, view) in visibleViews where key.kind == nil {
            if view.convert(view.bounds, to: self).contains(point) { return key.indexPath }
        }
        return nil
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleViews.first { $0.key.kind == nil && $0.value === cell }?.key.indexPath
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutElementsIfNeeded()
        return visibleViews[CollectionElementKey(kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    open var visibleCells: [UICollectionViewCell] {
        layoutElementsIfNeeded()
        return visibleViews.filter { $0.key.kind == nil }.sorted { $0.key.indexPath < $1.key.indexPath }.compactMap { $0.value as? UICollectionViewCell }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        layoutElementsIfNeeded()
        return visibleViews.keys.filter { $0.kind == nil }.map(\.indexPath).sorted()
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutElementsIfNeeded()
        return visibleViews[CollectionElementKey(kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutElementsIfNeeded()
        return visibleViews.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutElementsIfNeeded()
        return visibleViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Reloading

    open func reloadData() {
        hasLoadedData = false
        selectedIndexPaths.removeAll()
        pendingSelection = nil
        sizedElements.removeAll()
        collectionViewLayout.forgetPreferredSizes()
        collectionViewLayout.invalidateForDataSourceChange()
    }

    /// The layout was invalidated: lay out again before the next frame.
    func layoutDidInvalidate(adjustingContentOffsetBy adjustment: CGPoint = .zero) {
        if adjustment != .zero { contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y) }
        setNeedsLayout()
    }

    // MARK: Scrolling to items

    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let attributes = layoutAttributesForItem(at: indexPath) else {
            Diagnostics.raise("NSInvalidArgumentException", reason: "attempt to scroll to invalid index path: \(indexPath)")
        }
        scrollToFrame(attributes.frame, at: scrollPosition, animated: animated)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutElements()
    }

    @_spi(UIKitLayers) open override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        super.boundsOriginDidChange(from: oldOrigin)
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
        }
        setNeedsLayout()
    }

    @_spi(UIKitLayers) open override func boundsSizeDidChange() {
        super.boundsSizeDidChange()
        // The layout's bounds-change test sees the old bounds only through its own state; a new size always re-lays.
        collectionViewLayout.invalidateLayout()
    }

    // MARK: Touches (a cell passes its touches up the responder chain to its collection view)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, cellTouchBegan(touch) else { return super.touchesBegan(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard pendingSelection != nil else { return super.touchesEnded(touches, with: event) }
        cellTouchEnded(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard pendingSelection != nil else { return super.touchesCancelled(touches, with: event) }
        cellTouchEnded(cancelled: true)
    }
}
