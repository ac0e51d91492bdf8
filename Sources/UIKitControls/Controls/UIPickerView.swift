/// Spinning columns of rows, as UIKit's `UIPickerView`: each component scrolls vertically and comes
/// to rest with a row in the grey selection band across the middle; then the delegate hears
/// `pickerView(_:didSelectRow:inComponent:)`. Rows fade away from the band (drawn flat, not as
/// a cylinder).
@preconcurrency @MainActor
open class UIPickerView: UIView {
    static let defaultRowHeight: CGFloat = 32
    static let defaultHeight: CGFloat = 216

    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }
    /// No effect, as on iOS 7 and later (the selection band always shows); false by default, as
    /// Apple's page says.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "This property has no effect on iOS 7 and later.")
    open var showsSelectionIndicator = false

    private var columns: [PickerColumn] = []
    private let selectionBand = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSelectionBand()
    }

    /// A `<pickerView>`: its rows come from the data source an outlet or `viewDidLoad` sets.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSelectionBand()
    }

    private func addSelectionBand() {
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = 8
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.defaultHeight) }

    open var numberOfComponents: Int { columns.count }

    open func numberOfRows(inComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    open func rowSize(forComponent component: Int) -> CGSize {
        guard columns.indices.contains(component) else { return .zero }
        return CGSize(width: columns[component].frame.width, height: rowHeight(component))
    }

    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard columns.indices.contains(component) else { return nil }
        return columns[component].rowView(row)
    }

    open func reloadAllComponents() {
        let count = dataSource?.numberOfComponents(in: self) ?? 0
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumn(picker: self, component: columns.count)
            insertSubview(column, belowSubview: selectionBand)
            columns.append(column)
        }
        for index in columns.indices { reloadComponent(index) }
        setNeedsLayout()
    }

    open func reloadComponent(_ component: Int) {
        guard columns.indices.contains(component) else { return }
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        columns[component].reload(rowCount: rows, rowHeight: rowHeight(component))
    }

    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard columns.indices.contains(component) else { return }
        columns[component].select(row, animated: animated)
    }

    open func selectedRow(inComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].selectedRow : -1
    }

    func rowHeight(_ component: Int) -> CGFloat {
        delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
    }

    func makeRowView(_ row: Int, _ component: Int, reusing view: UIView?) -> UIView {
        if let delegate { return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view) }
        return UILabel()
    }

    func columnDidSettle(_ column: PickerColumn) {
        delegate?.pickerView(self, didSelectRow: column.selectedRow, inComponent: column.component)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 8
        let available = Swift.max(0, bounds.width - 2 * inset)
        let asked = columns.indices.map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let fixed = asked.filter { $0 > 0 }.reduce(0, +)
        let flexible = asked.filter { $0 <= 0 }.count
        let share = flexible > 0 ? Swift.max(0, available - fixed) / CGFloat(flexible) : 0
        // Columns of fixed widths narrower than the picker sit in its middle, as UIKit centres them.
        var x = flexible == 0 ? Swift.max(inset, (bounds.width - fixed) / 2) : inset
        for (index, column) in columns.enumerated() {
            let width = asked[index] > 0 ? asked[index] : share
            column.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width
        }
        let band = rowHeight(0)
        selectionBand.isHidden = columns.isEmpty
        selectionBand.frame = CGRect(x: inset, y: (bounds.height - band) / 2, width: available, height: band)
    }
}

/// One component: a scroll view of rows whose resting offsets put a row in the band.
@MainActor
final class PickerColumn: UIScrollView, UIScrollViewDelegate {
    unowned let picker: UIPickerView
    let component: Int
    private(set) var rowCount = 0
    private var rowHeight = UIPickerView.defaultRowHeight
    private var rowViews: [UIView] = []
    /// The row chosen in code before the column had its height: a resize may clamp the offset
    /// first, so the layout that gives the height centres this row, not where the offset ended.
    private var rowAwaitingHeight: Int?

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        contentInsetAdjustmentBehavior = .never
        decelerationRate = .fast
        delegate = self
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PickerColumn.tapped(_:)))
    }

    required init?(coder: NSCoder) { return nil }

    var selectedRow: Int {
        guard rowCount > 0 else { return -1 }
        return Swift.min(rowCount - 1, Swift.max(0, Int(((contentOffset.y + contentInset.top) / rowHeight).rounded())))
    }

    func rowView(_ row: Int) -> UIView? { rowViews.indices.contains(row) ? rowViews[row] : nil }

    func reload(rowCount: Int, rowHeight: CGFloat) {
        let keep = selectedRow
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        for (row, view) in rowViews.enumerated() where row >= rowCount { view.removeFromSuperview() }
        rowViews = (0..<rowCount).map { row in
            let view = picker.makeRowView(row, component, reusing: rowViews.indices.contains(row) ? rowViews[row] : nil)
            if view.superview !== self { addSubview(view) }
            return view
        }
        setNeedsLayout()
        layoutIfNeeded()
        select(Swift.max(0, Swift.min(rowCount - 1, keep)), animated: false)
    }

    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        let row = Swift.min(rowCount - 1, Swift.max(0, row))
        if bounds.height < rowHeight { rowAwaitingHeight = row }
        let target = CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top)
        setContentOffset(target, animated: animated)
        fadeRows()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let pad = (bounds.height - rowHeight) / 2
        let inset = UIEdgeInsets(top: pad, left: 0, bottom: pad, right: 0)
        if contentInset != inset || (rowAwaitingHeight != nil && bounds.height >= rowHeight) {
            let row = rowAwaitingHeight ?? selectedRow
            if bounds.height >= rowHeight { rowAwaitingHeight = nil }
            contentInset = inset
            contentOffset = CGPoint(x: 0, y: CGFloat(Swift.max(0, row)) * rowHeight - pad)
        }
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        for (row, view) in rowViews.enumerated() {
            view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
        }
        fadeRows()
    }

    /// Rows fade with their distance from the band, as the wheel turns them away.
    private func fadeRows() {
        let middle = contentOffset.y + bounds.height / 2
        for (row, view) in rowViews.enumerated() {
            let distance = abs(CGFloat(row) * rowHeight + rowHeight / 2 - middle) / Swift.max(1, bounds.height / 2)
            view.alpha = Swift.max(0.15, 1 - distance * 0.85)
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { fadeRows() }

    /// Every release comes to rest on a row.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let row = ((targetContentOffset.pointee.y + contentInset.top) / rowHeight).rounded()
        let clamped = Swift.min(CGFloat(Swift.max(0, rowCount - 1)), Swift.max(0, row))
        targetContentOffset.pointee.y = clamped * rowHeight - contentInset.top
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { picker.columnDidSettle(self) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { picker.columnDidSettle(self) }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    /// A tap on a row above or below the band turns it into the band.
    func tapped(_ recognizer: UITapGestureRecognizer) {
        let y = recognizer.location(in: self).y
        let row = Int((y / rowHeight).rounded(.down))
        guard row >= 0, row < rowCount, row != selectedRow else { return }
        setContentOffset(CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top), animated: true)
        let settle = FrameCallback { [weak self] _ in
            guard let self else { return false }
            if self.motion != nil { return true }
            self.picker.columnDidSettle(self)
            return false
        }
        environment.addFrameCallback(settle)
    }
}
