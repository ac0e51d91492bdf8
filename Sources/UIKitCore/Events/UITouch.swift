/// A finger on the screen; here, the mouse with its left button down.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase = .began
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) var tapCount = 1
    /// Held without a weak reference, which would give the hit view and the window side tables
    /// and slow every later retain of them (UnownedHandle.swift).
    public internal(set) var view: UIView? {
        get { hitView }
        set { hitView = newValue }
    }
    public internal(set) var window: UIWindow? {
        get { touchedWindow }
        set { touchedWindow = newValue }
    }
    @Unretained private var hitView: UIView? = nil
    @Unretained private var touchedWindow: UIWindow? = nil
    /// The recognizers receiving this touch. Held weakly: a recognizer keeps its last touch (for
    /// `location(in:)` after the gesture), and strong references both ways would keep both forever.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? {
        get { receivingRecognizers?.compactMap(\.value) }
        set { receivingRecognizers = newValue?.map(WeakRecognizer.init) }
    }
    private var receivingRecognizers: [WeakRecognizer]?

    /// Where the touch is and was, in window coordinates.
    var locationInWindow: CGPoint = .zero
    var previousLocationInWindow: CGPoint = .zero

    /// Set when a gesture recognizer took the touch over: the view got touchesCancelled.
    var isCancelledForView = false

    override init() { super.init() }

    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    func receives(_ recognizer: UIGestureRecognizer) -> Bool {
        receivingRecognizers?.contains { $0.value === recognizer } ?? false
    }
}

/// The event a touch arrives in.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    /// What kind of motion or remote-control event it is; `.none` for touches.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
        case remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
        case remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    public let type: EventType
    public let subtype: EventSubtype
    public internal(set) var timestamp: TimeInterval = 0
    /// The fingers of the sequence, in the order they went down (set as they go down: the event
    /// exists first, for the hit test that chooses their window).
    var touches: [UITouch]

    init(touches: [UITouch]) {
        self.touches = touches
        self.type = .touches
        self.subtype = .none
        super.init()
    }

    /// A motion event: the device shaken.
    package init(motion subtype: EventSubtype, timestamp: TimeInterval) {
        self.touches = []
        self.type = .motion
        self.subtype = subtype
        self.timestamp = timestamp
        super.init()
    }

    open var allTouches: Set<UITouch>? { Set(touches) }

    open func touches(for view: UIView) -> Set<UITouch>? {
        matching { $0.view.map { $0.isDescendant(of: view) } == true }
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? { matching { $0.window === window } }

    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? { matching { $0.receives(gesture) } }

    /// The touches for which `test` holds, or nil when none does (as UIKit answers).
    private func matching(_ test: (UITouch) -> Bool) -> Set<UITouch>? {
        let found = touches.filter(test)
        return found.isEmpty ? nil : Set(found)
    }
}
