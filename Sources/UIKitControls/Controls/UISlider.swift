@_spi(UIKitLayers) import UIKitCore
/// A continuous value picked by dragging a thumb along a track, as UIKit's `UISlider`: a 4-point
/// track, tinted up to the thumb, and a 28-point white thumb. Dragging the thumb sends
/// `.valueChanged` as it moves (or once, at the end, when not `isContinuous`).
@preconcurrency @MainActor
open class UISlider: UIControl {
    @_spi(UIKitLayers) open override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.adjustable) }
    /// VoiceOver reads a slider as a percentage of its range.
    @_spi(UIKitLayers) open override var defaultAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        return "\(Int(((range > 0 ? (value - minimumValue) / range : 0) * 100).rounded()))%"
    }

    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4

    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    open var minimumValue: Float = 0 { didSet { setValue(storedValue, animated: false) } }
    open var maximumValue: Float = 1 { didSet { setValue(storedValue, animated: false) } }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { refresh() } }
    open var maximumTrackTintColor: UIColor? { didSet { refresh() } }
    open var thumbTintColor: UIColor? { didSet { refresh() } }

    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()
    /// Where on the thumb the finger took it, so the thumb does not jump under the finger.
    private var grabOffset: CGFloat = 0
    private var isDraggingThumb = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        for view in [maximumTrack, minimumTrack, thumb] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        minimumTrack.layer.cornerRadius = UISlider.trackHeight / 2
        maximumTrack.layer.cornerRadius = UISlider.trackHeight / 2
        thumb.layer.cornerRadius = UISlider.thumbDiameter / 2
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        refresh()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        let archive = coder as! InterfaceBuilderCoder
        let element = archive.element
        if let minimum = element.double("minValue") { minimumValue = Float(minimum) }
        if let maximum = element.double("maxValue") { maximumValue = Float(maximum) }
        if let value = element.double("value") { self.value = Float(value) }
        if let continuous = element.bool("continuous") { isContinuous = continuous }
        if let color = archive.color("minimumTrackTintColor") { minimumTrackTintColor = color }
        if let color = archive.color("maximumTrackTintColor") { maximumTrackTintColor = color }
        if let color = archive.color("thumbTintColor") { thumbTintColor = color }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open func setValue(_ value: Float, animated: Bool) {
        let clamped = Swift.min(maximumValue, Swift.max(minimumValue, value.isFinite ? value : minimumValue))
        storedValue = clamped
        if animated { UIView.animate(withDuration: 0.2) { self.layoutTrack() } } else { setNeedsLayout() }
    }

    /// The share of the track the value covers.
    private var fraction: CGFloat {
        maximumValue > minimumValue ? CGFloat((storedValue - minimumValue) / (maximumValue - minimumValue)) : 0
    }

    private var travel: CGFloat { Swift.max(0, bounds.width - UISlider.thumbDiameter) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTrack()
    }

    private func layoutTrack() {
        let midY = bounds.midY
        let thumbX = travel * fraction
        thumb.frame = CGRect(x: thumbX, y: midY - UISlider.thumbDiameter / 2, width: UISlider.thumbDiameter, height: UISlider.thumbDiameter)
        let trackY = midY - UISlider.trackHeight / 2
        minimumTrack.frame = CGRect(x: 0, y: trackY, width: thumbX + UISlider.thumbDiameter / 2, height: UISlider.trackHeight)
        maximumTrack.frame = CGRect(x: 0, y: trackY, width: bounds.width, height: UISlider.trackHeight)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    private func refresh() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        let thumbFrame = thumb.frame.insetBy(dx: -10, dy: -10)
        isDraggingThumb = thumbFrame.contains(touch.location(in: self))
        grabOffset = x - thumb.frame.minX
        return isDraggingThumb
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard isDraggingThumb else { return false }
        let x = touch.location(in: self).x - grabOffset
        let share = travel > 0 ? Swift.min(1, Swift.max(0, x / travel)) : 0
        let newValue = minimumValue + Float(share) * (maximumValue - minimumValue)
        if newValue != storedValue {
            storedValue = newValue
            layoutTrack()
            if isContinuous { sendValueChanged() }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if isDraggingThumb && !isContinuous { sendValueChanged() }
        isDraggingThumb = false
    }
}
