/// A row of segments, one selected, as UIKit's `UISegmentedControl` (iOS 13 look): a grey rounded
/// track with the selected segment raised in white. A tap selects a segment and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    public static let noSegment = -1
    static let height: CGFloat = 32

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// Set by `setWidth(_:forSegmentAt:)`; 0 sizes the segment automatically.
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var storedSelection = UISegmentedControl.noSegment

    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            let index = segments.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment
            guard index != storedSelection else { return }
            storedSelection = index
            rebuild()
        }
    }

    open var numberOfSegments: Int { segments.count }
    /// Selection that does not stay: the segment highlights while touched only.
    open var isMomentary = false
    /// Whether segments without a width of their own share the control in proportion to their
    /// content (true) or equally (false, the default).
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Gives a segment a fixed width; 0 (the default) lets the control size it. A negative width
    /// is ignored, as in UIKit.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width >= 0 else { return }
        segments[segment].width = width
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The segment's fixed width, or 0 when the control sizes it.
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    open var selectedSegmentTintColor: UIColor? { didSet { rebuild() } }

    private let selectionView = UIView()
    private var labels: [UILabel] = []
    private var separators: [UIView] = []

    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String { segments.append(Segment(title: title)) }
            else if let image = item as? UIImage { segments.append(Segment(image: image)) }
            else { Diagnostics.fail("UISegmentedControl(items:) takes strings and images; got a \(type(of: item)).") }
        }
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let archive = coder as! InterfaceBuilderCoder
        for segment in archive.element.children(in: "segments") {
            var decoded: Segment
            if let title = segment["title"] { decoded = Segment(title: title) }
            else if let image = segment["image"].flatMap({ archive.unarchiver.image(named: $0, line: segment.line) }) { decoded = Segment(image: image) }
            else { continue }
            if let width = segment.double("width"), width >= 0 { decoded.width = CGFloat(width) }
            segments.append(decoded)
        }
        if let apportions = archive.element.bool("apportionsSegmentWidthsByContent") { apportionsSegmentWidthsByContent = apportions }
        setUp()
        if let selected = archive.element.int("selectedSegmentIndex") { selectedSegmentIndex = selected }
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 9
        selectionView.isUserInteractionEnabled = false
        selectionView.layer.cornerRadius = 7
        selectionView.layer.shadowOpacity = 0.12
        selectionView.layer.shadowRadius = 4
        selectionView.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(selectionView)
        rebuild()
    }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment, animated: animated)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment, animated: animated)
    }

    private func insert(_ new: Segment, at segment: Int, animated: Bool) {
        let index = Swift.min(Swift.max(0, segment), segments.count)
        let before = labels.map(\.frame)
        segments.insert(new, at: index)
        rebuild()
        guard animated, window != nil, !before.isEmpty else { return }
        // The others make room from where they were; the new one opens from nothing.
        let edge = index < before.count ? before[index].minX : before[before.count - 1].maxX
        animateSegments(from: { $0 == index ? CGRect(x: edge, y: 0, width: 0, height: self.bounds.height) : before[$0 < index ? $0 : $0 - 1] },
                        fadingIn: labels[index])
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let before = labels.map(\.frame)
        segments.remove(at: segment)
        if storedSelection == segment { storedSelection = UISegmentedControl.noSegment }
        else if storedSelection > segment { storedSelection -= 1 }
        rebuild()
        guard animated, window != nil, !labels.isEmpty else { return }
        animateSegments(from: { before[$0 < segment ? $0 : $0 + 1] }, fadingIn: nil)
    }

    /// How long an animated insert or remove takes to resize the segments.
    static let segmentChangeDuration: TimeInterval = 0.25

    /// Moves the segments from the frames `start` gives each (by new index) to their places.
    private func animateSegments(from start: (Int) -> CGRect, fadingIn appearing: UILabel?) {
        UIView.performWithoutAnimation {
            layoutSegments()
            for (index, label) in labels.enumerated() { label.frame = start(index) }
            appearing?.alpha = 0
        }
        UIView.animate(withDuration: UISegmentedControl.segmentChangeDuration) {
            self.layoutSegments()
            appearing?.alpha = 1
        }
    }

    open func removeAllSegments() {
        segments.removeAll()
        storedSelection = UISegmentedControl.noSegment
        rebuild()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        rebuild()
    }

    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        rebuild()
    }

    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        rebuild()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }

    // MARK: Look

    /// A segment's content with its padding: its title (as bold as when selected) and image, 12
    /// points either side.
    private func contentWidth(of segment: Segment) -> CGFloat {
        TextEngine.shared.width(of: segment.title ?? "", font: .systemFont(ofSize: 13, weight: .semibold))
            + (segment.image?.size.width ?? 0) + 24
    }

    open override var intrinsicContentSize: CGSize {
        // Fixed widths count as they are; the others as wide as the widest (equal shares) or each
        // as its content (apportioned).
        let automatic = segments.filter { $0.width == 0 }.map(contentWidth(of:))
        let fixed = segments.map(\.width).reduce(0, +)
        let shared = apportionsSegmentWidthsByContent ? automatic.reduce(0, +) : (automatic.max() ?? 0) * CGFloat(automatic.count)
        return CGSize(width: ceil(fixed + shared), height: UISegmentedControl.height)
    }

    /// Each segment's left edge and width: fixed widths first, the rest of the control shared
    /// equally or in proportion to the segments' content.
    private var segmentSpans: [(x: CGFloat, width: CGFloat)] {
        let fixed = segments.map(\.width).reduce(0, +)
        let room = Swift.max(0, bounds.width - fixed)
        let automatic = segments.filter { $0.width == 0 }
        let contentTotal = automatic.map(contentWidth(of:)).reduce(0, +)
        var x: CGFloat = 0
        return segments.map { segment in
            let width: CGFloat
            if segment.width > 0 {
                width = segment.width
            } else if apportionsSegmentWidthsByContent, contentTotal > 0 {
                width = room * contentWidth(of: segment) / contentTotal
            } else {
                width = room / CGFloat(automatic.count)
            }
            defer { x += width }
            return (x, width)
        }
    }

    private func rebuild() {
        for view in labels + separators { view.removeFromSuperview() }
        labels = segments.enumerated().map { index, segment in
            let label = UILabel()
            label.text = segment.title
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 13, weight: index == storedSelection ? .semibold : .regular)
            label.textColor = segment.isEnabled && isEnabled ? .label : .tertiaryLabel
            addSubview(label)
            return label
        }
        separators = (0..<Swift.max(0, segments.count - 1)).map { _ in
            let line = UIView()
            line.backgroundColor = .tertiaryLabel
            line.isUserInteractionEnabled = false
            addSubview(line)
            return line
        }
        selectionView.backgroundColor = selectedSegmentTintColor ?? .white
        selectionView.isHidden = storedSelection == UISegmentedControl.noSegment
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSegments()
    }

    private func layoutSegments() {
        guard !segments.isEmpty else { return }
        let spans = segmentSpans
        for (label, span) in zip(labels, spans) {
            label.frame = CGRect(x: span.x, y: 0, width: span.width, height: bounds.height)
        }
        for (index, line) in separators.enumerated() {
            // No separator beside the raised selection, as in iOS.
            line.isHidden = index == storedSelection || index + 1 == storedSelection
            line.frame = CGRect(x: spans[index + 1].x - 0.5, y: 8, width: 1, height: bounds.height - 16)
        }
        if spans.indices.contains(storedSelection) {
            // Inset 2 points, down to nothing in a control too small for it (insetBy would give .null).
            let span = spans[storedSelection]
            let segment = CGRect(x: span.x, y: 0, width: span.width, height: bounds.height)
            selectionView.frame = segment.insetBy(dx: Swift.min(2, segment.width / 2), dy: Swift.min(2, segment.height / 2))
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, !segments.isEmpty, bounds.contains(touch.location(in: self)) else { return }
        let x = touch.location(in: self).x
        let index = segmentSpans.lastIndex { $0.x <= x } ?? 0
        guard segments[index].isEnabled else { return }
        if isMomentary {
            // Apple: a momentary control shows no selection and keeps no selectedSegmentIndex
            // after tracking ends; its action, sent while tracking, reads the tapped segment.
            storedSelection = index
            sendValueChanged()
            storedSelection = UISegmentedControl.noSegment
            return
        }
        guard index != storedSelection else { return }
        storedSelection = index
        rebuild()
        sendValueChanged()
    }
}
