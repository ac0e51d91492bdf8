/// Recognizes a quick, straight stroke in one of `direction`'s directions, as UIKit's
/// `UISwipeGestureRecognizer`: a discrete gesture, recognized as soon as the stroke is long enough.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    /// How far the stroke must go, how long it may take, and how far it may stray sideways (as a
    /// share of its length): chosen to feel like UIKit's, which does not publish its own.
    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5
    static let maximumDrift: CGFloat = 0.5

    private var start: CGPoint = .zero
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == numberOfTouchesRequired else { state = .failed; return }
        start = location(in: nil)
        startTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        judge(location(in: nil), at: event.timestamp)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        judge(location(in: nil), at: event.timestamp)
        if state == .possible { state = .failed }
    }

    private func judge(_ point: CGPoint, at time: TimeInterval) {
        if time - startTime > UISwipeGestureRecognizer.maximumDuration { state = .failed; return }
        let dx = point.x - start.x, dy = point.y - start.y
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (candidate, along, across) in candidates where direction.contains(candidate) {
            if along >= UISwipeGestureRecognizer.minimumDistance
                && abs(across) <= along * UISwipeGestureRecognizer.maximumDrift {
                state = .ended
                return
            }
        }
    }
}
