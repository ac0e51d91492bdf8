/// Pull to refresh, as UIKit's `UIRefreshControl`: set as a scroll view's (or a table
/// controller's) `refreshControl`, it shows above the content as the content is pulled down past its
/// top; pulled far enough it begins refreshing and sends `.valueChanged`, and the content rests below
/// it until `endRefreshing()`. The spinner is drawn still (its spokes do not turn), so hosts settle.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The height the control takes above the content while refreshing.
    static let height: CGFloat = 60
    /// How far past its top the content is pulled before refreshing begins.
    static let triggerDistance: CGFloat = 120

    public private(set) var isRefreshing = false
    /// Shown under the spinner, centred, as it is pulled into view (its own attributes win over
    /// the small secondary-label text it gets by default).
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
            setNeedsDisplayTree()
        }
    }
    private let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 12)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.isHidden = true
        return label
    }()

    /// The scroll view this control belongs to.
    weak var scrollView: UIScrollView?
    /// The share of the spinner shown while pulling (0 hidden, 1 whole).
    var pullProgress: CGFloat = 0 {
        didSet {
            guard oldValue != pullProgress else { return }
            titleLabel.alpha = pullProgress
            setNeedsDisplayTree()
        }
    }
    /// Whether the control began refreshing during the drag that is still going on.
    var triggeredInThisDrag = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        addTitleLabel()
    }

    private func addTitleLabel() {
        titleLabel.alpha = pullProgress
        addSubview(titleLabel)
    }

    /// With a title, the spinner moves up and the title sits under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 8, y: bounds.midY + 8, width: Swift.max(0, bounds.width - 16), height: 18)
    }

    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 320, height: UIRefreshControl.height)) }

    /// A table view controller's `<refreshControl>`; its value-changed action is connected as any control's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = nil
        // Interface Builder writes `enabled="NO"` for the control it adds; pulling refreshes all the
        // same, as on iOS, since the scroll view's drag drives it, not the control's own touches.
        frame.size = CGSize(width: frame.width, height: UIRefreshControl.height)
        addTitleLabel()
    }

    /// Shows the control refreshing (content moved down to reveal it) without sending `.valueChanged`,
    /// as UIKit's does when code starts a refresh.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        pullProgress = 1
        scrollView?.refreshControlDidChangeState(animated: true)
    }

    /// Ends the refresh: the content moves back up over the control.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        triggeredInThisDrag = false
        scrollView?.refreshControlDidChangeState(animated: true)
    }

    /// The content was pulled `distance` points past its top during a drag.
    func contentPulled(_ distance: CGFloat, dragging: Bool) {
        if !isRefreshing { pullProgress = Swift.min(1, Swift.max(0, distance / UIRefreshControl.triggerDistance)) }
        guard dragging, !isRefreshing, distance >= UIRefreshControl.triggerDistance else { return }
        isRefreshing = true
        triggeredInThisDrag = true
        sendActions(for: .valueChanged)
    }

    @_spi(UIKitLayers) open override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let shown = Int((pullProgress * 8).rounded(.down))
        guard shown > 0 else { return }
        let center = CGPoint(x: presentationBounds.midX, y: presentationBounds.midY - (attributedTitle == nil ? 0 : 10))
        let color = (tintColor ?? .systemGray).rgba
        for spoke in 0..<shown {
            let angle = CGFloat(spoke) / 8 * 2 * .pi - .pi / 2
            let inner = CGPoint(x: center.x + cos(angle) * 5, y: center.y + sin(angle) * 5)
            let outer = CGPoint(x: center.x + cos(angle) * 11, y: center.y + sin(angle) * 11)
            let alpha = 1 - CGFloat(spoke) / 10
            let polygons = StrokeGeometry.outline(of: [[inner, outer]], width: 2.5, cap: .round)
            commands.append(.fillPath(polygons: polygons, transform: toWindow, color: .init(color.multipliedAlpha(alpha)), evenOdd: false))
        }
    }
}
