/// The base of everything that handles events, as UIKit's `UIResponder`.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// Called on each object a storyboard or nib made, once every object of it is made and its
    /// outlets and actions are connected (UIKit declares it on NSObject; here the responders, which
    /// are what documents make, carry it). Overrides call super.
    open func awakeFromNib() {}

    /// The next responder up the chain: a view's view controller or superview, and so on.
    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// A shake began, ended or was cut short: the first responder hears it first, and by default
    /// passes it up the chain (Device ▸ Shake in the Simulator; `HeadlessHost.shake()`).
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    /// VoiceOver's escape (a two-finger Z): dismiss what this responder shows and answer true, or
    /// answer false to let the responder above try (`HeadlessHost.performAccessibilityEscape()`).
    open func accessibilityPerformEscape() -> Bool { false }

    /// Whether this responder takes keyboard input when asked; text fields do.
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { focusEnvironment.firstResponder === self }

    /// Takes the keyboard focus (typing in the window goes here), once the current first responder
    /// let it go. A view must be in a window.
    @discardableResult open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        if let view = self as? UIView, view.window == nil { return false }
        if let current = focusEnvironment.firstResponder, !current.resignFirstResponder() { return false }
        focusEnvironment.firstResponder = self
        firstResponderStatusDidChange()
        return true
    }

    @discardableResult open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        focusEnvironment.firstResponder = nil
        firstResponderStatusDidChange()
        return true
    }

    /// The view shown in the keyboard's place while this responder is first; nil for the system keyboard.
    open var inputView: UIView? { nil }

    /// Shows this responder's `inputView` anew, when it is first: for an input view changed while editing.
    open func reloadInputViews() {
        guard isFirstResponder else { return }
        focusEnvironment[SoftwareKeyboard.self].reload(for: self)
    }

    /// Became or stopped being the first responder (text fields begin and end editing here).
    @_spi(UIKitLayers) open func firstResponderStatusDidChange() {}

    /// The environment whose keyboard focus this responder takes: a view's host, else the running code's.
    private var focusEnvironment: HostEnvironment { (self as? UIView)?.environment ?? .current }
}
