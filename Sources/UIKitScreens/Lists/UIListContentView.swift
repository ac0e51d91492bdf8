/// The view a `UIListContentConfiguration` makes: its image and two labels, placed by the shared
/// row layout.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        backgroundColor = nil
        isUserInteractionEnabled = false
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply(configuration)
    }

    public required init?(coder: NSCoder) { return nil }

    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                Diagnostics.warn("UIListContentView: a \(type(of: newValue)) is not a UIListContentConfiguration; the view keeps its configuration.")
                return
            }
            listConfiguration = list
            apply(list)
        }
    }

    /// The configuration this view shows.
    public var listContentConfiguration: UIListContentConfiguration { listConfiguration }

    private func apply(_ configuration: UIListContentConfiguration) {
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        Self.style(textLabel, configuration.text, configuration.textProperties)
        Self.style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)
        let margins = configuration.directionalLayoutMargins
        layoutMargins = UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private static func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
    }

    private func layout(forWidth width: CGFloat) -> ListContentLayout {
        let configuration = listConfiguration
        var imageSize = configuration.image?.size
        let limit = configuration.imageProperties.maximumSize
        if var size = imageSize, limit.width > 0 || limit.height > 0 {
            let scale = Swift.min(limit.width > 0 ? limit.width / size.width : 1, limit.height > 0 ? limit.height / size.height : 1, 1)
            size = CGSize(width: size.width * scale, height: size.height * scale)
            imageSize = size
        }
        if let reserved = Optional(configuration.imageProperties.reservedLayoutSize), reserved.width > 0, let size = imageSize {
            imageSize = CGSize(width: Swift.max(size.width, reserved.width), height: size.height)
        }
        var layout = ListContentLayout(arrangement: configuration.arrangement, margins: layoutMargins, imageSize: imageSize,
                                       textSize: .zero, secondaryTextSize: .zero)
        layout.imageToTextPadding = configuration.imageToTextPadding
        layout.textToSecondaryTextPadding = configuration.textToSecondaryTextHorizontalPadding
        layout.verticalPadding = configuration.textToSecondaryTextVerticalPadding
        let textWidth = Swift.max(1, width - layoutMargins.left - layoutMargins.right - (imageSize.map { $0.width + layout.imageToTextPadding } ?? 0))
        layout.textSize = textLabel.isHidden ? .zero : textLabel.sizeThatFits(CGSize(width: textWidth, height: 0))
        layout.secondaryTextSize = secondaryTextLabel.isHidden ? .zero : secondaryTextLabel.sizeThatFits(CGSize(width: textWidth, height: 0))
        return layout
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Swift.max(listConfiguration.minimumHeight, layout(forWidth: size.width).fittingHeight))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = layout(forWidth: bounds.width).frames(in: bounds)
        if let image = frames.image { imageView.frame = image }
        textLabel.frame = frames.text
        secondaryTextLabel.frame = frames.secondaryText
    }
}
