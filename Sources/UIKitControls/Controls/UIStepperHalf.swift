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
    /// The app's glyph for the present state, drawn in place of the minus or plus.
    var customGlyph: UIImage? { didSet { if oldValue !== customGlyph { restyle() } } }
    /// Whether the glyph is the normal state's standing in for a disabled one, so fades.
    var fadesCustomGlyph = false { didSet { if oldValue != fadesCustomGlyph { restyle() } } }
    /// The app's background for the present state, stretched to the half.
    var backgroundImage: UIImage? { didSet { if oldValue !== backgroundImage { restyle() } } }
    private let backgroundView = UIImageView()
    private let glyphView = UIImageView()

    /// The state the stepper's images are chosen by.
    var state: UIControl.State { isStepEnabled ? (isPressed ? .highlighted : .normal) : .disabled }

    init(direction: Int) {
        self.direction = direction
        super.init(frame: .zero)
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        glyphView.isUserInteractionEnabled = false
        glyphView.contentMode = .center
        addSubview(glyphView)
        for bar in [horizontalBar, verticalBar] {
            bar.isUserInteractionEnabled = false
            bar.layer.cornerRadius = UIStepper.glyphThickness / 2
            addSubview(bar)
        }
        restyle()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let length = UIStepper.glyphLength, thickness = UIStepper.glyphThickness
        horizontalBar.frame = CGRect(x: bounds.midX - length / 2, y: bounds.midY - thickness / 2, width: length, height: thickness)
        verticalBar.frame = CGRect(x: bounds.midX - thickness / 2, y: bounds.midY - length / 2, width: thickness, height: length)
        backgroundView.frame = bounds
        glyphView.frame = bounds
    }

    private func restyle() {
        let glyph: UIColor = isStepEnabled ? .label : .tertiaryLabel
        horizontalBar.backgroundColor = glyph
        verticalBar.backgroundColor = glyph
        horizontalBar.isHidden = customGlyph != nil
        verticalBar.isHidden = customGlyph != nil || direction < 0
        // An app's glyph is a template in the tint colour unless it asks for its own colours.
        glyphView.image = customGlyph.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
        glyphView.alpha = fadesCustomGlyph ? UIStepperHalf.fadedAlpha : 1
        backgroundView.image = backgroundImage
        backgroundColor = isPressed && backgroundImage == nil ? .tertiarySystemFill : .clear
    }

    /// The opacity of a normal glyph shown for a half that cannot step.
    static let fadedAlpha: CGFloat = 0.35
}
