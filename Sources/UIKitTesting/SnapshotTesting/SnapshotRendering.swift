import UIKit

/// Pictures view controllers, views and layers for the snapshot strategies: each in a headless
/// host of its own (a simulated screen of the configuration's size, safe area and traits), settled
/// on the host's fake clock, so the picture is the same on every machine.
@MainActor
enum SnapshotRendering {
    /// How long `Snapshotting.wait(for:on:)` lets the frame clock run before the picture; nil settles.
    static var wait: TimeInterval? { SnapshotWait.duration }


    /// The host a configuration describes: its screen, orientation, appearance, text size and scale.
    static func makeHost(config: ViewImageConfig, traits: UITraitCollection, defaultSize: CGSize) -> HeadlessHost {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        let size = config.size ?? defaultSize
        let landscape = size.width > size.height
        let idiom: UIUserInterfaceIdiom = merged.userInterfaceIdiom == .pad
            || (merged.userInterfaceIdiom == .unspecified && min(size.width, size.height) >= 600) ? .pad : .phone
        let portraitSize = landscape ? CGSize(width: size.height, height: size.width) : size
        let device = SimulatedDevice.described(
            name: "snapshot \(Int(size.width))×\(Int(size.height))", idiom: idiom, portraitSize: portraitSize,
            portraitInsets: landscape ? .zero : config.safeArea, landscapeInsets: landscape ? config.safeArea : .zero,
            regularWidthInLandscape: merged.horizontalSizeClass == .regular)
        return HeadlessHost(device: device, orientation: landscape ? .landscapeLeft : .portrait,
                            appearance: merged.userInterfaceStyle == .dark ? .dark : .light,
                            contentSize: merged.preferredContentSizeCategory == .unspecified ? .large : merged.preferredContentSizeCategory,
                            scale: merged.displayScale > 0 ? merged.displayScale : 1)
    }

    /// The traits the host's window does not give by itself (size classes, layout direction), which
    /// a container sets on the pictured controller as the snapshot library does; nil when none.
    static func traitOverride(_ traits: UITraitCollection, in host: HeadlessHost) -> UITraitCollection? {
        let window = host.run { host.window.traitCollection }
        let horizontal = traits.horizontalSizeClass != .unspecified && traits.horizontalSizeClass != window.horizontalSizeClass
        let vertical = traits.verticalSizeClass != .unspecified && traits.verticalSizeClass != window.verticalSizeClass
        let direction = traits.layoutDirection == .rightToLeft
        guard horizontal || vertical || direction else { return nil }
        return UITraitCollection(horizontalSizeClass: horizontal ? traits.horizontalSizeClass : .unspecified,
                                 verticalSizeClass: vertical ? traits.verticalSizeClass : .unspecified,
                                 layoutDirection: direction ? .rightToLeft : .unspecified)
    }

    /// The whole window showing `controller` (and what it presents) once everything settled;
    /// `inspect` runs then too, while the controller is still shown (to describe its hierarchy).
    @discardableResult
    static func image(of controller: UIViewController, config: ViewImageConfig, traits: UITraitCollection,
                      inspect: (() -> Void)? = nil) -> UIImage {
        let defaultSize = controller.viewIfLoaded.map(\.bounds.size).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
            ?? UIScreen.main.bounds.size
        let host = makeHost(config: config, traits: traits, defaultSize: defaultSize)
        let override = traitOverride(UITraitCollection(traitsFrom: [config.traits, traits]), in: host)
        if let override {
            let container = UIViewController()
            container.addChild(controller)
            container.view.addSubview(controller.view)
            controller.view.frame = container.view.bounds
            controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.didMove(toParent: container)
            container.setOverrideTraitCollection(override, forChild: controller)
            host.rootViewController = container
        } else {
            host.rootViewController = controller
        }
        let image = picture(host)
        inspect?()
        // The controller leaves the snapshot's window, so another strategy can picture it again.
        host.rootViewController = nil
        if override != nil {
            controller.willMove(toParent: nil)
            controller.view.removeFromSuperview()
            controller.removeFromParent()
        }
        return image
    }

    /// `view` alone, at `size` (or its own), in a window of that size; `inspect` runs once settled.
    @discardableResult
    static func image(of view: UIView, size: CGSize?, traits: UITraitCollection, inspect: (() -> Void)? = nil) -> UIImage {
        let size = fittingSize(of: view, proposed: size)
        let host = makeHost(config: ViewImageConfig(safeArea: .zero, size: size, traits: .init()), traits: traits, defaultSize: size)
        let placement = (superview: view.superview, index: view.superview?.subviews.firstIndex(of: view), frame: view.frame)
        let container = ClearViewController()
        host.rootViewController = container
        if let override = traitOverride(traits, in: host) {
            let child = ClearViewController()
            container.addChild(child)
            container.view.addSubview(child.view)
            child.view.frame = container.view.bounds
            child.didMove(toParent: container)
            container.setOverrideTraitCollection(override, forChild: child)
            child.view.addSubview(view)
        } else {
            container.view.addSubview(view)
        }
        view.frame = CGRect(origin: .zero, size: size)
        let image = picture(host)
        inspect?()
        // Back where it was, as it was.
        view.removeFromSuperview()
        view.frame = placement.frame
        if let superview = placement.superview {
            superview.insertSubview(view, at: min(placement.index ?? superview.subviews.count, superview.subviews.count))
        }
        host.rootViewController = nil
        return image
    }

    /// The size a view is pictured at: the one asked for, else its frame's, else what Auto Layout
    /// makes of it.
    static func fittingSize(of view: UIView, proposed: CGSize?) -> CGSize {
        if let proposed, proposed.width > 0, proposed.height > 0 { return proposed }
        if view.frame.width > 0 && view.frame.height > 0 { return view.frame.size }
        let fitted = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        return CGSize(width: max(1, fitted.width.rounded(.up)), height: max(1, fitted.height.rounded(.up)))
    }

    /// `layer` drawn on its own, at `scale` pixels per point.
    static func image(of layer: CALayer, traits: UITraitCollection) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = traits.displayScale > 0 ? traits.displayScale : 1
        let size = CGSize(width: max(1, layer.bounds.width), height: max(1, layer.bounds.height))
        return UIGraphicsImageRenderer(size: size, format: format).image { context in layer.render(in: context.cgContext) }
    }

    /// The host's window once settled (or after `wait`), as an image at the host's scale.
    static func picture(_ host: HeadlessHost) -> UIImage {
        if let wait { host.advance(by: wait) } else { host.settle() }
        return image(of: host.snapshot(), scale: host.renderScale)
    }

    static func image(of snapshot: Snapshot, scale: CGFloat) -> UIImage {
        UIImage(rgbaPixels: snapshot.rgba, width: snapshot.width, height: snapshot.height, scale: scale)
            ?? UIImage(rgbaPixels: [0, 0, 0, 0], width: 1, height: 1, scale: 1)!
    }
}

/// The container of a pictured view: clear, so the view's own transparency shows.
private final class ClearViewController: UIViewController {
    override func loadView() {
        view = UIView()
        view.backgroundColor = .clear
    }
}
