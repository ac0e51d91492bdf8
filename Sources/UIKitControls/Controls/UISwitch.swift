@_spi(UIKitLayers) import UIKitCore
/// An on/off switch, as UIKit's `UISwitch`: 51 × 31 points, a white thumb that slides to the
/// green side when on; a tap toggles it (animated) and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    @_spi(UIKitLayers) open override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }
    /// VoiceOver reads a switch's value as 1 (on) or 0 (off).
    @_spi(UIKitLayers) open override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }

    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its gap to the edge.
    static let thumbDiameter: CGFloat = 27
    static let toggleDuration: TimeInterval = 0.25

    open var isOn: Bool {
        get { storedOn }
        set { setOn(newValue, animated: false) }
    }
    private var storedOn = false

    open var onTintColor: UIColor? { didSet { refresh() } }
    open var thumbTintColor: UIColor? { didSet { refresh() } }

    private let thumb = UIView()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        setUp()
    }

    private func setUp() {
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = UISwitch.thumbDiameter / 2
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(thumb)
        layer.cornerRadius = UISwitch.size.height / 2
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.setOn(!self.isOn, animated: true)
            self.sendValueChanged()
        }, for: .touchUpInside)
        refresh()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = UISwitch.size
        setUp()
        let archive = coder as! InterfaceBuilderCoder
        if let on = archive.element.bool("on") { isOn = on }
        if let tint = archive.color("onTintColor") { onTintColor = tint }
        if let tint = archive.color("thumbTintColor") { thumbTintColor = tint }
    }

    open override var intrinsicContentSize: CGSize { UISwitch.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedOn else { return }
        storedOn = on
        if animated {
            UIView.animate(withDuration: UISwitch.toggleDuration) { self.refresh() }
        } else {
            refresh()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeThumb()
    }

    private func placeThumb() {
        let inset = (bounds.height - UISwitch.thumbDiameter) / 2
        let x = storedOn ? bounds.width - inset - UISwitch.thumbDiameter : inset
        thumb.frame = CGRect(x: x, y: inset, width: UISwitch.thumbDiameter, height: UISwitch.thumbDiameter)
    }

    private func refresh() {
        backgroundColor = storedOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
        placeThumb()
    }

    @_spi(UIKitLayers) open override func controlStateDidChange() {
        super.controlStateDidChange()
        alpha = isEnabled ? 1 : 0.5
    }
}
