/// An effect a UIVisualEffectView applies to what lies behind it, as UIKit's `UIVisualEffect`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() { super.init() }
}
