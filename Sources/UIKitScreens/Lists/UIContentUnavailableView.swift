/// The view a `UIContentUnavailableConfiguration` makes, as iOS 17's `UIContentUnavailableView`:
/// its image, texts and buttons stacked in the middle of the view (inside the safe area and the
/// configuration's margins), over the configuration's background.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private var shown: UIContentUnavailableConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let indicator = UIActivityIndicatorView(style: .medium)
    private var buttons: [UIButton] = []

    public init(configuration: UIContentUnavailableConfiguration) {
        shown = configuration
        super.init(frame: .zero)
        for view in [indicator, imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The configuration shown; another content-unavailable configuration replaces it (a view
    /// supports only its own type).
    open var configuration: UIContentConfiguration {
        get { shown }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else {
                Diagnostics.warnOnce("contentUnavailableType", "UIContentUnavailableView shows a UIContentUnavailableConfiguration; a \(type(of: newValue)) is ignored.")
                return
            }
            shown = configuration
            apply()
        }
    }

    private func apply() {
        let configuration = shown
        backgroundColor = configuration.background.backgroundColor
        layer.cornerRadius = configuration.background.cornerRadius
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor ?? .secondaryLabel
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        imageView.isHidden = configuration.image == nil
        style(textLabel, configuration.text, configuration.attributedText, configuration.textProperties)
        style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText, configuration.secondaryTextProperties)
        let loading = configuration.kind == .loading
        indicator.isHidden = !loading
        if loading { indicator.startAnimating() } else { indicator.stopAnimating() }
        for button in buttons { button.removeFromSuperview() }
        buttons = [(configuration.button, configuration.buttonProperties), (configuration.secondaryButton, configuration.secondaryButtonProperties)]
            .filter { $0.0.title != nil || $0.0.image != nil }
            .map { look, properties in
                let button = UIButton(configuration: look, primaryAction: properties.primaryAction)
                button.menu = properties.menu
                if properties.menu != nil && properties.primaryAction == nil { button.showsMenuAsPrimaryAction = true }
                button.isEnabled = properties.isEnabled
                addSubview(button)
                return button
            }
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?, _ properties: UIContentUnavailableConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = shown.alignment == .center ? .center : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = (attributed?.length ?? 0) == 0 && (text ?? "").isEmpty
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // The content stays above the keyboard as it comes and goes.
        if window != nil { environment[SoftwareKeyboard.self].afterEachMove(by: self) { [weak self] in self?.setNeedsLayout() } }
    }

    /// Symbols are drawn large, as the system's empty states draw them.
    static let symbolHeight: CGFloat = 48

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = shown.directionalLayoutMargins
        var area = bounds.inset(by: safeAreaInsets).inset(by: UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing))
        if let keyboard = environment[SoftwareKeyboard.self].shownFrame, window != nil {
            let top = convert(keyboard, from: nil).minY
            if top < area.maxY { area.size.height = Swift.max(0, top - margins.bottom - area.minY) }
        }
        let width = Swift.max(0, area.width)
        // The pieces shown, top to bottom, each with the room asked for above it.
        var pieces: [(view: UIView, size: CGSize, gap: CGFloat)] = []
        if !indicator.isHidden { pieces.append((indicator, indicator.intrinsicContentSize, 0)) }
        if let image = imageView.image, !imageView.isHidden {
            var size = image.size
            if image.isSymbolImage, size.height > 0 {
                size = CGSize(width: size.width * Self.symbolHeight / size.height, height: Self.symbolHeight)
            }
            let limit = shown.imageProperties.maximumSize
            if limit.width > 0, size.width > limit.width { size = CGSize(width: limit.width, height: size.height * limit.width / size.width) }
            if limit.height > 0, size.height > limit.height { size = CGSize(width: size.width * limit.height / size.height, height: limit.height) }
            pieces.append((imageView, size, pieces.isEmpty ? 0 : shown.imageToTextPadding))
        }
        for (label, padding) in [(textLabel, shown.imageToTextPadding), (secondaryTextLabel, shown.textToSecondaryTextPadding)] where !label.isHidden {
            pieces.append((label, label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)), pieces.isEmpty ? 0 : padding))
        }
        for (index, button) in buttons.enumerated() {
            let gap = pieces.isEmpty ? 0 : index == 0 ? shown.textToButtonPadding : shown.buttonToSecondaryButtonPadding
            pieces.append((button, button.intrinsicContentSize, gap))
        }
        let total = pieces.reduce(0) { $0 + $1.gap + $1.size.height }
        var y = area.midY - total / 2
        for piece in pieces {
            y += piece.gap
            let pieceWidth = Swift.min(width, piece.size.width)
            let x = shown.alignment == .center ? area.midX - pieceWidth / 2 : area.minX
            piece.view.frame = CGRect(x: x, y: y, width: pieceWidth, height: piece.size.height)
            y += piece.size.height
        }
    }
}
