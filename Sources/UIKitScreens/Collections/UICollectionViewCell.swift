@_spi(UIKitLayers) import UIKitCore
/// A collection view's cell, as UIKit's `UICollectionViewCell`: a content view, optional
/// backgrounds (the selected one shows while highlighted or selected), and content and background
/// configurations updated with the cell's state.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    public let contentView = UIView()

    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Shown over the background while highlighted or selected; none by default, as in UIKit.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectedBackground()
        }
    }

    open var isSelected = false {
        didSet {
            guard oldValue != isSelected else { return }
            updateSelectedBackground()
            setNeedsUpdateConfiguration()
        }
    }
    open var isHighlighted = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            updateSelectedBackground()
            setNeedsUpdateConfiguration()
        }
    }

    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configurations.contentDidChange(to: contentConfiguration, in: contentView)
            setNeedsLayout()
        }
    }
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            configurations.backgroundDidChange(to: backgroundConfiguration, in: self)
            setNeedsLayout()
        }
    }
    let configurations = CellConfigurations()
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    private var needsConfigurationUpdate = false

    /// The storyboard segue selecting this cell triggers, when its prototype has one.
    var selectionSegue: (() -> Void)?

    @_spi(UIKitLayers) open override func attachSegueTrigger(_ trigger: @escaping (Any?) -> Void) -> Bool {
        selectionSegue = { [weak self] in trigger(self) }
        return true
    }

    /// The collection view showing this cell, while it is on screen.
    weak var owningCollectionView: UICollectionView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// The content view fills the cell and keeps its margins when the cell scrolls under a bar.
    private func setUpContentView() {
        contentView.frame = bounds
        contentView.backgroundColor = nil
        contentView.insetsLayoutMarginsFromSafeArea = false
        addSubview(contentView)
    }

    /// A prototype cell of a document: its identifier and its content view's subviews.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let archive = coder as! InterfaceBuilderCoder
        setUpContentView()
        if let content = archive.element.child(key: "contentView") {
            // The cell sizes its content view; the document's frame for it is the canvas's.
            content.markRead(keys: ["frame"])
            archive.unarchiver.register(contentView, for: content)
            contentView.decodeViewProperties(from: archive.coder(for: content))
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = contentFrame
        configurations.layout(contentIn: contentView, backgroundIn: bounds, background: backgroundConfiguration)
    }

    /// Where the content view goes: the whole cell, less a list cell's accessories.
    var contentFrame: CGRect { bounds }

    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next frame.
    public func setNeedsUpdateConfiguration() {
        guard !needsConfigurationUpdate else { return }
        needsConfigurationUpdate = true
        environment.runAfterFrame { [weak self] in
            guard let self, self.needsConfigurationUpdate else { return }
            self.needsConfigurationUpdate = false
            self.updateConfiguration(using: self.configurationState)
        }
    }

    /// The handler, then each configuration's `updated(for:)` from the app's own. Overrides call super.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
        configurations.apply(state, content: automaticallyUpdatesContentConfiguration, background: automaticallyUpdatesBackgroundConfiguration,
                             setContent: { contentConfiguration = $0 }, setBackground: { backgroundConfiguration = $0 })
    }

    /// The fitting size of the content: its constraints, else a configuration's view.
    override func fittingSize(for target: CGSize, width: Bool, height: Bool) -> CGSize {
        let saved = frame
        defer { frame = saved }
        if !width { frame.size.width = target.width }
        layoutIfNeeded()
        let accessories = bounds.width - contentFrame.width
        if contentView.activeConstraintsInTree().isEmpty, let configured = configurations.contentView {
            let fitted = configured.sizeThatFits(CGSize(width: width ? 0 : target.width - accessories, height: 0))
            return CGSize(width: fitted.width + accessories, height: fitted.height.rounded(.up))
        }
        let goal = CGSize(width: width ? 0 : target.width - accessories, height: height ? 0 : target.height)
        let fitted = contentView.systemLayoutSizeFitting(goal, withHorizontalFittingPriority: width ? .fittingSizeLevel : .required,
                                                         verticalFittingPriority: height ? .fittingSizeLevel : .required)
        return CGSize(width: width ? fitted.width.rounded(.up) + accessories : target.width, height: fitted.height.rounded(.up))
    }

    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            selectedBackgroundView.frame = bounds
            if selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, belowSubview: contentView) }
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }
}
