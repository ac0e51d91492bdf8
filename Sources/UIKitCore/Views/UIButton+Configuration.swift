// A configured button's update cycle and content: the plate, the title and subtitle, the image or
// spinner, laid out inside the configuration's insets.
extension UIButton {
    /// Asks the button to update its configuration for its state, as UIKit's method: here at once,
    /// `updateConfiguration()` then the update handler, then the content is redrawn.
    public func setNeedsUpdateConfiguration() {
        guard configuration != nil, !isUpdatingConfiguration else { return refreshContent() }
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        refreshContent()
    }

    func configurationDidChange(from old: Configuration?) {
        if configuration == nil, old != nil {
            // Back to the per-state look.
            backgroundPlate?.isHidden = true
            subtitleLabel?.isHidden = true
            activityIndicator?.isHidden = true
            titleLabel?.numberOfLines = 1
        }
        if isUpdatingConfiguration { refreshContent() } else { setNeedsUpdateConfiguration() }
    }

    /// What the button shows: the configuration with its state's colours, when it follows the state.
    private func shown(_ configuration: Configuration) -> Configuration {
        automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
    }

    /// The title a configured button shows: the configuration's, else one set per state.
    private func configuredTitle(_ configuration: Configuration) -> String? { configuration.title ?? title(for: state) }

    private func configuredImage(_ configuration: Configuration) -> UIImage? { configuration.image ?? image(for: state) }

    func applyConfiguration(_ configuration: Configuration) {
        let shown = shown(configuration)
        let foreground = shown.resolvedForeground ?? shown.baseForegroundColor ?? tintColor ?? .systemBlue
        let plate = makeBackgroundPlate()
        plate.isHidden = false
        plate.backgroundColor = shown.resolvedBackground ?? shown.baseBackgroundColor ?? .clear

        let titleFont = shown.titleFont ?? UIFont.preferredFont(forTextStyle: shown.titleTextStyle, compatibleWith: traitCollection)
        titleLabel?.text = configuredTitle(configuration)
        titleLabel?.font = titleFont
        titleLabel?.textColor = foreground
        titleLabel?.numberOfLines = 0
        titleLabel?.lineBreakMode = shown.titleLineBreakMode
        titleLabel?.isHidden = titleLabel?.text == nil

        if shown.subtitle != nil, subtitleLabel == nil {
            let label = UILabel()
            addSubview(label)
            subtitleLabel = label
        }
        subtitleLabel?.text = shown.subtitle
        subtitleLabel?.font = UIFont.preferredFont(forTextStyle: Self.subtitleStyle(for: shown.titleTextStyle), compatibleWith: traitCollection)
        subtitleLabel?.textColor = foreground
        subtitleLabel?.numberOfLines = 0
        subtitleLabel?.lineBreakMode = shown.subtitleLineBreakMode
        subtitleLabel?.isHidden = shown.subtitle == nil

        if shown.showsActivityIndicator, activityIndicator == nil {
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.isUserInteractionEnabled = false
            addSubview(spinner)
            activityIndicator = spinner
        }
        activityIndicator?.color = foreground
        if shown.showsActivityIndicator { activityIndicator?.startAnimating() } else { activityIndicator?.stopAnimating() }

        // The spinner takes the image's place.
        imageView?.image = shown.showsActivityIndicator ? nil : configuredImage(configuration)
        imageView?.tintColor = foreground
        imageView?.isHidden = imageView?.image == nil
        imageView?.alpha = 1
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplayTree()
    }

    private static func subtitleStyle(for title: UIFont.TextStyle) -> UIFont.TextStyle {
        switch title {
        case .caption1: .caption2
        case .subheadline: .footnote
        default: .subheadline
        }
    }

    /// The sizes of the image (or spinner) and of the title block, and the gap between them.
    private func contentPieces(_ configuration: Configuration, titleWidth: CGFloat = .greatestFiniteMagnitude)
        -> (image: CGSize, titles: CGSize, title: CGSize, subtitle: CGSize, gap: CGFloat) {
        let image: CGSize = configuration.showsActivityIndicator
            ? (activityIndicator?.intrinsicContentSize ?? .zero)
            : (configuredImage(configuration)?.size ?? .zero)
        func measure(_ label: UILabel?) -> CGSize {
            guard let label, !label.isHidden, label.text != nil else { return .zero }
            let size = label.sizeThatFits(CGSize(width: titleWidth, height: .greatestFiniteMagnitude))
            return CGSize(width: ceil(size.width), height: ceil(size.height))
        }
        let title = measure(titleLabel), subtitle = measure(subtitleLabel)
        let padding = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        let titles = CGSize(width: Swift.max(title.width, subtitle.width), height: title.height + padding + subtitle.height)
        let gap = image != .zero && titles != .zero ? configuration.imagePadding : 0
        return (image, titles, title, subtitle, gap)
    }

    private static func isVertical(_ placement: NSDirectionalRectEdge) -> Bool { placement == .top || placement == .bottom }

    func configuredContentSize(_ configuration: Configuration) -> CGSize {
        let pieces = contentPieces(configuration)
        let insets = configuration.contentInsets
        let content = Self.isVertical(configuration.imagePlacement)
            ? CGSize(width: Swift.max(pieces.image.width, pieces.titles.width), height: pieces.image.height + pieces.gap + pieces.titles.height)
            : CGSize(width: pieces.image.width + pieces.gap + pieces.titles.width, height: Swift.max(pieces.image.height, pieces.titles.height))
        return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }

    func layOutConfiguredContent(_ configuration: Configuration) {
        let insets = configuration.contentInsets
        let content = CGRect(x: insets.leading, y: insets.top,
                             width: Swift.max(0, bounds.width - insets.leading - insets.trailing),
                             height: Swift.max(0, bounds.height - insets.top - insets.bottom))
        backgroundPlate?.frame = bounds
        backgroundPlate?.layer.cornerRadius = configuration.cornerRadius(forHeight: bounds.height)
        let vertical = Self.isVertical(configuration.imagePlacement)
        var pieces = contentPieces(configuration)
        // Titles wrap in the width the image leaves them.
        let titleRoom = vertical ? content.width : content.width - pieces.image.width - pieces.gap
        if pieces.titles.width > titleRoom { pieces = contentPieces(configuration, titleWidth: Swift.max(0, titleRoom)) }
        let titles = CGSize(width: Swift.min(pieces.titles.width, Swift.max(0, titleRoom)), height: pieces.titles.height)
        let total = vertical
            ? CGSize(width: Swift.max(pieces.image.width, titles.width), height: pieces.image.height + pieces.gap + titles.height)
            : CGSize(width: pieces.image.width + pieces.gap + titles.width, height: Swift.max(pieces.image.height, titles.height))
        let origin = CGPoint(x: content.midX - total.width / 2, y: content.midY - total.height / 2)
        var imageFrame = CGRect(origin: .zero, size: pieces.image), titlesFrame = CGRect(origin: .zero, size: titles)
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        switch configuration.imagePlacement {
        case .top:
            imageFrame.origin = CGPoint(x: origin.x + (total.width - pieces.image.width) / 2, y: origin.y)
            titlesFrame.origin = CGPoint(x: origin.x + (total.width - titles.width) / 2, y: imageFrame.maxY + pieces.gap)
        case .bottom:
            titlesFrame.origin = CGPoint(x: origin.x + (total.width - titles.width) / 2, y: origin.y)
            imageFrame.origin = CGPoint(x: origin.x + (total.width - pieces.image.width) / 2, y: titlesFrame.maxY + pieces.gap)
        default:
            let imageFirst = (configuration.imagePlacement == .trailing) == rightToLeft
            let first = imageFirst ? pieces.image.width : titles.width
            let firstX = origin.x, secondX = origin.x + first + pieces.gap
            imageFrame.origin = CGPoint(x: imageFirst ? firstX : secondX, y: origin.y + (total.height - pieces.image.height) / 2)
            titlesFrame.origin = CGPoint(x: imageFirst ? secondX : firstX, y: origin.y + (total.height - titles.height) / 2)
        }
        imageView?.frame = imageFrame
        activityIndicator?.frame = imageFrame
        // The shorter of title and subtitle aligns with the longer by the title alignment.
        func place(_ size: CGSize, y: CGFloat) -> CGRect {
            let width = Swift.min(size.width, titlesFrame.width)
            let x: CGFloat = switch configuration.titleAlignment {
            case .leading: rightToLeft ? titlesFrame.maxX - width : titlesFrame.minX
            case .trailing: rightToLeft ? titlesFrame.minX : titlesFrame.maxX - width
            case .center: titlesFrame.midX - width / 2
            // Automatic: centred beside a top or bottom image, else leading.
            case .automatic: vertical || pieces.image == .zero ? titlesFrame.midX - width / 2 : (rightToLeft ? titlesFrame.maxX - width : titlesFrame.minX)
            }
            return CGRect(x: x, y: y, width: width, height: size.height)
        }
        titleLabel?.frame = place(pieces.title, y: titlesFrame.minY)
        let padding = pieces.title != .zero && pieces.subtitle != .zero ? configuration.titlePadding : 0
        subtitleLabel?.frame = place(pieces.subtitle, y: titlesFrame.minY + pieces.title.height + padding)
        titleLabel?.textAlignment = .center
        subtitleLabel?.textAlignment = .center
    }
}
