@_spi(UIKitLayers) import UIKitCore
/// One half of a stepper: its glyph (a minus, or a plus), the plate shown while it is pressed, and
/// the button VoiceOver and UI tests find, named as UIKit names it.
@MainActor
final class UIStepperHalf: UIView {
    /// -1 steps down, 1 steps up.
    let direction: Int
    private let horizontalBar = UIView()
    private let verticalBar = UIView()

    override var isAccessibilityElementByDefault: Bool { true }
    override var defaultAccessibilityLabel: String? { direction > 0 ? "Increment" : "Decrement" }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isStepEnabled ? .button : [.button, .notEnabled] }

    var isStepEnabled = true { didSet { if oldValue != isStepEnabled { restyle() } } }
    var isPressed = false { didSet { if oldValue != isPressed { restyle() } } }

    init(direction: Int) {
        self.direction = direction
        super.init(frame: .zero)
        for bar in [horizontalBar, verticalBar] {
            bar.isUserInteractionEnabled = false
            bar.layer.cornerRadius = UIStepper.glyphThickness / 2
            addSubview(bar)
        }
        verticalBar.isHidden = direction < 0
        restyle()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let length = UIStepper.glyphLength, thickness = UIStepper.glyphThickness
        horizontalBar.frame = CGRect(x: bounds.midX - length / 2, y: bounds.midY - thickness / 2, width: length, height: thickness)
        verticalBar.frame = CGRect(x: bounds.midX - thickness / 2, y: bounds.midY - length / 2, width: thickness, height: length)
    }

    private func restyle() {
        let glyph: UIColor = isStepEnabled ? .label : .tertiaryLabel
        horizontalBar.backgroundColor = glyph
        verticalBar.backgroundColor = glyph
        backgroundColor = isPressed ? .tertiarySystemFill : .clear
    }
}
