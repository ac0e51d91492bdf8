import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's window at its view's size, once settled.
    public static var image: Snapshotting { .image() }

    /// The whole window on `config`'s screen (what the controller presents included: sheets,
    /// alerts, popovers, custom presentations), once every transition settled on the host's fake
    /// clock. `traits` go on top of the configuration's: `.dark`, a text size, size classes.
    /// `drawHierarchyInKeyWindow` is accepted for source compatibility: the lab always draws the
    /// window with the renderer the Simulator window uses.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        let chosen = config
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { controller in
                MainActor.assumeIsolated { SnapshotRendering.image(of: controller, config: chosen, traits: traits) }
            }
    }

    /// The window at `size` (default: the controller's view's size) with no safe area.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        .image(on: ViewImageConfig(safeArea: .zero, size: size, traits: traits), drawHierarchyInKeyWindow: drawHierarchyInKeyWindow,
               precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view hierarchy as text, laid out at its view's size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view hierarchy as text, laid out on `config`'s screen (size, safe area, traits).
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting {
        var config = config
        if let size { config.size = size }
        let chosen = config
        return SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                var text = ""
                SnapshotRendering.image(of: controller, config: chosen, traits: traits) { text = ViewDescription.recursive(controller.view) }
                return text
            }
        }
    }

    /// The view controller hierarchy as text: each controller, its appearance state and its view.
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                var text = ""
                SnapshotRendering.image(of: controller, config: .init(), traits: .init()) { text = ViewDescription.controllers(controller) }
                return text
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view at its own size.
    public static var image: Snapshotting { .image() }

    /// The view alone at `size` (default: its frame's size, else its Auto Layout fitting size),
    /// with `traits`. `drawHierarchyInKeyWindow` is accepted for source compatibility.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { view in MainActor.assumeIsolated { SnapshotRendering.image(of: view, size: size, traits: traits) } }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view hierarchy as text.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view hierarchy as text, laid out at `size` with `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated {
                var text = ""
                SnapshotRendering.image(of: view, size: size, traits: traits) { text = ViewDescription.recursive(view) }
                return text
            }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer and its sublayers at scale 1.
    public static var image: Snapshotting { .image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { layer in MainActor.assumeIsolated { SnapshotRendering.image(of: layer, traits: traits) } }
    }
}

extension Snapshotting where Value == HeadlessHost, Format == UIImage {
    /// The host's window as it is now (the app alone), after everything settled.
    public static var image: Snapshotting { .image() }

    /// The host's window after everything settled, with the device chrome when asked.
    public static func image(includingDeviceChrome: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: nil)
            .pullback { host in
                MainActor.assumeIsolated {
                    if let wait = SnapshotRendering.wait { host.advance(by: wait) } else { host.settle() }
                    return SnapshotRendering.image(of: host.snapshot(includingDeviceChrome: includingDeviceChrome), scale: host.renderScale)
                }
            }
    }
}

extension Snapshotting {
    /// `strategy`, after letting the frame clock run `duration` seconds instead of settling (for a
    /// picture in the middle of an animation, or of one that repeats).
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
        Snapshotting(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
            Async { callback in
                SnapshotWait.$duration.withValue(duration) { strategy.snapshot(value).run(callback) }
            }
        }
    }
}
