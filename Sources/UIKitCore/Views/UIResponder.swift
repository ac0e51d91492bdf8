/// The base of everything that handles events, as UIKit's `UIResponder`.
@preconcurrency @MainActor
open class UIResponder: NSObject, UIResponderStandardEditActions {
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

    // MARK: Edit actions (UIResponderStandardEditActions): no-ops until a subclass implements them

    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func pasteAndMatchStyle(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}
    open func toggleBoldface(_ sender: Any?) {}
    open func toggleItalics(_ sender: Any?) {}
    open func toggleUnderline(_ sender: Any?) {}
    open func increaseSize(_ sender: Any?) {}
    open func decreaseSize(_ sender: Any?) {}

    /// Whether this responder performs `action` now (the edit menu shows the actions a responder
    /// can perform). UIKit answers whether the class implements the method; without the
    /// Objective-C runtime the lab cannot tell an override of `copy(_:)` from UIResponder's own,
    /// so it answers for the methods listed in the module's `InterfaceBuilderClasses` table, and
    /// a responder that offers the standard edit actions overrides this, as UIKit's guides do.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        InterfaceBuilderClassTables.current.responds(self, to: action.description)
    }

    /// The responder that takes `action`: this one if it can perform it now, else the first up
    /// the chain that can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

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
    /// A view shown above the keyboard while this responder edits (a bar of buttons); nil by default.
    open var inputAccessoryView: UIView? { nil }

    /// The keyboard look this responder asks for while it is first (text fields and text views
    /// answer their `keyboardAppearance`).
    @_spi(UIKitLayers) open var keyboardAppearanceWhileFirst: UIKeyboardAppearance { .default }

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
