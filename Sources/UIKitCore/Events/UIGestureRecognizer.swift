/// Recognizes a gesture from the touches of a view and its subviews, and sends its actions at the
/// moments of UIKit's state machine: possible → began → changed… → ended (continuous gestures) or
/// possible → ended (discrete ones), or → failed / cancelled.
///
/// Recognizers see a touch before the view it hit. Targets are held weakly (porting rule).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// The state; subclasses set it from their touch handlers, as with UIGestureRecognizerSubclass.
    open var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }
    private var storedState: State = .possible

    open weak var delegate: UIGestureRecognizerDelegate?
    open var isEnabled = true {
        didSet { if !isEnabled && (state == .began || state == .changed) { state = .cancelled } }
    }
    open var cancelsTouchesInView = true
    open var name: String?

    /// The view this recognizer is attached to (`addGestureRecognizer(_:)`); subclasses may override it.
    open var view: UIView? { attachedView }
    /// Set by the view that adds or removes this recognizer.
    weak var attachedView: UIView?

    private var actions: [TargetAction<UIGestureRecognizer>] = []

    /// Registers an action made elsewhere (an Interface Builder connection, a segue's trigger).
    func register(_ action: TargetAction<UIGestureRecognizer>) { actions.append(action) }
    private var failureRequirements: [WeakRecognizer] = []

    /// The touches being tracked (one per finger on the recognizer's view), while fingers are down,
    /// and the router of their window, which holds this recognizer's recognition while it waits for
    /// others to fail.
    var trackedTouches: [UITouch] = []
    var trackedTouch: UITouch? { trackedTouches.first }
    weak var router: TouchRouter?
    var lastEvent: UIEvent?

    /// The SDK's designated initialiser. A subclass's `init() { super.init(target: nil, action: nil) }`
    /// compiles as on iOS; a selector names a method that only the Objective-C runtime could find, so
    /// one passed here is not called (the lab says so once): pass the method itself (porting rule).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action {
            Diagnostics.warnOnce("gesture-selector", "UIGestureRecognizer(target:action:) was given the selector '\(action)': Linux has no Objective-C runtime to find a method by name, so it is not called. Pass the method itself, as in UITapGestureRecognizer(target: self, action: MyType.handleTap(_:)).")
        }
    }

    public convenience override init() { self.init(target: nil, action: nil) }

    /// `UITapGestureRecognizer(target: self, action: MyType.handleTap(recognizer:))`.
    public convenience init<T: AnyObject, Recognizer>(target: T, action: @escaping (T) -> (Recognizer) -> Void) {
        self.init(target: nil, action: nil)
        actions.append(.method(target, action))
    }

    /// An action method that takes no argument.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init(target: nil, action: nil)
        actions.append(.method(target, action))
    }

    /// A closure run on every action.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        actions.append(.closure(handler))
    }

    open func addTarget<T: AnyObject, Recognizer>(_ target: T, action: @escaping (T) -> (Recognizer) -> Void) {
        actions.append(.method(target, action))
    }

    open func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
        actions.append(.method(target, action))
    }

    /// Removes every action of `target` (UIKit's `removeTarget(_:action: nil)`).
    open func removeTarget(_ target: AnyObject?) {
        guard let target else { actions.removeAll { !$0.isClosure }; return }
        actions.removeAll { $0.identity == ObjectIdentifier(target) }
    }

    /// This recognizer recognizes only after `otherGestureRecognizer` has failed.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// Where the gesture is: the centroid of its touches, as UIKit computes it (the last touches'
    /// after the fingers lifted).
    open func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? lastTouches.compactMap(\.value) : trackedTouches
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                       y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }
    private var lastTouches: [WeakTouch] = []

    open var numberOfTouches: Int { trackedTouches.count }

    /// Where the touch at `touchIndex` (0 up to `numberOfTouches`) is. An index past the touches is
    /// an error in UIKit, which raises; here it says so and answers the gesture's location.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            Diagnostics.warn("-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(numberOfTouches)).")
            return location(in: view)
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    // Subclass hooks, as UIGestureRecognizerSubclass.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
    open func reset() {}

    // MARK: State machine

    private func transition(to newState: State) {
        let old = storedState
        guard isLegal(from: old, to: newState) else {
            Diagnostics.warn("\(type(of: self)): ignored an illegal state change from \(old) to \(newState).")
            return
        }
        if old == .possible && (newState == .began || newState == .ended) {
            if delegate?.gestureRecognizerShouldBegin(self) == false { storedState = .failed; return }
            let requirements = currentFailureRequirements
            if requirements.contains(where: { $0.storedState == .possible && $0.trackedTouch != nil }), let router {
                router.hold(self, as: newState)
                return
            }
            if requirements.contains(where: { [.began, .changed, .ended].contains($0.storedState) }) {
                storedState = .failed
                return
            }
        }
        storedState = newState
        switch newState {
        case .began, .changed, .ended, .cancelled:
            sendActions()
            if newState == .began || newState == .ended { view?.window?.touchRouter.didRecognize(self) }
        case .failed:
            view?.window?.touchRouter.didFail(self)
        case .possible:
            break
        }
    }

    private func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, _): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled), (.began, .failed): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled), (.changed, .failed): return true
        case (_, .possible): return true
        default: return false
        }
    }

    /// A recognizer this one waited for recognized: its held recognition fails (TouchRouter).
    func failHeldRecognition() { storedState = .failed }

    /// Every recognizer this one waited for failed: its held recognition happens now (TouchRouter).
    func resumeHeldRecognition(as held: State) {
        storedState = .possible
        transition(to: held)
    }

    /// Whether a recognizer this one requires to fail is still undecided on the touch.
    var isWaitingForRequirements: Bool {
        currentFailureRequirements.contains { $0.storedState == .possible && $0.trackedTouch != nil }
    }

    func requires(toFail other: UIGestureRecognizer) -> Bool {
        currentFailureRequirements.contains { $0 === other }
    }

    /// The recognizers this one waits for: those given to `require(toFail:)`, and those the
    /// delegates name for the recognizers on the same touch (`gestureRecognizer(_:shouldRequireFailureOf:)`
    /// of this one's delegate, `gestureRecognizer(_:shouldBeRequiredToFailBy:)` of the other's), asked
    /// each time, as UIKit does, so the answers may change from one touch to the next.
    private var currentFailureRequirements: [UIGestureRecognizer] {
        var requirements = failureRequirements.compactMap(\.value)
        for other in trackedTouches.flatMap({ $0.gestureRecognizers ?? [] }) where other !== self && !requirements.contains(where: { $0 === other }) {
            if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true {
                requirements.append(other)
            }
        }
        return requirements
    }

    private func sendActions() {
        for action in actions { action.send(from: self, event: lastEvent) }
    }

    /// Back to `.possible` once the touch sequence is over, as UIKit does.
    func resetAfterTouchSequence() {
        if !trackedTouches.isEmpty { lastTouches = trackedTouches.map(WeakTouch.init) }
        trackedTouches = []
        router?.release(self)
        if storedState != .possible {
            storedState = .possible
            reset()
        } else {
            reset()
        }
    }

}

struct WeakTouch {
    weak var value: UITouch?
    init(_ value: UITouch) { self.value = value }
}

struct WeakRecognizer {
    weak var value: UIGestureRecognizer?
    init(_ value: UIGestureRecognizer) { self.value = value }
}
