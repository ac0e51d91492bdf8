import Foundation

/// The traits dynamic colours resolve with on this thread: UIKit's `UITraitCollection.current`,
/// which is per thread. The renderer sets the appearance of each view it paints here (cheaply: a
/// style and a level, the full collection made only if a provider asks), and `performAsCurrent(_:)`
/// sets a whole collection.
package final class TraitResolution: PerThreadState, @unchecked Sendable {
    package init() {}

    /// A whole collection set by the app, or nil: the style over the host's traits.
    @exclusivity(unchecked) var traits: UITraitCollection?
    /// The appearance set by the renderer, unspecified when nothing is set.
    @exclusivity(unchecked) var appearance = TraitAppearance.unspecified

    package static let threadKey = PerThreadKey.make()

    /// Resolves in `appearance` until `leave` is given what this returned: while a view paints.
    package func enter(_ appearance: TraitAppearance) -> (TraitAppearance, UITraitCollection?) {
        let saved = (self.appearance, traits)
        (self.appearance, traits) = (appearance, nil)
        return saved
    }

    package func leave(_ saved: (TraitAppearance, UITraitCollection?)) { (appearance, traits) = saved }

    /// The appearance colours resolve with now: the collection set, else the renderer's style,
    /// else the appearance of the host whose code runs (light off the main thread).
    static var currentStyle: UIUserInterfaceStyle {
        let resolution = forThisThread
        if let traits = resolution.traits, traits.userInterfaceStyle != .unspecified { return traits.userInterfaceStyle }
        if resolution.appearance.style != .unspecified { return resolution.appearance.style }
        return hostStyle
    }

    /// The level colours resolve with now: the collection set, else the renderer's, else base.
    static var currentLevel: UIUserInterfaceLevel {
        let resolution = forThisThread
        if let traits = resolution.traits, traits.userInterfaceLevel != .unspecified { return traits.userInterfaceLevel }
        if resolution.appearance.level != .unspecified { return resolution.appearance.level }
        return .base
    }

    static var hostStyle: UIUserInterfaceStyle { HostEnvironment.screenSetting({ $0.userInterfaceStyle }, offMain: .light) }
}

extension UITraitCollection {
    /// The traits dynamic colours resolve with on this thread, as UIKit's `current`: UIKit sets
    /// them while it draws each view; outside, the running host's screen.
    public class var current: UITraitCollection {
        get {
            let resolution = TraitResolution.forThisThread
            if let traits = resolution.traits { return traits }
            let appearance = TraitAppearance(style: TraitResolution.currentStyle, level: TraitResolution.currentLevel)
            let alone = UITraitCollection(userInterfaceStyle: appearance.style, userInterfaceLevel: appearance.level)
            return HostEnvironment.screenSetting({ $0.traitCollection.with(appearance) }, offMain: alone)
        }
        set { TraitResolution.forThisThread.traits = newValue }
    }

    /// Runs `actions` with this collection as `current`, then restores the one before.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let resolution = TraitResolution.forThisThread
        let saved = resolution.traits
        resolution.traits = self
        defer { resolution.traits = saved }
        try actions()
    }
}
