/// A tappable control with a title (and optionally an image) per state, as UIKit's `UIButton`.
/// System buttons draw their title in the tint colour and fade it while highlighted.
@preconcurrency @MainActor
open class UIButton: UIControl {
    override var triggersPrimaryActionOnTouchUp: Bool { true }
    override var defaultAccessibilityLabel: String? { currentTitle }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1
    }

    public let buttonType: ButtonType
    public private(set) var titleLabel: UILabel?
    public private(set) var imageView: UIImageView?

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    open var adjustsImageWhenHighlighted = true

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUpSubviews()
    }

    public required init?(coder: NSCoder) {
        buttonType = (coder as? InterfaceBuilderCoder)?.element["buttonType"] == "system" ? .system : .custom
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

    private func setUpSubviews() {
        let label = UILabel()
        label.font = buttonType == .system ? .systemFont(ofSize: 17) : .systemFont(ofSize: 18)
        label.textAlignment = .center
        addSubview(label)
        titleLabel = label
        let image = UIImageView()
        image.contentMode = .center
        image.isHidden = true
        addSubview(image)
        imageView = image
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
            ?? (buttonType == .system ? tintColor : .white)
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        refreshContent()
    }

    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }

    public var currentTitle: String? { title(for: state) }
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    public var currentImage: UIImage? { image(for: state) }

    open override var intrinsicContentSize: CGSize {
        let title = titleLabel?.intrinsicContentSize ?? .zero
        let image = currentImage?.size ?? .zero
        let width = title.width + image.width + contentEdgeInsets.left + contentEdgeInsets.right
        let height = Swift.max(title.height, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom
        // A system button is at least 30 points high, as in UIKit.
        return CGSize(width: ceil(width), height: Swift.max(ceil(height), buttonType == .system ? 30 : 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: contentEdgeInsets)
        let imageSize = currentImage?.size ?? .zero
        let titleWidth = Swift.min(titleLabel?.intrinsicContentSize.width ?? 0, Swift.max(0, content.width - imageSize.width))
        let total = imageSize.width + titleWidth
        let startX = content.midX - total / 2
        imageView?.frame = CGRect(x: startX, y: content.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        titleLabel?.frame = CGRect(x: startX + imageSize.width, y: content.minY, width: titleWidth, height: content.height)
    }

    override func controlStateDidChange() {
        refreshContent()
        super.controlStateDidChange()
    }


    private func refreshContent() {
        let currentState = state
        titleLabel?.text = title(for: currentState)
        let color = titleColor(for: currentState) ?? .white
        let fades = buttonType == .system && isHighlighted && titleColors[UIControl.State.highlighted.rawValue] == nil
        titleLabel?.textColor = fades ? color.withAlphaComponent(color.alpha * 0.2) : color
        if !isEnabled && titleColors[UIControl.State.disabled.rawValue] == nil {
            titleLabel?.textColor = color.withAlphaComponent(color.alpha * 0.35)
        }
        imageView?.image = image(for: currentState)
        imageView?.isHidden = imageView?.image == nil
        imageView?.alpha = (isHighlighted && adjustsImageWhenHighlighted) ? 0.5 : 1
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
