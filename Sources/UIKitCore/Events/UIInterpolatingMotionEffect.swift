/// A motion effect that moves one key path between two relative values as the device tilts along
/// one axis, as UIKit's `UIInterpolatingMotionEffect`: fully one way gives `minimumRelativeValue`,
/// fully the other `maximumRelativeValue`, level the value halfway between.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0
        case tiltAlongVerticalAxis = 1
    }

    public let keyPath: String
    public let type: EffectType
    /// The relative value at full tilt in the negative direction: a number (`CGFloat`, `Double`,
    /// `Int`, `NSNumber`), a `CGPoint` or a `CGSize`.
    open var minimumRelativeValue: Any?
    /// The relative value at full tilt in the positive direction, of the same kind.
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let minimumRelativeValue, let maximumRelativeValue else { return nil }
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let progress = (Swift.min(1, Swift.max(-1, offset)) + 1) / 2
        func between(_ low: CGFloat, _ high: CGFloat) -> CGFloat { low + (high - low) * progress }
        switch (minimumRelativeValue, maximumRelativeValue) {
        case let (low as CGPoint, high as CGPoint):
            return [keyPath: CGPoint(x: between(low.x, high.x), y: between(low.y, high.y))]
        case let (low as CGSize, high as CGSize):
            return [keyPath: CGSize(width: between(low.width, high.width), height: between(low.height, high.height))]
        default:
            guard let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue) else {
                Diagnostics.warnOnce("motion-effect-value.\(keyPath)", "UIInterpolatingMotionEffect for \(keyPath): its relative values are \(Swift.type(of: minimumRelativeValue)) and \(Swift.type(of: maximumRelativeValue)); give numbers, CGPoints or CGSizes.")
                return nil
            }
            return [keyPath: between(low, high)]
        }
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        copy.minimumRelativeValue = minimumRelativeValue
        copy.maximumRelativeValue = maximumRelativeValue
        return copy
    }
}
