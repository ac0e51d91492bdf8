@_spi(UIKitLayers) import UIKitCore
/// Rows in sections, on a scroll view, as UIKit's `UITableView`: the data source says what the rows
/// are and makes their cells, the delegate sizes and answers for them. Only rows on screen have
/// cells; cells that scroll off wait in a reuse queue for rows scrolling on.
///
/// Loading and tiling are in UITableView+Tiling.swift, selection in UITableView+Selection.swift,
/// updates in UITableView+Updates.swift, editing in UITableView+Editing.swift.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    /// Asks the table to choose the dimension: self-sizing rows, headers that fit their title.
    public static let automaticDimension: CGFloat = -1
    /// UIKit's standard row height.
    static let defaultRowHeight: CGFloat = 44
    /// UIKit's duration for row insertions, deletions and moves.
    static let updateAnimationDuration: TimeInterval = 0.3

    public let style: Style

    open weak var dataSource: UITableViewDataSource? {
        didSet { if oldValue !== dataSource { reloadData() } }
    }

    /// The table's delegate, as a scroll view delegate (Swift cannot narrow an overridden property's
    /// type); a `UITableViewDelegate` set here gets the table's calls too.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            if oldValue !== delegate { reloadData() }
        }
    }
    weak var tableDelegate: UITableViewDelegate?

    // MARK: Dimensions

    open var rowHeight: CGFloat = automaticDimension { didSet { if oldValue != rowHeight { invalidateGeometry() } } }
    open var sectionHeaderHeight: CGFloat = automaticDimension { didSet { if oldValue != sectionHeaderHeight { invalidateGeometry() } } }
    open var sectionFooterHeight: CGFloat = automaticDimension { didSet { if oldValue != sectionFooterHeight { invalidateGeometry() } } }
    /// The height rows are assumed to have until they come on screen; 0 asks every row's real height up front.
    open var estimatedRowHeight: CGFloat = automaticDimension { didSet { if oldValue != estimatedRowHeight { invalidateGeometry() } } }
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension
    /// Points above each section header of a plain table (iOS 15's 22 when automatic).
    open var sectionHeaderTopPadding: CGFloat = automaticDimension { didSet { if oldValue != sectionHeaderTopPadding { invalidateGeometry() } } }
    open var fillerRowHeight: CGFloat = automaticDimension

    // MARK: Appearance

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            invalidateGeometry()
        }
    }
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            invalidateGeometry()
        }
    }
    /// Whether rows' content views take their side margins from the readable content guide.
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet { if cellLayoutMarginsFollowReadableWidth != oldValue { setNeedsLayoutOfVisibleRows() } }
    }
    /// Whether rows keep their content (and headers and footers theirs) inside the table's safe
    /// area; their backgrounds span the table either way.
    open var insetsContentViewsToSafeArea = true {
        didSet { if insetsContentViewsToSafeArea != oldValue { setNeedsLayoutOfVisibleRows() } }
    }
    /// Section index titles are not built; these say so when set.
    /// The section index's titles' colour: the tint colour when nil (UITableView+SectionIndex.swift).
    open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    /// The index column's background while untouched, and while a finger is on it (clear when nil).
    open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// The index shows only in tables with at least this many rows.
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    /// The data source's index titles as of the last load, and the column showing them.
    var sectionIndexTitles: [String]?
    var sectionIndexView: SectionIndexView?

    // MARK: Selection and editing

    /// Told of the rows just past the screen, before they show.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    open var isPrefetchingEnabled = true
    /// The rows told to the prefetch data source and not yet shown or cancelled.
    var prefetchedRows: Set<IndexPath> = []

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var selectionFollowsFocus = false
    open var remembersLastFocusedIndexPath = false
    open var dragInteractionEnabled = false {
        didSet { if dragInteractionEnabled { Diagnostics.warnNotBuilt("dragInteractionEnabled", "drag and drop is not built") } }
    }


    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    var editing = false

    /// Puts every visible row into editing (delete or insert controls, reorder grips) or out of it.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        closeSwipe(animated: animated)
        self.editing = editing
        applyEditingToVisibleCells(animated: animated)
    }

    // MARK: State

    /// What the data source said, laid out; nil until loaded, and after `reloadData()`.
    var geometry = TableGeometry()
    var hasLoadedData = false
    var geometryIsStale = true
    /// The cells on screen and the views of visible headers and footers.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    let cellPool = ReusePool<UITableViewCell>()
    /// A storyboard table's static sections, made once with the table.
    var staticSections: [StaticTableSection]?
    let headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// Cells the data source made while the table measured rows, kept for when the row shows.
    var measuredCells: [IndexPath: UITableViewCell] = [:]
    /// Selected rows, in the order they were selected.
    var selectedIndexPaths: [IndexPath] = []
    /// The row under a finger that has not lifted yet.
    var pendingSelection: IndexPath?
    /// Collected by `beginUpdates()`/`performBatchUpdates`, applied at the end.
    var pendingUpdates: ListUpdates?
    var updateDepth = 0
    /// The filler separators a plain table draws below its last row.
    var fillerSeparatorOrigins: [CGFloat] = []
    /// The row being swiped, or left open showing its actions.
    var rowSwipe: RowSwipe?
    /// The row being dragged by its reorder grip.
    var rowReorder: RowReorder?
    /// The width rows were last sized at.
    var measuredWidth: CGFloat = 0
    /// Drags rows sideways to reveal their swipe actions; it sees touches before the scrolling pan.
    private(set) lazy var swipeActionsRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: UITableView.handleSwipe(_:))
        pan.name = "UITableView.swipeActions"
        swipeGate.tableView = self
        pan.delegate = swipeGate
        return pan
    }()
    private let swipeGate = SwipeGate()
    /// Asks the delegate for rows' context menus (ListContextMenuSource).
    private let contextMenuSource = ListContextMenuSource()

    // MARK: Initialisers

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUp(archive: nil)
    }

    public required init?(coder: NSCoder) {
        style = UITableView.archivedStyle(coder)
        super.init(coder: coder)
        let archive = coder as! InterfaceBuilderCoder
        setUp(archive: archive)
        decodeTableProperties(from: archive)
    }

    /// The defaults a new table has; a document's own values are kept.
    private func setUp(archive: InterfaceBuilderCoder?) {
        if archive?.archives("backgroundColor") != true { backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground }
        if archive?.archives("alwaysBounceVertical") != true { alwaysBounceVertical = true }
        if style == .insetGrouped { separatorInset.left = 20 }
        addGestureRecognizer(swipeActionsRecognizer)
        // Ahead of the scrolling pan, so a sideways drag on a row is the swipe's to take.
        eventState.recognizers.removeAll { $0 === swipeActionsRecognizer }
        eventState.recognizers.insert(swipeActionsRecognizer, at: 0)
        contextMenuSource.list = self
        addInteraction(UIContextMenuInteraction(delegate: contextMenuSource))
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    // MARK: Registering and dequeuing

    /// Makes cells of `cellClass` (through its `init(style:reuseIdentifier:)`, in the default
    /// style) for `identifier`; nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellPool.register(identifier, factory: nil)
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            Diagnostics.fail("-[UITableView registerClass:forCellReuseIdentifier:]: \(cellClass) is not a subclass of UITableViewCell")
        }
        cellPool.register(identifier) { type.init(registeredWithReuseIdentifier: identifier) }
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterPool.register(identifier, factory: nil)
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            Diagnostics.fail("-[UITableView registerClass:forHeaderFooterViewReuseIdentifier:]: \(aClass) is not a subclass of UITableViewHeaderFooterView")
        }
        headerFooterPool.register(identifier) { type.init(registeredWithReuseIdentifier: identifier) }
    }

    /// A cell waiting for reuse under `identifier`, or a new one when a class is registered for it
    /// (as Apple documents), or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let (cell, reused) = cellPool.dequeue(identifier) else { return nil }
        prepareDequeued(cell, reused: reused)
        return cell
    }

    /// A cell for the row at `indexPath`, reused or made from the registration, already the row's
    /// size. An unregistered identifier is UIKit's exception.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let (cell, reused) = cellPool.dequeue(identifier) else {
            Diagnostics.raise(reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        prepareDequeued(cell, reused: reused)
        if indexPath.section < geometry.sections.count, indexPath.row < geometry.sections[indexPath.section].rowCount {
            cell.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.sections[indexPath.section].rowHeights[indexPath.row])
        }
        return cell
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, reused) = headerFooterPool.dequeue(identifier) else { return nil }
        if reused { view.prepareForReuse() }
        return view
    }

    // MARK: Counts and geometry

    open var numberOfSections: Int {
        loadDataIfNeeded()
        return geometry.sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        loadDataIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return 0 }
        return geometry.sections[section].rowCount
    }

    open func rect(forSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        return geometry.sectionRect(section, width: bounds.width)
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        guard isValid(indexPath) else { return .zero }
        return geometry.rowRect(indexPath, width: bounds.width)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        return geometry.headerRect(section, width: bounds.width)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        return geometry.footerRect(section, width: bounds.width)
    }

    /// The row at `point` (content coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.row(at: point.y)
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        return geometry.rows(overlapping: rect.minY, rect.maxY)
    }

    /// The cell showing `indexPath`, or nil when the row is off screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutVisibleRowsIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    open var visibleCells: [UITableViewCell] {
        layoutVisibleRowsIfNeeded()
        return visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutVisibleRowsIfNeeded()
        return visibleCellsByIndexPath.keys.sorted()
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutVisibleRowsIfNeeded()
        return visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutVisibleRowsIfNeeded()
        return visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Reloading

    /// Forgets every row and asks the data source again at the next layout, as UIKit does.
    open func reloadData() {
        hasLoadedData = false
        geometryIsStale = true
        pendingSelection = nil
        selectedIndexPaths.removeAll()
        setNeedsLayout()
    }

    /// Asks heights again (after a cell's content changed) keeping the cells, as UIKit's empty
    /// `beginUpdates()`/`endUpdates()` pair does.
    func invalidateGeometry() {
        geometryIsStale = true
        setNeedsLayout()
    }

    /// Asks the data source for the section index's titles again, keeping the rows.
    open func reloadSectionIndexTitles() {
        sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
        setNeedsLayout()
    }

    // MARK: Scrolling to rows

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadDataIfNeeded()
        guard isValid(indexPath) else {
            Diagnostics.raise("NSRangeException", reason: "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(numberOfRows(inSection: indexPath.section)) rows in section \(indexPath.section).")
        }
        let sticky = style == .plain ? geometry.sections[indexPath.section].headerHeight : 0
        scrollToRect(geometry.rowRect(indexPath, width: bounds.width), at: scrollPosition, animated: animated, stickyHeaderHeight: sticky)
        guard !animated else { return }
        // Rows measured as they come on screen move the row from where their estimates put it:
        // scroll again until it stays (as UIKit lands on the row with estimated heights).
        for _ in 0..<3 {
            layoutIfNeeded()
            let before = contentOffset
            scrollToRect(geometry.rowRect(indexPath, width: bounds.width), at: scrollPosition, animated: false, stickyHeaderHeight: sticky)
            if contentOffset == before { break }
        }
    }

    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let nearest = selectedIndexPaths.min() else { return }
        scrollToRow(at: nearest, at: scrollPosition, animated: animated)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    @_spi(UIKitLayers) open override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        super.boundsOriginDidChange(from: oldOrigin)
        // Scrolling closes a row left open.
        if rowSwipe != nil && isDragging { closeSwipe(animated: true) }
        setNeedsLayout()
    }

    @_spi(UIKitLayers) open override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        paintFillerSeparators(into: &commands, toWindow: toWindow)
    }

    /// A new width (a rotation, a resize) sizes self-sizing rows again, as UIKit does.
    @_spi(UIKitLayers) open override func boundsSizeDidChange() {
        super.boundsSizeDidChange()
        if hasLoadedData && bounds.width != measuredWidth { invalidateGeometry() }
        measuredWidth = bounds.width
    }

    // MARK: Touches (a cell passes its touches up the responder chain to its table)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A touch anywhere but on the actions closes an open row, and selects nothing.
        if let swipe = rowSwipe {
            // The actions take their own taps; the open row's editing control closes it itself.
            if let view = touches.first?.view,
               view.isDescendant(of: swipe.actions) || swipe.cell.editingControl.map(view.isDescendant(of:)) == true { return }
            closeSwipe(animated: true)
            return
        }
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
