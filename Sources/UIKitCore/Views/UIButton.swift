/// A tappable control with a title (and optionally an image) per state, as UIKit's `UIButton`.
/// System buttons draw their title in the tint colour, fade it while highlighted and put it on a
/// tinted plate while selected; a button with a `configuration` draws from that instead
/// (UIButton+Configuration.swift).
@preconcurrency @MainActor
open class UIButton: UIControl {
    override var triggersPrimaryActionOnTouchUp: Bool { true }
    /// What it shows: a configured button's configuration title, else the state's title; a button
    /// with no title is called by its image's name, as VoiceOver reads it on iOS.
    @_spi(UIKitLayers) open override var defaultAccessibilityLabel: String? {
        if let title = configuration?.title ?? currentTitle, !title.isEmpty { return title }
        return (configuration?.image ?? currentImage)?.spokenName
    }
    @_spi(UIKitLayers) open override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        /// Interface Builder's and iOS 6's name for the system button.
        @available(iOS, deprecated: 7.0, message: "Use .system")
        public static var roundedRect: ButtonType { .system }

        /// Interface Builder's names (`buttonType="roundedRect"` is the system button since iOS 7).
        static let archived: [String: ButtonType] = [
            "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure, "infoLight": .infoLight,
            "infoDark": .infoDark, "contactAdd": .contactAdd, "plain": .plain, "close": .close,
        ]

        /// The symbol an information, add or close button shows.
        var symbolName: String? {
            switch self {
            case .detailDisclosure, .infoLight, .infoDark: "info.circle"
            case .contactAdd: "plus.circle"
            case .close: "xmark.circle"
            case .custom, .system, .plain: nil
            }
        }

        /// Drawn in the tint colour, fading while highlighted.
        var isTinted: Bool { self != .custom && self != .plain }
    }

    public let buttonType: ButtonType
    public private(set) var titleLabel: UILabel?
    public private(set) var imageView: UIImageView?

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    /// The state's background image, stretched to the bounds below the title and image.
    private var backgroundImageView: UIImageView?

    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    /// Moves or resizes the title's rectangle after it is laid out; the button's size is unchanged.
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves or resizes the image's rectangle after it is laid out; the button's size is unchanged.
    @available(iOS, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var adjustsImageWhenHighlighted = true
    /// Whether the image fades while the button is disabled, as its title does.
    open var adjustsImageWhenDisabled = true { didSet { refreshContent() } }

    /// What the button draws from (iOS 15); nil draws the per-state titles, colours and images.
    public var configuration: Configuration? { didSet { configurationDidChange(from: oldValue) } }
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
    /// Called after each state change of a configured button, to change its configuration.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the configuration's unset colours follow the state (`Configuration.updated(for:)`).
    open var automaticallyUpdatesConfiguration = true { didSet { setNeedsUpdateConfiguration() } }
    /// Whether a tap toggles `isSelected` before the primary action is sent (iOS 15).
    open var changesSelectionAsPrimaryAction = false { didSet { showSelectedMenuAction() } }
    /// The button's menu: shown by a long press, or by a touch down with `showsMenuAsPrimaryAction`
    /// (UIButton+Menu.swift).
    open var menu: UIMenu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            showSelectedMenuAction()
        }
    }
    /// The plate behind the content: a configuration's background, or a selected system button's.
    var backgroundPlate: UIView?
    var subtitleLabel: UILabel?
    var activityIndicator: UIActivityIndicatorView?
    /// Set while the update handler runs, so that its own `configuration = …` does not call it again.
    var isUpdatingConfiguration = false

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUpSubviews()
    }

    public required init?(coder: NSCoder) {
        buttonType = (coder as? InterfaceBuilderCoder)?.element["buttonType"].flatMap { ButtonType.archived[$0] } ?? .custom
        super.init(coder: coder)
        setUpSubviews()
        decodeButtonProperties(from: coder as! InterfaceBuilderCoder)
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUpSubviews()
    }

    /// A system button that runs `primaryAction` on touchUpInside, as UIKit's `UIButton(primaryAction:)`.
    public convenience init(primaryAction: UIAction?) {
        self.init(type: .system)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A system button drawn from `configuration`, as UIKit's `UIButton(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        self.configuration = configuration
        // An initializer's own assignment runs no observer.
        configurationDidChange(from: nil)
    }

    private func setUpSubviews() {
        let label = UILabel()
        // 15 points for a system button, as Interface Builder's "System 15.0" (a document that names
        // no font archives none, and its default "Button" is 46 points wide); 18 for a custom one.
        label.font = buttonType.isTinted ? .systemFont(ofSize: 15) : .systemFont(ofSize: 18)
        label.textAlignment = .center
        addSubview(label)
        titleLabel = label
        let image = UIImageView()
        image.contentMode = .center
        image.isHidden = true
        addSubview(image)
        imageView = image
        if let symbol = buttonType.symbolName { images[UIControl.State.normal.rawValue] = UIImage(systemName: symbol) }
        refreshContent()
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        refreshContent()
    }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        refreshContent()
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
            ?? (buttonType.isTinted ? tintColor : .white)
    }

    /// The colour of the title's shadow in `state`; the title label's `shadowOffset` places it.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state.rawValue] = color
        refreshContent()
    }

    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[UIControl.State.normal.rawValue]
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        refreshContent()
    }

    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        refreshContent()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }

    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    public var currentTitle: String? { title(for: state) }
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    public var currentImage: UIImage? { image(for: state) }

    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuredContentSize(configuration) }
        let title = titleLabel?.intrinsicContentSize ?? .zero
        let image = currentImage?.size ?? .zero
        let width = title.width + image.width + contentEdgeInsets.left + contentEdgeInsets.right
        let height = Swift.max(title.height, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom
        // A system button is at least 30 points high, and at least its background image's size, as in UIKit.
        let background = currentBackgroundImage?.size ?? .zero
        return CGSize(width: Swift.max(ceil(width), background.width),
                      height: Swift.max(ceil(height), buttonType == .system ? 30 : 0, background.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration { return layOutConfiguredContent(configuration) }
        let content = bounds.inset(by: contentEdgeInsets)
        let imageSize = currentImage?.size ?? .zero
        let titleSize = titleLabel?.intrinsicContentSize ?? .zero
        let roomForTitle = Swift.max(0, content.width - imageSize.width)
        // The image and title sit side by side as one block, placed by the alignments; fill gives
        // the title the width the image leaves.
        let alignment = effectiveContentHorizontalAlignment
        let titleWidth = alignment == .fill ? roomForTitle : Swift.min(titleSize.width, roomForTitle)
        let blockWidth = imageSize.width + titleWidth
        let startX = switch alignment {
        case .left, .fill: content.minX
        case .right: content.maxX - blockWidth
        default: content.midX - blockWidth / 2
        }
        func y(for height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: content.minY
            case .bottom: content.maxY - height
            default: content.midY - height / 2
            }
        }
        imageView?.frame = CGRect(x: startX, y: y(for: imageSize.height), width: imageSize.width, height: imageSize.height).inset(by: imageEdgeInsets)
        // Centred or filled, the label takes the content's height and centres its own line.
        let pinned = contentVerticalAlignment == .top || contentVerticalAlignment == .bottom
        let titleHeight = pinned ? Swift.min(titleSize.height, content.height) : content.height
        titleLabel?.frame = CGRect(x: startX + imageSize.width, y: pinned ? y(for: titleHeight) : content.minY,
                                   width: titleWidth, height: titleHeight).inset(by: titleEdgeInsets)
        backgroundImageView?.frame = bounds
        layOutSelectedPlate()
    }

    // Not UIControl's repaint of the whole control: a button's own drawing (its background colour,
    // a configuration's plate) does not follow its state, and the title, image and plates it updates
    // mark themselves, so a press repaints what it changes.
    @_spi(UIKitLayers) open override func controlStateDidChange() {
        setNeedsUpdateConfiguration()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsUpdateConfiguration()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // A configuration's fonts follow the text size.
        if configuration != nil { setNeedsUpdateConfiguration() }
    }

    /// Override to change `configuration` for the state; `configurationUpdateHandler` runs after it.
    open func updateConfiguration() {}

    override var menuForInteraction: UIMenu? { menu }
    override var menuChoosesSelection: Bool { isPopUp }
    override func menuActionChosen(_ action: UIAction) { if isPopUp { showTitle(of: action) } }

    override func willSendPrimaryAction() {
        // With a menu, the selection is the menu's (UIButton+Menu.swift).
        if changesSelectionAsPrimaryAction, menu == nil { isSelected.toggle() }
    }

    func refreshContent() {
        if let configuration { return applyConfiguration(configuration) }
        let currentState = state
        titleLabel?.text = title(for: currentState)
        let color = titleColor(for: currentState) ?? .white
        let fades = buttonType.isTinted && isHighlighted && titleColors[UIControl.State.highlighted.rawValue] == nil
        titleLabel?.textColor = fades ? color.withAlphaComponent(color.alpha * 0.2) : color
        titleLabel?.shadowColor = titleShadowColor(for: currentState)
        if !isEnabled && titleColors[UIControl.State.disabled.rawValue] == nil {
            titleLabel?.textColor = color.withAlphaComponent(color.alpha * 0.35)
        }
        imageView?.image = image(for: currentState)
        imageView?.isHidden = imageView?.image == nil
        imageView?.alpha = (isHighlighted && adjustsImageWhenHighlighted) ? 0.5 : (!isEnabled && adjustsImageWhenDisabled) ? 0.35 : 1
        refreshBackgroundImage()
        refreshSelectedPlate()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func refreshBackgroundImage() {
        guard let image = currentBackgroundImage else { backgroundImageView?.isHidden = true; return }
        if backgroundImageView == nil {
            let view = UIImageView()
            view.isUserInteractionEnabled = false
            insertSubview(view, at: 0)
            backgroundImageView = view
        }
        backgroundImageView?.image = image
        backgroundImageView?.isHidden = false
        // Like the image, a background dims while highlighted.
        backgroundImageView?.alpha = (isHighlighted && adjustsImageWhenHighlighted) ? 0.5 : 1
    }

    /// A selected system button with no selected title colour shows its title knocked out of a
    /// plate of the tint colour, as iOS has drawn it since iOS 7.
    private var showsSelectedPlate: Bool {
        buttonType.isTinted && isSelected && titleColors[UIControl.State.selected.rawValue] == nil && currentTitle != nil
    }

    private func refreshSelectedPlate() {
        guard showsSelectedPlate else { backgroundPlate?.isHidden = true; return }
        let plate = makeBackgroundPlate()
        plate.isHidden = false
        plate.backgroundColor = isEnabled ? tintColor : .tertiarySystemFill
        plate.layer.cornerRadius = 6
        titleLabel?.textColor = .white
    }

    private func layOutSelectedPlate() {
        guard showsSelectedPlate, let plate = backgroundPlate, let title = titleLabel else { return }
        let text = title.intrinsicContentSize
        plate.frame = CGRect(x: title.frame.midX - text.width / 2, y: title.frame.midY - text.height / 2,
                             width: text.width, height: text.height).insetBy(dx: -8, dy: -4)
    }

    /// The plate view, made on first use below the title and image.
    func makeBackgroundPlate() -> UIView {
        if let backgroundPlate { return backgroundPlate }
        let plate = UIView()
        plate.isUserInteractionEnabled = false
        insertSubview(plate, at: 0)
        backgroundPlate = plate
        return plate
    }
}
