@_spi(UIKitLayers) import UIKitCore
/// One row of a table view, as UIKit's `UITableViewCell`: a content view holding the style's
/// labels and image (or a content configuration's view), an accessory at the trailing edge, and
/// a background that turns grey while the row is highlighted or selected.
///
/// Layout and drawing of the parts are in UITableViewCell+Layout.swift, the configuration API in
/// UITableViewCell+Configuration.swift.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public enum FocusStyle: Int, Sendable { case `default`, custom }
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// A cell is one accessibility element, read as the texts of its labels joined, as UIKit's
    /// (VoiceOver and UI tests find a row by them).
    @_spi(UIKitLayers) open override var isAccessibilityElementByDefault: Bool { true }
    @_spi(UIKitLayers) open override var defaultAccessibilityLabel: String? {
        let joined = contentView.shownLabelTexts.joined(separator: ", ")
        return joined.isEmpty ? nil : joined
    }

    public let reuseIdentifier: String?
    /// The view to add custom content to; it stops short of the accessory.
    public let contentView = UIView()
    let style: CellStyle

    // MARK: The style's parts (made on first use, as UIKit's)

    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?
    private var madeImageView: UIImageView?

    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        if style == .value2 {
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = .tintColor
            label.textAlignment = .right
        }
        label.numberOfLines = 1
        contentView.addSubview(label)
        madeTextLabel = label
        setNeedsLayout()
        return label
    }

    /// Nil in the `.default` style, which has no secondary text.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let madeDetailTextLabel { return madeDetailTextLabel }
        let label = UILabel()
        label.font = style == .subtitle ? .preferredFont(forTextStyle: .subheadline) : .preferredFont(forTextStyle: .body)
        label.textColor = style == .value2 ? .label : .secondaryLabel
        contentView.addSubview(label)
        madeDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        madeImageView = view
        setNeedsLayout()
        return view
    }

    var styleLabels: (text: UILabel?, detail: UILabel?, image: UIImageView?) { (madeTextLabel, madeDetailTextLabel, madeImageView) }

    // MARK: Backgrounds and selection

    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }
    /// Shown while highlighted or selected; a grey one is made when none is set.
    open var selectedBackgroundView: UIView? {
        get { storedSelectedBackgroundView }
        set {
            storedSelectedBackgroundView?.removeFromSuperview()
            storedSelectedBackgroundView = newValue
            showsSelectedBackground = false
            updateSelectionAppearance(animated: false)
        }
    }
    var storedSelectedBackgroundView: UIView?
    var showsSelectedBackground = false
    /// Shown in place of the selected background while the table allows several selected rows.
    open var multipleSelectionBackgroundView: UIView? {
        didSet {
            if oldValue !== multipleSelectionBackgroundView { oldValue?.removeFromSuperview() }
            showsSelectedBackground = false
            updateSelectionAppearance(animated: false)
        }
    }

    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionAppearance(animated: false) } }
    open var focusStyle: FocusStyle = .default

    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    private var selected = false

    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlighted = false

    /// Selects or deselects the cell's look; the table calls it as rows are selected. Overrides call super.
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        updateSelectionAppearance(animated: animated)
        setNeedsUpdateConfiguration()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        updateSelectionAppearance(animated: animated)
        setNeedsUpdateConfiguration()
    }

    // MARK: Accessories

    open var accessoryType: AccessoryType = .none { didSet { accessoryDidChange() } }
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            accessoryDidChange()
        }
    }
    /// While editing, the accessory shown instead of `accessoryType`'s (none by default).
    open var editingAccessoryType: AccessoryType = .none { didSet { accessoryDidChange() } }
    open var editingAccessoryView: UIView? {
        didSet {
            if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }
            accessoryDidChange()
        }
    }
    /// The drawn accessory of `accessoryType`, when there is no accessory view.
    var accessoryGlyph: TableCellAccessoryView?

    // MARK: Separators, indentation, editing

    /// How far the separator below the row is inset; the leading 16 points line it up with the text.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsDisplayTree() } }
    /// Set by the table: whether and in which colour this row's separator is drawn, and whether it
    /// runs the full width (the last row of a grouped section).
    var separatorAppearance: (color: UIColor, fullWidth: Bool)? { didSet { setNeedsDisplayTree() } }

    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the content moves in for the editing control while editing.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// The table delegate's `tableView(_:shouldIndentWhileEditingRowAt:)` for this row.
    var delegateAllowsEditingIndent = true
    open var showsReorderControl = false

    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        var state = transitionState
        if editing { state.insert(.showingEditControl) } else { state.remove(.showingEditControl) }
        transition(to: state)
        accessoryDidChange()
        setNeedsLayout()
        setNeedsUpdateConfiguration()
    }

    /// Whether the row shows its Delete button (or its table delegate's trailing actions), after a
    /// tap on its editing control or a swipe.
    open var showingDeleteConfirmation: Bool { transitionState.contains(.showingDeleteConfirmation) }
    /// Told before the cell shows or hides its editing control or delete confirmation.
    open func willTransition(to state: StateMask) {}
    /// Told after the cell showed or hid its editing control or delete confirmation.
    open func didTransition(to state: StateMask) {}
    /// The states the cell last transitioned to.
    var transitionState: StateMask = []
    /// The editing control the table shows before the content while editing, and the reorder grip after it.
    var editingControl: TableCellEditingControl?
    var reorderGrip: TableCellAccessoryView?

    // MARK: Configurations

    open var contentConfiguration: UIContentConfiguration? { didSet { contentConfigurationDidChange() } }
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
    let configurations = CellConfigurations()
    /// The view the content configuration made, filling the content view.
    var configuredContentView: (UIView & UIContentView)? { configurations.contentView }
    var backgroundConfigurationView: UIView? { configurations.backgroundView }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    var needsConfigurationUpdate = false

    /// The storyboard segue selecting this cell triggers, when its prototype has one.
    var selectionSegue: (() -> Void)?

    @_spi(UIKitLayers) open override func attachSegueTrigger(_ trigger: @escaping (Any?) -> Void) -> Bool {
        selectionSegue = { [weak self] in trigger(self) }
        return true
    }

    /// The table showing this cell, and where; set while it is on screen.
    weak var owningTableView: UITableView?

    // MARK: Initialisers

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUp(archive: nil)
    }

    /// A prototype or static cell of a storyboard, or a cell of a nib: its style and identifier,
    /// its content view's subviews, and the style's labels as the document sets them.
    public required init?(coder: NSCoder) {
        style = UITableViewCell.archivedStyle(coder)
        reuseIdentifier = (coder as? InterfaceBuilderCoder)?.element["reuseIdentifier"]
        super.init(coder: coder)
        let archive = coder as! InterfaceBuilderCoder
        setUp(archive: archive)
        decodeCellProperties(from: archive)
    }

    /// The defaults a new cell has; a document's own values are kept.
    private func setUp(archive: InterfaceBuilderCoder?) {
        if archive?.archives("backgroundColor") != true {
            isApplyingTableBackground = true
            backgroundColor = .systemBackground
            isApplyingTableBackground = false
        }
        if archive?.archives("clipsSubviews") != true { clipsToBounds = true }
        contentView.backgroundColor = nil
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        // A cell's content view keeps its margins when it scrolls under a bar, as UIKit's does.
        contentView.insetsLayoutMarginsFromSafeArea = false
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How `register(_:forCellReuseIdentifier:)` makes a cell of a registered class: through the
    /// class's own `init(style:reuseIdentifier:)`, overridden or inherited. (Without Objective-C a
    /// class object can only be instantiated through a required initialiser; a subclass that
    /// overrides `init(style:reuseIdentifier:)` and `init?(coder:)` inherits this one.)
    public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }


    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    @_spi(UIKitLayers) open override func paintForeground(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        paintSeparator(into: &commands, toWindow: toWindow)
    }

    /// Marks a background the app chose, which the table then leaves alone.
    open override var backgroundColor: UIColor? {
        didSet { if !isApplyingTableBackground { hasCustomBackgroundColor = true } }
    }
    var hasCustomBackgroundColor = false
    var isApplyingTableBackground = false

    /// Gives the configurations the cell's new state (selected, highlighted, editing): the
    /// handler first, then each configuration's `updated(for:)`. Overrides call super.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
        configurations.apply(state, content: automaticallyUpdatesContentConfiguration, background: automaticallyUpdatesBackgroundConfiguration,
                             setContent: { contentConfiguration = $0 }, setBackground: { backgroundConfiguration = $0 })
    }

    /// Called before the table hands the cell out again; the default resets nothing of the
    /// content (that is the data source's job), as in UIKit. Overrides call super.
    open func prepareForReuse() {}
}
