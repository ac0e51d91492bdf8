/// Motion effects applied together, as UIKit's `UIMotionEffectGroup`: its relative values are its
/// effects' together, a later effect's value winning for a key path two of them change.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let values = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
        guard !values.isEmpty else { return nil }
        return values.reduce(into: [:]) { merged, next in merged.merge(next) { _, later in later } }
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects?.compactMap { $0.copy() as? UIMotionEffect }
        return copy
    }
}
