/// A spinning wheel of spokes, as UIKit's `UIActivityIndicatorView`: 20 points across (`.medium`)
/// or 37 (`.large`), whatever frame it is given; hidden while stopped unless `hidesWhenStopped` is
/// false. While it runs the solid spoke steps round the wheel on the frame clock, its trail fading
/// behind it; a host waiting for the app to settle does not wait for it, as XCUITest does not.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(iOS, deprecated: 13.0, renamed: "large")
        case whiteLarge = 0
        @available(iOS, deprecated: 13.0, renamed: "medium")
        case white = 1
        @available(iOS, deprecated: 13.0, renamed: "medium")
        case gray = 2
    }

    private static let spokeCount = 8
    /// Steps of the solid spoke a second: once round the wheel in a second (the lab's pace; UIKit
    /// does not document its own).
    private static let stepsPerSecond: Double = 8

    open var style: Style = .medium {
        didSet { restyle() }
    }

    /// The spokes' colour; setting it overrides the style's (gray, or white for the retired white styles).
    open var color: UIColor! {
        get { storedColor ?? styleColor }
        set {
            storedColor = newValue
            restyle()
        }
    }
    private var storedColor: UIColor?

    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    open private(set) var isAnimating = false

    private var spokes: [UIView] = []
    /// The spoke drawn solid now; the trail fades behind it.
    private var leadingSpoke = 0
    private var spin: FrameCallback?

    public init(style: Style) {
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        self.style = style
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let archive = coder as? InterfaceBuilderCoder {
            switch archive.element["style"] {
            case "large"?, "whiteLarge"?: style = .large
            default: style = .medium
            }
            if let color = archive.color("color") { storedColor = color }
            if let hides = archive.element.bool("hidesWhenStopped") { hidesWhenStopped = hides }
            setUp()
            if archive.element.bool("animating") == true { startAnimating() }
        } else {
            setUp()
        }
    }

    public convenience init() { self.init(style: .medium) }

    private func setUp() {
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
        for _ in 0..<Self.spokeCount {
            let spoke = UIView()
            spoke.isUserInteractionEnabled = false
            addSubview(spoke)
            spokes.append(spoke)
        }
        restyle()
    }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let start = environment.animationEngine.now
        let spin = FrameCallback(purpose: "an activity indicator is turning", keepsHostBusy: false) { [weak self] time in
            guard let self else { return false }
            self.showLeadingSpoke(Int(((time - start) * Self.stepsPerSecond).rounded(.down)) % Self.spokeCount)
            return true
        }
        self.spin = spin
        environment.addFrameCallback(spin)
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spin?.invalidate()
        spin = nil
        showLeadingSpoke(0)
        if hidesWhenStopped { isHidden = true }
    }

    private func showLeadingSpoke(_ index: Int) {
        guard index != leadingSpoke else { return }
        leadingSpoke = index
        restyle()
    }

    open override var intrinsicContentSize: CGSize { Self.size(of: style) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

    private static func size(of style: Style) -> CGSize {
        switch style {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        default: CGSize(width: 20, height: 20)
        }
    }

    private var styleColor: UIColor {
        switch style {
        case .white, .whiteLarge: .white
        default: .systemGray
        }
    }

    private func restyle() {
        for (index, spoke) in spokes.enumerated() {
            // The leading spoke is solid; those behind it (anticlockwise) fade, as the wheel's trail.
            let behind = (leadingSpoke - index + Self.spokeCount) % Self.spokeCount
            spoke.backgroundColor = color.withAlphaComponent(1 - CGFloat(behind) / CGFloat(Self.spokeCount) * 0.85)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = Self.size(of: style).width
        let length = side * 0.28, width = side * 0.09
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for (index, spoke) in spokes.enumerated() {
            spoke.transform = .identity
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.layer.cornerRadius = width / 2
            let angle = CGFloat(index) / CGFloat(Self.spokeCount) * 2 * .pi
            let radius = side / 2 - length / 2
            spoke.center = CGPoint(x: center.x + sin(angle) * radius, y: center.y - cos(angle) * radius)
            spoke.transform = CGAffineTransform(rotationAngle: angle)
        }
    }
}
