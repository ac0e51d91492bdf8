/// Text in a view, as UIKit's `UILabel`: one line by default, wrapping at words when
/// `numberOfLines` allows, truncated with an ellipsis, centred vertically in its bounds.
@preconcurrency @MainActor
open class UILabel: UIView {
    @_spi(UIKitLayers) open override var isAccessibilityElementByDefault: Bool { true }
    @_spi(UIKitLayers) open override var defaultAccessibilityLabel: String? { text }
    @_spi(UIKitLayers) open override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

    /// Setting it drops the attributed text's styling (UIKit's `text` and `attributedText` are one).
    open var text: String? {
        didSet {
            guard !isTakingAttributedText else { return }
            let wasStyled = storedAttributedText != nil
            storedAttributedText = nil
            if oldValue != text || wasStyled { textDidChange() }
        }
    }
    /// The styled text; for a label given plain `text`, that text in the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: textColor ?? UIColor.label])
        }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            isTakingAttributedText = true
            text = newValue?.string
            isTakingAttributedText = false
            textDidChange()
        }
    }

    /// The styled text, when `attributedText` was set; `UILabel+AttributedText.swift` keeps it.
    var storedAttributedText: NSAttributedString?
    var isTakingAttributedText = false
    /// The runs of `storedAttributedText` last made, with the font and colour they were made for:
    /// measuring and painting share them until one of the three is replaced.
    var cachedRuns: (text: NSAttributedString, font: UIFont, color: UIColor, runs: AttributedTextRuns)?
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { applyToAttributedText(.font, font); textDidChange() } }
    /// Whether a text-style font follows the user's text size (UIContentSizeCategoryAdjusting).
    open var adjustsFontForContentSizeCategory = false
    open var textColor: UIColor! = .label { didSet { applyToAttributedText(.foregroundColor, textColor); setNeedsDisplayTree() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { applyAlignmentToAttributedText(); setNeedsDisplayTree() } }
    open var numberOfLines = 1 { didSet { if oldValue != numberOfLines { textDidChange() } } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }
    open var isEnabled = true { didSet { setNeedsDisplayTree() } }
    open var highlightedTextColor: UIColor?
    /// The colour of the text's shadow; nil draws none.
    open var shadowColor: UIColor? { didSet { setNeedsDisplayTree() } }
    /// Where the shadow falls from the text, in points: a point above it by default, as UIKit's.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplayTree() } }
    /// The width Auto Layout gave a wrapping label, used when preferredMaxLayoutWidth is 0.
    var automaticMaxLayoutWidth: CGFloat?
    open var isHighlighted = false { didSet { setNeedsDisplayTree() } }
    /// Shrinks a single line's font, down to `minimumScaleFactor` of its size, until the text fits
    /// the width (with a factor of 0 the text is not scaled down, as Apple documents).
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplayTree() } }
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplayTree() } }
    /// Where a line shrunk by `adjustsFontSizeToFitWidth` sits against the line at full size.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplayTree() } }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let archive = coder as! InterfaceBuilderCoder
        if !archive.archives("userInteractionEnabled") { isUserInteractionEnabled = false }
        if !archive.archives("backgroundColor") { backgroundColor = nil }
        decodeLabelProperties(from: archive)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
    }

    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = numberOfLines == 1 ? CGFloat.greatestFiniteMagnitude
            : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticMaxLayoutWidth ?? CGFloat.greatestFiniteMagnitude)
        // Every layout pass asks; the text is measured again only when it or its width changed.
        let scale = pixelScale
        if let measured = measuredSize, measured.width == width, measured.scale == scale { return measured.size }
        let size = textLayout(font: font, maxWidth: width, truncates: false).layout.size(roundedUpToPixelsAt: scale)
        measuredSize = (width, scale, size)
        return size
    }

    /// The pixels a point of the screen the label shows on: its measured size is rounded up to them.
    private var pixelScale: CGFloat { Swift.max(1, (window?.screen ?? environment.screen).scale) }

    /// The last intrinsic size and the width and scale it was measured for; cleared when the text changes.
    private var measuredSize: (width: CGFloat, scale: CGFloat, size: CGSize)?

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = numberOfLines == 1 || size.width <= 0 ? CGFloat.greatestFiniteMagnitude : size.width
        return textLayout(font: font, maxWidth: width, truncates: false).layout.size(roundedUpToPixelsAt: pixelScale)
    }

    func textDidChange() {
        measuredSize = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplayTree()
    }

    /// The font drawn: the label's, shrunk to fit one line when `adjustsFontSizeToFitWidth` asks.
    func fittedFont(forWidth width: CGFloat) -> UIFont? {
        guard let font, let text else { return font }
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, width > 0 else { return font }
        let natural = TextEngine.shared.width(of: text, font: font)
        guard natural > width else { return font }
        let scale = Swift.max(minimumScaleFactor, Swift.min(1, width / natural))
        var size = (font.pointSize * scale).rounded(.down)
        // Whole points, stepping down until it fits or reaches the minimum.
        while size > font.pointSize * minimumScaleFactor, TextEngine.shared.width(of: text, font: font.withSize(size)) > width { size -= 1 }
        return font.withSize(Swift.max(size, (font.pointSize * minimumScaleFactor).rounded(.up)))
    }

    @_spi(UIKitLayers) open override var wrapsToSolvedWidth: Bool { true }

    /// A multi-line label without a `preferredMaxLayoutWidth` wraps at the width Auto Layout solved.
    @_spi(UIKitLayers) open override func takeSolvedWidth(_ width: CGFloat) -> Bool {
        guard !translatesAutoresizingMaskIntoConstraints, numberOfLines != 1, preferredMaxLayoutWidth == 0,
              abs((automaticMaxLayoutWidth ?? -1) - width) > 0.5 else { return false }
        automaticMaxLayoutWidth = width
        return true
    }

    @_spi(UIKitLayers) open override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        guard let text, !text.isEmpty, let font = fittedFont(forWidth: presentationBounds.width) else { return }
        let bounds = presentationBounds
        let (layout, runs) = textLayout(font: font, maxWidth: Swift.max(1, bounds.width), truncates: true)
        let highlight = isHighlighted ? highlightedTextColor : nil
        func drawn(_ color: UIColor) -> DisplayCommand.Color {
            .init(isEnabled ? color.rgba : color.rgba.multipliedAlpha(0.4))
        }
        let pitch = layout.lineHeight + layout.lineSpacing
        let totalHeight = pitch * CGFloat(layout.lines.count) - layout.lineSpacing
        var y = bounds.minY + (bounds.height - totalHeight) / 2
        if font.pointSize != self.font.pointSize, layout.lines.count == 1 {
            y = shrunkLineTop(font: font, centredTop: y, in: bounds)
        }
        // A label's text never spills out of its bounds (what does not fit is cut, or ends in "…").
        // Lines that fit are measured with fractional advances but drawn with whole-pixel ones, so
        // at small scales they may draw a pixel or two wider: the clip leaves them room at the
        // sides, or the last glyph of a title that fits would be cut.
        let fits = layout.lineWidths.allSatisfy { $0 <= bounds.width + 0.01 }
        let slack = fits ? font.pointSize / 2 : 0
        commands.append(.pushClip(bounds.insetBy(dx: -slack, dy: 0).applying(toWindow)))
        defer { commands.append(.popClip) }
        let alignment = runs?.alignment ?? textAlignment
        for (index, line) in layout.lines.enumerated() {
            let width = layout.lineWidths[index]
            let x: CGFloat
            switch alignment {
            case .center: x = bounds.minX + (bounds.width - width) / 2
            case .right: x = bounds.maxX - width
            default: x = bounds.minX
            }
            guard !line.isEmpty else { y += pitch; continue }
            guard let runs else {
                let color = highlight ?? textColor ?? .black
                if let shadowColor {
                    commands.append(.text(line, font: .init(font), origin: CGPoint(x: x + shadowOffset.width, y: y + shadowOffset.height),
                                          transform: toWindow, color: drawn(shadowColor)))
                }
                commands.append(.text(line, font: .init(font), origin: CGPoint(x: x, y: y), transform: toWindow, color: drawn(color)))
                y += pitch
                continue
            }
            runs.paint(line, from: layout.lineStarts[index], x: x, top: y, lineHeight: layout.lineHeight, transform: toWindow,
                       override: highlight, drawn: drawn, into: &commands)
            y += pitch
        }
    }
}
