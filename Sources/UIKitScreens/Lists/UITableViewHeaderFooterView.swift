/// A section's header or footer, reusable like cells, as UIKit's `UITableViewHeaderFooterView`.
/// A data source's title is shown in one of these, through a list content configuration.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView()
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    private var madeTextLabel: UILabel?
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        madeTextLabel = label
        setNeedsLayout()
        return label
    }

    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            if let configuration = contentConfiguration {
                if let existing = configuredContentView, existing.supports(configuration) {
                    existing.configuration = configuration
                } else {
                    configuredContentView?.removeFromSuperview()
                    let made = configuration.makeContentView()
                    contentView.addSubview(made)
                    configuredContentView = made
                }
            } else {
                configuredContentView?.removeFromSuperview()
                configuredContentView = nil
            }
            madeTextLabel?.isHidden = contentConfiguration != nil
            setNeedsLayout()
        }
    }
    private var configuredContentView: (UIView & UIContentView)?
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundColor = backgroundConfiguration?.backgroundColor }
    }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        backgroundColor = nil
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.backgroundColor = nil
        contentView.layoutMargins = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
        contentView.insetsLayoutMarginsFromSafeArea = false
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How `register(_:forHeaderFooterViewReuseIdentifier:)` makes a view of a registered class,
    /// through its `init(reuseIdentifier:)` (see `UITableViewCell.init(registeredWithReuseIdentifier:)`).
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// A `<tableViewHeaderFooterView>` of a nib: what its content view holds goes in `contentView`.
    public required init?(coder: NSCoder) {
        let archive = coder as? InterfaceBuilderCoder
        reuseIdentifier = archive?.element["reuseIdentifier"]
        super.init(coder: coder)
        if archive?.archives("backgroundColor") != true { backgroundColor = nil }
        setUpContentView()
        if let archive, let content = archive.element.child(key: "contentView") {
            archive.unarchiver.register(contentView, for: content)
            contentView.decodeViewProperties(from: archive.coder(for: content))
        }
    }

    /// A configuration for a header in a table of `style`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        (owningStyle ?? .plain) == .plain ? .plainHeader() : .groupedHeader()
    }
    var owningStyle: UITableView.Style?

    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        // Inside the table's safe area while it insets content views to it (its sides in landscape).
        var sides = UIEdgeInsets.zero
        if let table = superview as? UITableView, table.insetsContentViewsToSafeArea {
            sides = UIEdgeInsets(top: 0, left: table.safeAreaInsets.left, bottom: 0, right: table.safeAreaInsets.right)
        }
        contentView.frame = bounds.inset(by: sides)
        configuredContentView?.frame = contentView.bounds
        if let label = madeTextLabel {
            let inner = contentView.bounds.inset(by: contentView.layoutMargins)
            let size = label.sizeThatFits(CGSize(width: inner.width, height: 0))
            label.frame = CGRect(x: inner.minX, y: inner.maxY - size.height, width: inner.width, height: size.height)
        }
    }

    /// The height that fits its content at `width`: constraints in the content view, the
    /// configuration's view, or the text label.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if !contentView.activeConstraintsInTree().isEmpty {
            return contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel).height.rounded(.up)
        }
        if let configured = configuredContentView {
            return configured.sizeThatFits(CGSize(width: width, height: 0)).height.rounded(.up)
        }
        if let label = madeTextLabel, label.text?.isEmpty == false {
            let margins = contentView.layoutMargins
            return (label.sizeThatFits(CGSize(width: width - margins.left - margins.right, height: 0)).height + margins.top + margins.bottom).rounded(.up)
        }
        return bounds.height
    }
}
