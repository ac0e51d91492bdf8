import Foundation

/// The traits dynamic colours resolve with on this thread: UIKit's `UITraitCollection.current`,
/// which is per thread. The renderer sets the appearance of each view it paints here (cheaply: a
/// style, the full collection made only if a provider asks), and `performAsCurrent(_:)` sets a
/// whole collection.
final class TraitResolution: @unchecked Sendable {
    /// A whole collection set by the app, or nil: the style over the host's traits.
    @exclusivity(unchecked) var traits: UITraitCollection?
    /// The appearance set by the renderer, `.unspecified` when nothing is set.
    @exclusivity(unchecked) var style = UIUserInterfaceStyle.unspecified

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<TraitResolution>.fromOpaque(pointer).release() }
        }
        return key
    }()

    /// Resolves in `style` until `leave` is given what this returned: while a view paints.
    func enter(_ style: UIUserInterfaceStyle) -> (UIUserInterfaceStyle, UITraitCollection?) {
        let saved = (self.style, traits)
        (self.style, traits) = (style, nil)
        return saved
    }

    func leave(_ saved: (UIUserInterfaceStyle, UITraitCollection?)) { (style, traits) = saved }

    /// This thread's resolution.
    static var forThisThread: TraitResolution {
        if let pointer = pthread_getspecific(key) { return Unmanaged<TraitResolution>.fromOpaque(pointer).takeUnretainedValue() }
        let made = TraitResolution()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// The appearance colours resolve with now: the collection set, else the renderer's style,
    /// else the appearance of the host whose code runs (light off the main thread).
    static var currentStyle: UIUserInterfaceStyle {
        let resolution = forThisThread
        if let traits = resolution.traits, traits.userInterfaceStyle != .unspecified { return traits.userInterfaceStyle }
        if resolution.style != .unspecified { return resolution.style }
        return hostStyle
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
            let style = UITraitCollection(userInterfaceStyle: TraitResolution.currentStyle)
            return HostEnvironment.screenSetting({ UITraitCollection(traitsFrom: [$0.traitCollection, style]) }, offMain: style)
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
