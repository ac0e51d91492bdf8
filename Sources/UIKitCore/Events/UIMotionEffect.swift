/// A change to a view's properties that follows how the viewer sees the device, as UIKit's
/// `UIMotionEffect`: UIKit asks it for relative values at each viewer offset and adds them to the
/// view's own. The Simulator, and the lab, have no device motion, so no offset is ever reported and
/// views stay where their properties put them (UIView+MotionEffects.swift says so once).
@preconcurrency @MainActor
open class UIMotionEffect: NSObject, @preconcurrency NSCopying {
    public override init() { super.init() }

    /// The key paths to change, each with the value to add, at `viewerOffset` (each component from
    /// -1 to 1); nil changes nothing. Subclasses override it.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }

    open func copy(with zone: NSZone? = nil) -> Any { UIMotionEffect() }
}
