/// A view that turns touches into control events (touchDown, touchUpInside …) and sends them to
/// registered target-actions, as UIKit's `UIControl`.
@preconcurrency @MainActor
open class UIControl: UIView {
    @_spi(UIKitLayers) open override var isAccessibilityElementByDefault: Bool { true }

    /// Where the content sits across the bounds; centred by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// Where the content sits up and down the bounds; centred by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
    /// The horizontal alignment with leading and trailing resolved for the (left-to-right) layout.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }
    @_spi(UIKitLayers) open override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits = UIAccessibilityTraits.none
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let archive = coder as? InterfaceBuilderCoder { decodeControlProperties(from: archive) }
    }

    /// How far outside its bounds a dragged touch still counts as inside, as UIKit's controls allow.
    static let touchSlop: CGFloat = 70

    /// Whether a touch down shows the control's menu instead of sending its actions (iOS 14).
    open var showsMenuAsPrimaryAction = false
    /// Whether a long press shows the control's menu (iOS 14); a button turns it on with its menu.
    open var isContextMenuInteractionEnabled = false { didSet { contextMenuInteractionEnabledDidChange() } }
    /// The control's context menu interaction, once made (UIControl+Menus.swift).
    var menuInteraction: UIContextMenuInteraction?
    /// Set while a touch that opened the menu goes on: it sends no more events.
    var touchOpenedMenu = false

    /// The menu this control shows, as its own context menu interaction's delegate: a button's
    /// `menu`; override to give a custom control one (UIControl+Menus.swift shows it).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        menuForInteraction.map { menu in UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu } }
    }

    /// The menu a button holds; nil for other controls.
    var menuForInteraction: UIMenu? { nil }
    /// Whether choosing an action of the menu makes it the one that is on: a pop-up button's.
    var menuChoosesSelection: Bool { false }
    /// An action of the control's menu was chosen, before its handler runs.
    func menuActionChosen(_ action: UIAction) {}

    /// Runs the control's primary action as a tap would, or opens its menu when that is its
    /// primary action (iOS 17.4).
    open func performPrimaryAction() {
        if showsMenuAsPrimaryAction, openMenu(at: CGPoint(x: bounds.midX, y: bounds.midY)) { return }
        if triggersPrimaryActionOnTouchUp { willSendPrimaryAction() }
        send(triggersPrimaryActionOnTouchUp ? [.touchUpInside, .primaryActionTriggered] : .primaryActionTriggered, event: nil)
    }

    open var isEnabled = true { didSet { if oldValue != isEnabled { controlStateDidChange() } } }
    open var isSelected = false { didSet { if oldValue != isSelected { controlStateDidChange() } } }
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { controlStateDidChange() } } }
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// What runs on which events; `menuAction` is the `UIAction` a closure registration runs, to
    /// remove it by identity or identifier.
    private var registrations: [(events: Event, action: TargetAction<UIControl>, menuAction: UIAction?)] = []

    /// Registers an action made elsewhere (an Interface Builder connection, a segue's trigger).
    func register(_ action: TargetAction<UIControl>, for controlEvents: Event) {
        registrations.append((controlEvents, action, nil))
    }

    /// `button.addTarget(self, action: ViewController.tapped(_:), for: .touchUpInside)`.
    open func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> (Sender) -> Void, for controlEvents: Event) {
        registrations.append((controlEvents, .method(target, action), nil))
    }

    /// An action method that takes no argument.
    open func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void, for controlEvents: Event) {
        registrations.append((controlEvents, .method(target, action), nil))
    }

    /// An action method that takes the sender and the event.
    open func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> (Sender, UIEvent) -> Void, for controlEvents: Event) {
        registrations.append((controlEvents, .method(target, action), nil))
    }

    /// A closure form (UIKit's `addAction(_:for:)` with a `UIAction`).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.append((controlEvents, .closure { sender in action.run(sentBy: sender as AnyObject?) }, action))
    }

    /// Stops `action` running on `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        registrations.removeAll { $0.menuAction === action && !$0.events.intersection(controlEvents).isEmpty }
    }

    /// Stops the action with `actionIdentifier` running on `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        registrations.removeAll { $0.menuAction?.identifier == actionIdentifier && !$0.events.intersection(controlEvents).isEmpty }
    }

    /// Removes the actions of `target` for `controlEvents` (every target's when nil).
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        registrations.removeAll { registration in
            guard !registration.events.intersection(controlEvents).isEmpty else { return false }
            guard let target else { return !registration.action.isClosure }
            return registration.action.identity == ObjectIdentifier(target)
        }
    }

    open var allControlEvents: Event { registrations.reduce([]) { $0.union($1.events) } }

    open func sendActions(for controlEvents: Event) { send(controlEvents, event: nil) }

    /// Whether a touch up inside is this control's primary action: a button's. A value control's
    /// primary action is its value changing (`sendValueChanged()`), a text field's the Return key.
    var triggersPrimaryActionOnTouchUp: Bool { false }

    /// The user changed the value: `.valueChanged`, which is a value control's primary action
    /// (the action of `UISwitch(frame:primaryAction:)` and its kin runs then).
    package func sendValueChanged() { sendActions(for: [.valueChanged, .primaryActionTriggered]) }

    func send(_ controlEvents: Event, event: UIEvent?) {
        for registration in registrations where !registration.events.intersection(controlEvents).isEmpty {
            registration.action.send(from: self, event: event)
        }
    }

    /// A segue from a control runs on its touch up inside, as a button's action does.
    @_spi(UIKitLayers) open override func attachSegueTrigger(_ trigger: @escaping (Any?) -> Void) -> Bool {
        register(.closure { trigger($0) }, for: .touchUpInside)
        return true
    }

    // MARK: Tracking

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        touchOpenedMenu = false
        if showsMenuAsPrimaryAction, openMenuAsPrimaryAction(with: touch, event: event) { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        send(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        // The touch that opened a menu slides over its rows.
        if touchOpenedMenu {
            window?.openMenu?.slide(to: touch.location(in: nil))
            return
        }
        let inside = bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(touch.location(in: self))
        if isTracking { isTracking = continueTracking(touch, with: event) }
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside != wasInside { send(inside ? .touchDragEnter : .touchDragExit, event: event) }
        send(inside ? .touchDragInside : .touchDragOutside, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        // Lifted over a row of the menu it opened, the touch chooses that row.
        if touchOpenedMenu {
            window?.openMenu?.liftSlide(at: touch.location(in: nil))
            return
        }
        let inside = bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(touch.location(in: self))
        isHighlighted = false
        isTracking = false
        endTracking(touch, with: event)
        if inside {
            if triggersPrimaryActionOnTouchUp { willSendPrimaryAction() }
            send(triggersPrimaryActionOnTouchUp ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside, event: event)
        } else {
            send(.touchUpOutside, event: event)
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard !touchOpenedMenu else { return }
        isHighlighted = false
        isTracking = false
        isTouchInside = false
        cancelTracking(with: event)
        send(.touchCancel, event: event)
    }

    /// Redraws for a new state; buttons restyle here.
    @_spi(UIKitLayers) open func controlStateDidChange() { setNeedsDisplayTree() }

    /// Called when a tap ends inside, before its actions are sent (a toggle button changes selection here).
    func willSendPrimaryAction() {}
}
