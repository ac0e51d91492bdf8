/// Shows an image, placed by `contentMode`, as UIKit's `UIImageView`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    @_spi(UIKitLayers) open override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    open var image: UIImage? {
        didSet { if oldValue !== image { invalidateIntrinsicContentSize(); setNeedsDisplayTree() } }
    }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let archive = coder as! InterfaceBuilderCoder
        if !archive.archives("userInteractionEnabled") { isUserInteractionEnabled = false }
        image = archive.image("image")
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    @_spi(UIKitLayers) open override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        // A catalog image shows its variant for this view's traits (its dark one in dark mode).
        guard let image = image?.resolved(for: traitCollection), let rect = imageRect(for: image.size) else { return }
        commands += DisplayCommand.resizedImage(image.shown(tintedBy: tintColor), as: image, in: rect, transform: toWindow, alpha: 1)
    }

    /// An aspect-filled or positioned image can reach past the bounds, and a square image past
    /// rounded corners: `clipsToBounds` cuts both.
    @_spi(UIKitLayers) open override var contentMayOverflowBounds: Bool {
        guard let size = image?.size, let rect = imageRect(for: size) else { return false }
        return layer.cornerRadius > 0 || !presentationBounds.insetBy(dx: -0.001, dy: -0.001).contains(rect)
    }

    /// Where the content mode puts an image of `size` in the bounds; nil for an empty image.
    private func imageRect(for size: CGSize) -> CGRect? {
        let bounds = presentationBounds
        guard size.width > 0, size.height > 0 else { return nil }
        let rect: CGRect
        switch contentMode {
        case .scaleAspectFit, .scaleAspectFill:
            let fit = contentMode == .scaleAspectFit
            let scale = fit ? Swift.min(bounds.width / size.width, bounds.height / size.height)
                            : Swift.max(bounds.width / size.width, bounds.height / size.height)
            let drawn = CGSize(width: size.width * scale, height: size.height * scale)
            rect = CGRect(x: bounds.midX - drawn.width / 2, y: bounds.midY - drawn.height / 2,
                          width: drawn.width, height: drawn.height)
        case .scaleToFill, .redraw:
            rect = bounds
        default:
            // The positioned modes keep the image's size and pin it to an edge or corner.
            let x: CGFloat, y: CGFloat
            switch contentMode {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch contentMode {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            rect = CGRect(x: x, y: y, width: size.width, height: size.height)
        }
        return rect
    }
}
