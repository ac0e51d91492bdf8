import Foundation

/// One host's software keyboard: it rises when a text field or text view starts editing and falls when editing
/// ends, over 0.25 s, posting UIKit's keyboard notifications with its frames on screen, moving the
/// keyboard layout guides with it, and drawn in a window of its own above the app's. Ctrl+K in the
/// window turns it off and on, as the Simulator's Cmd+K (a hardware keyboard then types alone). A
/// responder's `inputView` (a custom keyboard) takes the keyboard's place, at its own height, and
/// shows with the system keyboard off too: it is the app's own input. A responder's
/// `inputAccessoryView` sits on top of the keys (or of the input view), the keyboard's frame
/// taking it in; with the system keyboard off it stays up alone, as with a hardware keyboard.
@MainActor
package final class SoftwareKeyboard: EnvironmentState {
    package static let animationDuration: TimeInterval = 0.25
    /// UIKit's private keyboard curve, as the notifications carry it.
    static let curveRawValue = 7

    private unowned let environment: HostEnvironment
    package private(set) var window: KeyboardWindow?
    private(set) var isShown = false
    /// The first responder's input view, shown in the keyboard's place; nil for the system keyboard.
    private var customKeyboard: UIView?
    /// The first responder's accessory view, shown above the keys.
    private var accessory: UIView?
    /// The look the editing responder asks for.
    private var appearance: UIKeyboardAppearance = .default
    /// Off: a hardware keyboard types and the software one stays down (Ctrl+K).
    var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if isShown, customKeyboard == nil, accessory != nil {
                // The accessory stays up: the keys go from under it, or come back.
                return move(from: frame(up: true, keys: oldValue), to: frame(up: true), will: UIResponder.keyboardWillShowNotification,
                            did: UIResponder.keyboardDidShowNotification)
            }
            if !isEnabled && customKeyboard == nil { hide() } else if environment.firstResponder is UIKeyInput { show() }
        }
    }
    private var guides: [WeakKeyboardGuide] = []
    /// Work that runs at the end of the frame in which the keyboard starts to move, for as long as
    /// its owner lives (an alert staying clear of it).
    private var movers: [(owner: Weak, action: () -> Void)] = []

    final class Weak {
        weak var value: AnyObject?
        init(_ value: AnyObject) { self.value = value }
    }

    package func afterEachMove(by owner: AnyObject, _ action: @escaping () -> Void) {
        movers.removeAll { $0.owner.value == nil || $0.owner.value === owner }
        movers.append((Weak(owner), action))
    }

    package init(environment: HostEnvironment) { self.environment = environment }

    /// The keyboard's frame on the screen while it shows, else nil.
    package var shownFrame: CGRect? { isShown ? frame(up: true) : nil }

    /// Whether keys (the system's, or an input view) show under the accessory.
    private var showsKeys: Bool { isEnabled || customKeyboard != nil }

    /// The keyboard's frame on screen when up (`up`), or just below the screen: the accessory view
    /// on top of the keys (`keys`), or alone above the home indicator's strip.
    func frame(up: Bool, keys: Bool? = nil) -> CGRect {
        let screen = environment.screen
        let bounds = screen.bounds
        var height = accessory.map { KeyboardWindow.height(of: $0, width: bounds.width) } ?? 0
        if keys ?? showsKeys {
            height += customKeyboard.map { customHeight($0) } ?? screen.device.keyboardHeight(in: screen.orientation)
        } else {
            height += screen.device.safeAreaInsets(in: screen.orientation).bottom
        }
        return CGRect(x: 0, y: up ? bounds.height - height : bounds.height, width: bounds.width, height: height)
    }

    /// A text field or text view began or ended editing. One that ends as another begins (focus
    /// moving between fields) leaves the keyboard up: it falls only if nothing edits at the end of the frame.
    package func editingDidChange(in responder: UIResponder, isEditing: Bool) {
        if isEditing {
            if isShown { reload(for: responder) } else {
                appearance = responder.keyboardAppearanceWhileFirst
                window?.keyboardAppearance = appearance
                customKeyboard = responder.inputView
                accessory = responder.inputAccessoryView
                show()
            }
        } else {
            environment.runAfterFrame { [weak self] in
                guard let self, !(self.environment.firstResponder is UIKeyInput) else { return }
                self.hide()
            }
        }
    }

    func track(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakKeyboardGuide(guide: guide))
        if isShown { guide.follow(keyboardFrame: frame(up: true)) }
    }

    /// The first responder's input view or keyboard look changed (another field, or
    /// `reloadInputViews()`): the look changes in place; a new input view moves in, posting the
    /// show notifications with its frame.
    func reload(for responder: UIResponder) {
        appearance = responder.keyboardAppearanceWhileFirst
        window?.keyboardAppearance = appearance
        guard isShown, responder.inputView !== customKeyboard || responder.inputAccessoryView !== accessory else { return }
        let previous = frame(up: true)
        customKeyboard = responder.inputView
        accessory = responder.inputAccessoryView
        guard showsKeys || accessory != nil else { hide(from: previous); return }
        move(from: previous, to: frame(up: true), will: UIResponder.keyboardWillShowNotification,
             did: UIResponder.keyboardDidShowNotification)
    }

    /// An input view's height: its frame's, or what Auto Layout fits it to across the screen; the
    /// home indicator's strip below it is the keyboard's too, as on iOS.
    private func customHeight(_ view: UIView) -> CGFloat {
        let screen = environment.screen
        return KeyboardWindow.height(of: view, width: screen.bounds.width) + screen.device.safeAreaInsets(in: screen.orientation).bottom
    }

    private func hide(from frame: CGRect) {
        isShown = false
        move(from: frame, to: CGRect(x: frame.minX, y: environment.screen.bounds.height, width: frame.width, height: frame.height),
             will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification)
    }

    func show() {
        guard showsKeys || accessory != nil, !isShown else { return }
        isShown = true
        move(from: frame(up: false), to: frame(up: true), will: UIResponder.keyboardWillShowNotification,
             did: UIResponder.keyboardDidShowNotification)
    }

    func hide() {
        guard isShown else { return }
        isShown = false
        move(from: frame(up: true), to: frame(up: false), will: UIResponder.keyboardWillHideNotification,
             did: UIResponder.keyboardDidHideNotification)
    }

    /// The device turned (or the screen resized) with the keyboard up: it goes to its place on the
    /// new screen, at the orientation's height, posting the show notifications with the new frame,
    /// as iOS does after a rotation, so what avoids the keyboard lays out again.
    func screenDidChange(previousFrame: CGRect) {
        guard isShown else { return }
        move(from: previousFrame, to: frame(up: true), will: UIResponder.keyboardWillShowNotification,
             did: UIResponder.keyboardDidShowNotification)
    }

    private func move(from begin: CGRect, to end: CGRect, will: NSNotification.Name, did: NSNotification.Name) {
        environment.run {
            let window = self.window ?? makeWindow()
            window.customKeyboard = customKeyboard
            window.accessoryView = accessory
            window.showsKeys = showsKeys
            window.keyboardAppearance = appearance
            window.frame = begin
            window.isHidden = false
            let info: [AnyHashable: Any] = [
                UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: SoftwareKeyboard.animationDuration),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: SoftwareKeyboard.curveRawValue),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            ]
            environment.trace("keyboard: \(will.rawValue) \(end)")
            let center = NotificationCenter.default
            center.post(name: will, object: nil, userInfo: info)
            center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
            movers.removeAll { $0.owner.value == nil }
            for mover in movers { environment.runAfterFrame(mover.action) }
            let shown = end.minY < environment.screen.bounds.height
            UIView.animate(withDuration: SoftwareKeyboard.animationDuration, delay: 0, options: [.curveEaseOut]) {
                window.frame = end
                for guide in self.guides.compactMap(\.guide) { guide.follow(keyboardFrame: shown ? end : nil) }
                // What avoids the keyboard (an alert, the guides) lays out again inside the animation.
                for appWindow in self.environment.windows where appWindow !== window && !appWindow.isHidden {
                    for view in appWindow.subviews { view.setNeedsLayout() }
                    appWindow.layoutIfNeeded()
                }
            } completion: { _ in
                if !shown && !self.isShown { window.isHidden = true }
                center.post(name: did, object: nil, userInfo: info)
                center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            }
        }
    }

    private func makeWindow() -> KeyboardWindow {
        let window = KeyboardWindow(frame: frame(up: false))
        window.windowLevel = UIWindow.Level(10_000_000)
        self.window = window
        return window
    }
}

private struct WeakKeyboardGuide {
    weak var guide: UIKeyboardLayoutGuide?
}

extension UIView {
    /// The top of the software keyboard in this view's coordinates while it is up, else nil.
    package var softwareKeyboardTop: CGFloat? {
        let keyboard = environment[SoftwareKeyboard.self]
        guard keyboard.isShown, let window else { return nil }
        let top = keyboard.frame(up: true).minY - window.frame.minY
        return convert(CGPoint(x: 0, y: top), from: window).y
    }
}

extension HostEnvironment {
    package var isSoftwareKeyboardShown: Bool { self[SoftwareKeyboard.self].isShown }

    /// Ctrl+K: the software keyboard off (a hardware keyboard types) or on again.
    package func toggleSoftwareKeyboard() { self[SoftwareKeyboard.self].isEnabled.toggle() }
}
