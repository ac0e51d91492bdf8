import Foundation

/// Several windows on one screen, as in UIKit: the shown windows stack by `windowLevel` (then by
/// the order they were shown), are drawn in that order over the host's window, and a touch goes to
/// the frontmost one whose `hitTest` finds a view there (a window that returns nil lets it through).
extension UIWindow {
    /// Where a window stands in the stack, as UIKit's `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = NSNotification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = NSNotification.Name("UIWindowDidResignKeyNotification")

    /// Whether this is its world's one window, as in most apps: every frame asks for the window
    /// stack, which then needs no sorting (or, above this window, no array at all).
    var isOnlyWindow: Bool {
        let all = environment.windowReferences
        return all.count == 1 && all[0].value === self
    }

    /// The shown windows of this window's world, back to front.
    var screenStack: [UIWindow] {
        if isOnlyWindow { return [self] }
        let shown = environment.windows.filter { !$0.isHidden || $0 === self }
        return shown.enumerated().sorted { a, b in
            a.element.windowLevel != b.element.windowLevel ? a.element.windowLevel < b.element.windowLevel
                : a.element.shownOrder < b.element.shownOrder
        }.map(\.element)
    }

    /// The frontmost shown window with a view at `location` (in this window's points) and that
    /// view; this window, with its hit view or none, when no window above takes the touch. The view
    /// found here is the touch's hit view: a touch is hit-tested once.
    func touchTarget(at location: CGPoint, with event: UIEvent) -> (window: UIWindow, view: UIView?) {
        for window in screenStack.reversed() where window.isUserInteractionEnabled || window === self {
            let local = CGPoint(x: location.x + frame.minX - window.frame.minX, y: location.y + frame.minY - window.frame.minY)
            let hit = window.hitTest(local, with: event)
            if hit != nil || window === self { return (window, hit) }
        }
        return (self, hitTest(location, with: event))
    }

    /// True when a window on screen waits to be drawn (changed, or a controller waits to appear).
    package var screenNeedsDisplay: Bool {
        if needsDisplay || !pendingDidAppear.isEmpty { return true }
        // Loops over the references, not `windows`: every frame asks, and the array costs more than the answer.
        for reference in environment.windowReferences {
            if let window = reference.value, !window.isHidden, window.needsDisplay || !window.pendingDidAppear.isEmpty { return true }
        }
        return false
    }

    /// The screen was drawn: every shown window's frame is on screen.
    package func screenDidDraw() {
        for reference in environment.windowReferences {
            guard let window = reference.value else { continue }
            window.needsDisplay = false
            if !window.isHidden || window === self { window.frameDidDraw() }
        }
    }
}
