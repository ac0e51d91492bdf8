@_spi(UIKitLayers) import UIKitCore
/// A value stepped up or down by a fixed amount, as UIKit's `UIStepper` (iOS 13 and later): a
/// 94 × 32-point rounded plate in the tertiary system fill, split by a divider into a minus and a
/// plus in the label colour. A touch on a half steps at once and, held, repeats; the half that
/// cannot step further (at an end, unless `wraps`) is dimmed and does nothing.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper is no element itself: VoiceOver and UI tests find its two buttons.
    @_spi(UIKitLayers) open override var isAccessibilityElementByDefault: Bool { false }

    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    static let dividerHeight: CGFloat = 18
    static let glyphLength: CGFloat = 13
    static let glyphThickness: CGFloat = 2
    /// How long a press is held before it repeats, and how often it repeats then.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    /// Clamped to `minimumValue...maximumValue`.
    open var value: Double {
        get { storedValue }
        set {
            storedValue = Swift.min(maximumValue, Swift.max(minimumValue, newValue.isFinite ? newValue : minimumValue))
            refresh()
        }
    }
    private var storedValue: Double = 0

    /// A minimum above `maximumValue` takes the maximum with it: the class keeps
    /// `minimumValue <= maximumValue` by setting both to the new value.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    /// A maximum below `minimumValue` takes the minimum with it.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// Must be greater than 0; UIKit raises otherwise.
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0 else {
                Diagnostics.raise("NSInvalidArgumentException", reason: "UIStepper's stepValue (\(stepValue)) must be greater than 0")
            }
        }
    }

    /// Sends `.valueChanged` at each step while pressed; when false, once as the press ends.
    open var isContinuous = true
    /// Holding a half keeps stepping.
    open var autorepeat = true
    /// Stepping past one end goes on from the other.
    open var wraps = false { didSet { refresh() } }

    let decrementHalf = UIStepperHalf(direction: -1)
    let incrementHalf = UIStepperHalf(direction: 1)
    /// A hairline in the separator colour, or the divider image set for the halves' states.
    let divider = UIImageView()
    /// The images set for each state (UIStepper+Images.swift), by the state's raw value.
    var incrementImages: [UInt: UIImage] = [:]
    var decrementImages: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var dividerImages: [UIStepperDividerStates: UIImage] = [:]
    /// The half under the finger while it is down, and whether the press has changed the value.
    private var pressedHalf: UIStepperHalf?
    private var valueChangedDuringPress = false
    private var repeater: FrameCallback?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
        setUp()
    }

    /// A `<stepper>`: its value, range, step and the three switches.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        guard let element = (coder as? InterfaceBuilderCoder)?.element else { return }
        // The range is set in the order that keeps minimum at or below maximum at every step.
        let minimum = element.double("minimumValue") ?? minimumValue
        let maximum = element.double("maximumValue") ?? maximumValue
        if minimum <= maximum {
            if minimum > maximumValue { maximumValue = maximum; minimumValue = minimum } else { minimumValue = minimum; maximumValue = maximum }
        }
        if let step = element.double("stepValue"), step > 0 { stepValue = step }
        if let value = element.double("value") { self.value = value }
        if let continuous = element.bool("continuous") { isContinuous = continuous }
        if let autorepeat = element.bool("autorepeat") { self.autorepeat = autorepeat }
        if let wraps = element.bool("wraps") { self.wraps = wraps }
    }

    private func setUp() {
        layer.cornerRadius = UIStepper.cornerRadius
        // The pressed half's plate follows the rounded corners.
        clipsToBounds = true
        backgroundColor = .tertiarySystemFill
        divider.backgroundColor = .separator
        for view in [decrementHalf, incrementHalf, divider] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        refresh()
    }

    open override var intrinsicContentSize: CGSize { UIStepper.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        // Right to left, the plus leads.
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let (leading, trailing) = rightToLeft ? (incrementHalf, decrementHalf) : (decrementHalf, incrementHalf)
        leading.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        trailing.frame = CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
        if let image = divider.image {
            // A divider image keeps its width and spans the full height, centred on the middle.
            divider.frame = CGRect(x: half - image.size.width / 2, y: 0, width: image.size.width, height: bounds.height)
        } else {
            let dividerHeight = Swift.min(UIStepper.dividerHeight, bounds.height)
            divider.frame = CGRect(x: half - 0.5, y: (bounds.height - dividerHeight) / 2, width: 1, height: dividerHeight)
        }
    }

    /// Whether a half can step: the value is short of its end, or the stepper wraps.
    private func canStep(_ half: UIStepperHalf) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half.direction > 0 ? storedValue < maximumValue : storedValue > minimumValue
    }

    func refresh() {
        for half in [decrementHalf, incrementHalf] {
            half.isStepEnabled = canStep(half)
            half.isPressed = half === pressedHalf && isTouchInside
        }
        applyImages()
    }

    @_spi(UIKitLayers) open override func controlStateDidChange() {
        super.controlStateDidChange()
        refresh()
    }

    /// One step of `half`, wrapping or held at the end as set; true when the value changed.
    @discardableResult
    private func step(_ half: UIStepperHalf) -> Bool {
        guard canStep(half) else { return false }
        var next = storedValue + Double(half.direction) * stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        let old = storedValue
        value = next
        guard storedValue != old else { return false }
        valueChangedDuringPress = true
        if isContinuous { sendValueChanged() }
        return true
    }

    // MARK: Images
    // Glyphs drawn as templates in the tint colour, a background behind each half in that half's
    // state, and a divider for the pair of states either side; a state without an image of its
    // own uses the normal state's.

    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        refresh()
    }

    /// The plus glyph until an image is set.
    open func incrementImage(for state: UIControl.State) -> UIImage? {
        UIStepper.image(for: state, in: incrementImages) ?? UIImage(systemName: "plus")
    }

    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        refresh()
    }

    /// The minus glyph until an image is set.
    open func decrementImage(for state: UIControl.State) -> UIImage? {
        UIStepper.image(for: state, in: decrementImages) ?? UIImage(systemName: "minus")
    }

    /// Stretched to each half's bounds in place of the tertiary fill plate.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        refresh()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        UIStepper.image(for: state, in: backgroundImages)
    }

    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        dividerImages[UIStepperDividerStates(left: leftState, right: rightState)] = image
        refresh()
        setNeedsLayout()
    }

    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        dividerImages[UIStepperDividerStates(left: leftState, right: rightState)]
            ?? dividerImages[UIStepperDividerStates(left: .normal, right: .normal)]
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        let half = incrementHalf.frame.minX <= x && x < incrementHalf.frame.maxX ? incrementHalf : decrementHalf
        guard canStep(half) else { return false }
        pressedHalf = half
        valueChangedDuringPress = false
        step(half)
        refresh()
        if autorepeat { startRepeating(half) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        refresh()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishPress()
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishPress()
    }

    private func finishPress() {
        repeater?.invalidate()
        repeater = nil
        pressedHalf = nil
        if valueChangedDuringPress && !isContinuous { sendValueChanged() }
        valueChangedDuringPress = false
        refresh()
    }

    /// Steps again after `repeatDelay`, then every `repeatInterval`, while the finger stays on the
    /// stepper and the half can step.
    private func startRepeating(_ half: UIStepperHalf) {
        let environment = self.environment
        let pressed = environment.animationEngine.now
        var nextStep = pressed + UIStepper.repeatDelay
        let repeater = FrameCallback(purpose: "a stepper is held down (it repeats until the touch ends)") { [weak self] time in
            guard let self, self.pressedHalf === half else { return false }
            while time >= nextStep {
                nextStep += UIStepper.repeatInterval
                if self.isTouchInside { self.step(half) }
            }
            self.refresh()
            return true
        }
        self.repeater = repeater
        environment.addFrameCallback(repeater)
    }
}
