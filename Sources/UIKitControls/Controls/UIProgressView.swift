import Foundation
@_spi(UIKitLayers) import UIKitCore

/// How far a task has gone, as UIKit's `UIProgressView`: a track filled from the leading edge by
/// `progress`, in the tint colour. The default style's track is a capsule in the system fill; the
/// bar style (a toolbar's) is square and clear. The bar fills the view's height.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default` = 0, bar }

    @_spi(UIKitLayers) open override var isAccessibilityElementByDefault: Bool { true }
    @_spi(UIKitLayers) open override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
    /// VoiceOver reads the progress as a percentage.
    @_spi(UIKitLayers) open override var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }

    /// The heights iOS gives each style when nothing else sets them.
    static let defaultHeight: CGFloat = 4
    static let barHeight: CGFloat = 2.5

    open var progressViewStyle: Style = .default { didSet { refresh(); invalidateIntrinsicContentSize() } }
    /// From 0 to 1; values outside are held at the nearer end.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0
    open var progressTintColor: UIColor? { didSet { refresh() } }
    open var trackTintColor: UIColor? { didSet { refresh() } }

    private let track = UIView()
    private let fill = UIView()

    public init(progressViewStyle style: Style) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: style == .bar ? UIProgressView.barHeight : UIProgressView.defaultHeight))
        progressViewStyle = style
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A `<progressView>`: its style, progress and tint colours.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        guard let archive = coder as? InterfaceBuilderCoder else { return }
        if archive.element["progressViewStyle"] == "bar" { progressViewStyle = .bar }
        if let progress = archive.element.double("progress") { self.progress = Float(progress) }
        if let color = archive.color("progressTintColor") { progressTintColor = color }
        if let color = archive.color("trackTintColor") { trackTintColor = color }
    }

    private func setUp() {
        for view in [track, fill] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        refresh()
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = Swift.min(1, Swift.max(0, progress.isFinite ? progress : 0))
        if animated { UIView.animate(withDuration: 0.25) { self.layOutBar() } } else { setNeedsLayout() }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? UIProgressView.barHeight : UIProgressView.defaultHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutBar()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    private func layOutBar() {
        track.frame = bounds
        let width = bounds.width * CGFloat(storedProgress)
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        fill.frame = CGRect(x: rightToLeft ? bounds.width - width : 0, y: 0, width: width, height: bounds.height)
        let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
        track.layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
    }

    private func refresh() {
        fill.backgroundColor = progressTintColor ?? tintColor
        track.backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
        setNeedsLayout()
    }
}
