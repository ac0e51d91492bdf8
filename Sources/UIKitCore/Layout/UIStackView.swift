/// Lays out a row or column of views with Auto Layout, as UIKit's `UIStackView`: it makes and keeps
/// the constraints for its arranged subviews from `axis`, `distribution`, `alignment` and
/// `spacing`. Hidden arranged subviews take no space.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public private(set) var arrangedSubviews: [UIView] = []

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    open var alignment: Alignment = .fill {
        didSet {
            if alignment == .firstBaseline || alignment == .lastBaseline {
                Diagnostics.warn("UIStackView: baseline alignment is not built yet; arranged subviews align to the \(alignment == .firstBaseline ? "top" : "bottom") instead.")
            }
            arrangementDidChange()
        }
    }
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    /// The spacing after an arranged subview when set with `setCustomSpacing(_:after:)`.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangementConstraints: [NSLayoutConstraint] = []
    private var gapGuides: [UILayoutGuide] = []
    private var needsArrangement = true

    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeStackProperties(from: coder as! InterfaceBuilderCoder)
    }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            arrangementDidChange()
        }
    }

    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    /// An arranged subview was hidden or shown: it leaves or takes back its space.
    func arrangedSubviewVisibilityDidChange() { arrangementDidChange() }

    private func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    // MARK: Building the constraints

    private func rebuildArrangement() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in gapGuides { removeLayoutGuide(guide) }
        gapGuides.removeAll()
        var made: [NSLayoutConstraint] = []
        let visible = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        let horizontal = axis == .horizontal
        let margins = isLayoutMarginsRelativeArrangement
        typealias A = NSLayoutConstraint.Attribute
        let start: A = horizontal ? (margins ? .leadingMargin : .leading) : (margins ? .topMargin : .top)
        let end: A = horizontal ? (margins ? .trailingMargin : .trailing) : (margins ? .bottomMargin : .bottom)
        let length: A = horizontal ? .width : .height
        let center: A = horizontal ? .centerX : .centerY
        let crossStart: A = horizontal ? (margins ? .topMargin : .top) : (margins ? .leadingMargin : .leading)
        let crossEnd: A = horizontal ? (margins ? .bottomMargin : .bottom) : (margins ? .trailingMargin : .trailing)
        let crossCenter: A = horizontal ? (margins ? .centerYWithinMargins : .centerY) : (margins ? .centerXWithinMargins : .centerX)
        let plainStart: A = horizontal ? .leading : .top, plainEnd: A = horizontal ? .trailing : .bottom
        let crossPlainStart: A = horizontal ? .top : .leading, crossPlainEnd: A = horizontal ? .bottom : .trailing
        let crossLength: A = horizontal ? .height : .width

        func make(_ a: LayoutItem, _ aAttribute: A, _ relation: NSLayoutConstraint.Relation, _ b: LayoutItem?, _ bAttribute: A,
                  multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required) {
            let constraint = NSLayoutConstraint(first: a, aAttribute, relation, b, bAttribute, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = "UISV-arrangement"
            made.append(constraint)
        }
        func gap(after view: UIView) -> CGFloat {
            let custom = customSpacing(after: view)
            // UIKit's system spacing between siblings is the standard 8 points.
            func resolved(_ spacing: CGFloat) -> CGFloat { spacing == UIStackView.spacingUseSystem ? systemSpacing : spacing }
            return custom == UIStackView.spacingUseDefault ? resolved(spacing) : resolved(custom)
        }

        if let first = visible.first, let last = visible.last {
            make(first, plainStart, .equal, self, start)
            make(last, plainEnd, .equal, self, end)
            for (previous, next) in zip(visible, visible.dropFirst()) {
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    make(next, plainStart, .equal, previous, plainEnd, constant: gap(after: previous))
                case .equalSpacing, .equalCentering:
                    // Gaps (or centre-to-centre distances) made equal through layout guides.
                    let guide = UILayoutGuide()
                    guide.identifier = "UISV-distributing"
                    addLayoutGuide(guide)
                    gapGuides.append(guide)
                    make(next, plainStart, .greaterThanOrEqual, previous, plainEnd, constant: gap(after: previous))
                    let (from, to): (A, A) = distribution == .equalSpacing ? (plainEnd, plainStart) : (center, center)
                    make(guide, plainStart, .equal, previous, from)
                    make(guide, plainEnd, .equal, next, to)
                    if let firstGuide = gapGuides.first, firstGuide !== guide {
                        make(guide, length, .equal, firstGuide, length)
                    }
                }
            }
            if distribution == .fillEqually {
                for view in visible.dropFirst() { make(view, length, .equal, first, length) }
            }
            if distribution == .fillProportionally {
                let sizes = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
                if let base = sizes.first, base > 0 {
                    for (view, size) in zip(visible.dropFirst(), sizes.dropFirst()) where size > 0 {
                        make(view, length, .equal, first, length, multiplier: size / base, priority: UILayoutPriority(999))
                    }
                }
            }
            for view in visible {
                switch alignment {
                case .fill:
                    make(view, crossPlainStart, .equal, self, crossStart)
                    make(view, crossPlainEnd, .equal, self, crossEnd)
                case .leading, .firstBaseline:
                    make(view, crossPlainStart, .equal, self, crossStart)
                    make(view, crossPlainEnd, .lessThanOrEqual, self, crossEnd)
                case .trailing, .lastBaseline:
                    make(view, crossPlainEnd, .equal, self, crossEnd)
                    make(view, crossPlainStart, .greaterThanOrEqual, self, crossStart)
                case .center:
                    make(view, crossCenter == .centerY || crossCenter == .centerYWithinMargins ? .centerY : .centerX, .equal, self, crossCenter)
                    make(view, crossPlainStart, .greaterThanOrEqual, self, crossStart)
                }
            }
            // Hug the tallest (or widest) arranged subview across the axis unless told otherwise.
            make(self, crossLength, .equal, nil, .notAnAttribute, priority: .fittingSizeLevel)
        } else {
            // Nothing arranged: the fitting size is zero both ways, weakly, so an empty stack in
            // another one leaves its neighbours their own lengths instead of an ambiguous share.
            make(self, length, .equal, nil, .notAnAttribute, priority: .fittingSizeLevel)
            make(self, crossLength, .equal, nil, .notAnAttribute, priority: .fittingSizeLevel)
        }
        arrangementConstraints = made
        NSLayoutConstraint.activate(made)
    }
}
