/// The view a popover presentation moves: a rounded card holding the presented controller's view,
/// with an arrow pointing at the source, and a soft shadow. Adapted to full screen it is a plain
/// holder of the content.
@preconcurrency @MainActor
final class PopoverView: UIView {
    /// UIKit's look: a 13-point arrow, 13-point corners.
    static let arrowHeight: CGFloat = 13
    static let cornerRadius: CGFloat = 13

    private let arrow = UIView()
    private let card = UIView()
    /// Inside the card, cutting the content to its corners: a layer that clips hides its own
    /// shadow, as Core Animation's does, so the shadow stays on the card.
    private let cardClip = UIView()

    var content: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            guard let content else { return }
            cardClip.addSubview(content)
            layoutContent()
        }
    }

    /// Where the arrow points from, and its tip's position along that side (in this view's bounds).
    var arrowDirection: UIPopoverArrowDirection = .unknown { didSet { setNeedsLayout() } }
    var arrowOffset: CGFloat = 0 { didSet { setNeedsLayout() } }
    var isAdaptedToFullScreen = false {
        didSet {
            // Filling the screen, the popover is the window's main content again.
            interfaceLevelOverride = isAdaptedToFullScreen ? .base : .elevated
            applyLook()
            setNeedsLayout()
        }
    }

    var fillColor: UIColor? {
        didSet { applyLook() }
    }

    init() {
        super.init(frame: .zero)
        // A popover is raised content: its dark backgrounds are the elevated ones.
        interfaceLevelOverride = .elevated
        arrow.isUserInteractionEnabled = false
        // The arrow above the card, so the card's shadow does not fall on it.
        addSubview(card)
        card.addSubview(cardClip)
        addSubview(arrow)
        applyLook()
    }

    required init?(coder: NSCoder) { return nil }

    private func applyLook() {
        let color = fillColor ?? .systemBackground
        card.backgroundColor = isAdaptedToFullScreen ? nil : color
        arrow.backgroundColor = color
        arrow.isHidden = isAdaptedToFullScreen
        card.layer.cornerRadius = isAdaptedToFullScreen ? 0 : PopoverView.cornerRadius
        cardClip.layer.cornerRadius = card.layer.cornerRadius
        cardClip.clipsToBounds = !isAdaptedToFullScreen
        card.layer.shadowOpacity = isAdaptedToFullScreen ? 0 : 0.15
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = .zero
    }

    override func boundsSizeDidChange() { layoutContent() }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    /// The card fills the bounds less the arrow's side; the arrow is a square turned 45° whose
    /// outer half shows beyond the card.
    private func layoutContent() {
        var cardFrame = bounds
        let h = isAdaptedToFullScreen ? 0 : PopoverView.arrowHeight
        switch arrowDirection {
        case .up: cardFrame = CGRect(x: 0, y: h, width: bounds.width, height: bounds.height - h)
        case .down: cardFrame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - h)
        case .left: cardFrame = CGRect(x: h, y: 0, width: bounds.width - h, height: bounds.height)
        case .right: cardFrame = CGRect(x: 0, y: 0, width: bounds.width - h, height: bounds.height)
        default: break
        }
        card.frame = CGRect(x: cardFrame.minX, y: cardFrame.minY, width: Swift.max(0, cardFrame.width), height: Swift.max(0, cardFrame.height))
        cardClip.frame = card.bounds
        content?.frame = cardClip.bounds
        let side = h * 2.0.squareRoot()
        let tip: CGPoint
        switch arrowDirection {
        case .up: tip = CGPoint(x: arrowOffset, y: h)
        case .down: tip = CGPoint(x: arrowOffset, y: bounds.height - h)
        case .left: tip = CGPoint(x: h, y: arrowOffset)
        case .right: tip = CGPoint(x: bounds.width - h, y: arrowOffset)
        default: tip = .zero
        }
        arrow.transform = .identity
        arrow.frame = CGRect(x: tip.x - side / 2, y: tip.y - side / 2, width: side, height: side)
        arrow.transform = CGAffineTransform(rotationAngle: .pi / 4)
        arrow.isHidden = isAdaptedToFullScreen || arrowDirection == .unknown
    }
}
