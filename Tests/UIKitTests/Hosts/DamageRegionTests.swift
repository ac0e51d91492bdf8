import Testing
import UIKit
@testable import UIKitCore
@testable import UIKitHosting

/// Drawing only what changed gives the same pixels as drawing everything: random scenes, random
/// changes, every frame compared byte for byte with a full redraw of the same window.
@MainActor
@Suite struct DamageRegionTests {
    /// One random scene and the window it is in.
    @MainActor private struct Scene {
        let host: OffscreenHost
        var views: [UIView]
        var root: UIView { host.window.rootViewController!.view }
    }

    /// `crowd` small views on the root first: enough siblings for the retained tree to look them
    /// up by where they are (ChildGrid) rather than test each.
    private func makeScene(_ random: inout SoakRandom, scale: CGFloat, crowd: Int) -> Scene {
        let size = CGSize(width: random.int(60...240), height: random.int(60...180))
        let host = OffscreenHost(device: .freeform(size), orientation: .portrait, systemVersion: .newest, renderScale: scale)
        let controller = UIViewController()
        host.install(rootViewController: controller)
        controller.view.backgroundColor = random.int(0...3) == 0 ? nil : .white
        var scene = Scene(host: host, views: [])
        for _ in 0..<crowd {
            let view = UIView(frame: CGRect(x: random.unit() * size.width - 4, y: random.unit() * size.height - 4,
                                            width: 3 + random.unit() * 12, height: 3 + random.unit() * 12))
            view.backgroundColor = color(&random)
            controller.view.addSubview(view)
            scene.views.append(view)
        }
        for _ in 0..<random.int(4...14) { addView(&scene, &random) }
        return scene
    }

    private func color(_ random: inout SoakRandom) -> UIColor {
        // Some colours are dynamic: an appearance set on an ancestor changes them.
        if random.int(0...5) == 0 { return random.pick([.label, .systemBackground, .systemBlue]) }
        return UIColor(red: random.unit(), green: random.unit(), blue: random.unit(),
                       alpha: random.pick([1, 1, 1, 0.5, 0.2, 0]))
    }

    private func frame(_ random: inout SoakRandom, in parent: UIView) -> CGRect {
        let bounds = parent.bounds
        return CGRect(x: random.unit() * bounds.width * 1.1 - 10, y: random.unit() * bounds.height * 1.1 - 10,
                      width: random.pick([0.5, 3, 10, 44, 44.5, 80]) + random.unit() * 20,
                      height: random.pick([1, 3, 10, 44, 60.25]) + random.unit() * 20)
    }

    private func addView(_ scene: inout Scene, _ random: inout SoakRandom) {
        let parent = random.int(0...2) == 0 || scene.views.isEmpty ? scene.root : random.pick(scene.views)
        let view: UIView
        switch random.int(0...9) {
        case 0:
            let label = UILabel()
            label.text = random.pick(["Hi", "Presentation Lab", "Wg", "…"])
            label.textColor = color(&random).withAlphaComponent(1)
            label.font = .systemFont(ofSize: random.pick([9, 12, 17.5]))
            view = label
        case 1: view = UIVisualEffectView(effect: UIBlurEffect(style: random.pick([.light, .dark, .regular])))
        case 2: view = UIImageView(image: UIImage(named: "lab-icon"))
        default: view = UIView()
        }
        view.frame = frame(&random, in: parent)
        if !(view is UIVisualEffectView) { view.backgroundColor = random.int(0...4) == 0 ? nil : color(&random) }
        style(view, &random)
        parent.addSubview(view)
        scene.views.append(view)
    }

    private func style(_ view: UIView, _ random: inout SoakRandom) {
        view.alpha = random.pick([1, 1, 1, 0.6, 0.3])
        view.layer.cornerRadius = random.pick([0, 0, 4, 12.5])
        view.clipsToBounds = random.int(0...3) == 0
        if random.int(0...4) == 0 {
            view.layer.borderWidth = random.pick([0.5, 1, 3])
            view.layer.borderColor = color(&random).cgColor
        }
        if random.int(0...5) == 0 {
            view.layer.shadowOpacity = Float(random.pick([0.3, 1]))
            view.layer.shadowRadius = random.pick([0, 2, 6])
            view.layer.shadowOffset = CGSize(width: random.int(-3...3), height: random.int(-3...3))
        }
        if random.int(0...6) == 0 {
            view.transform = CGAffineTransform(rotationAngle: random.unit() * .pi).scaledBy(x: random.pick([1, 0.5, 1.3]), y: 1)
        }
    }

    /// One change a running app makes between two frames.
    private func change(_ scene: inout Scene, _ random: inout SoakRandom) {
        guard let view = scene.views.isEmpty ? nil : random.pick(scene.views) else { addView(&scene, &random); return }
        switch random.int(0...18) {
        case 0...4: view.center.x += random.pick([-7, 1, 0.5, 13, -0.25]); view.center.y += random.pick([0, 2, -9])
        case 5: view.bounds.size = CGSize(width: view.bounds.width + random.pick([-4, 3, 0.5]), height: view.bounds.height + 2)
        case 6: view.alpha = random.pick([1, 0.9, 0.5, 0.01, 0])
        case 7: view.backgroundColor = color(&random)
        case 8: view.isHidden.toggle()
        case 9: view.transform = random.int(0...1) == 0 ? .identity : CGAffineTransform(rotationAngle: random.unit())
        case 10: (view as? UILabel)?.text = random.pick(["Hello", "A", "Presented"]); view.layer.cornerRadius = random.pick([0, 6])
        case 11: addView(&scene, &random)
        case 12:
            view.removeFromSuperview()
            scene.views.removeAll { $0.isDescendant(of: view) }
        case 13: view.superview?.bringSubviewToFront(view)
        case 14: view.layer.shadowOpacity = view.layer.shadowOpacity > 0 ? 0 : 0.8; view.layer.shadowRadius = 3
        // A container's change moves or recolours what its subviews draw, not marked on them.
        case 15: view.bounds.origin.y += random.pick([-5, 3, 0.5])
        case 16: view.overrideUserInterfaceStyle = view.overrideUserInterfaceStyle == .dark ? .light : .dark
        case 17: view.clipsToBounds.toggle()
        default: style(view, &random)
        }
    }

    @Test(arguments: [(UInt64(1), CGFloat(1), 0), (2, 2, 0), (3, 1, 0), (4, 1, 0), (5, 1, 150), (6, 2, 150)])
    func partialRedrawsMatchFullRedraws(seed: UInt64, scale: CGFloat, crowd: Int) throws {
        var random = SoakRandom(seed: seed)
        var changes = 0, partial = 0, unchanged = 0
        for _ in 0..<6 {
            var scene = makeScene(&random, scale: scale, crowd: crowd)
            let window = scene.host.window
            let incremental = FramePresenter(scale: scale)
            let reference = FramePresenter(scale: scale)
            reference.repaintsFromScratch = true
            window.layoutIfNeeded()
            incremental.drawOffscreen(window, force: true)
            _ = incremental.rgbaBytes()
            for step in 0..<45 {
                change(&scene, &random)
                window.layoutIfNeeded()
                incremental.drawOffscreen(window, force: true)
                reference.drawOffscreen(window, force: true)
                let drawn = incremental.rgbaBytes(), expected = reference.rgbaBytes()
                // The retained tree, rebuilt only where views changed, holds what a fresh paint gives.
                let retained = incremental.retainedDisplayList.commands, fresh = window.currentDisplayList.commands
                if retained != fresh {
                    let index = zip(retained, fresh).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? Swift.min(retained.count, fresh.count)
                    Issue.record("""
                        seed \(seed), step \(step): the retained tree's \(retained.count) commands differ from a fresh \
                        paint's \(fresh.count) at \(index): \(index < retained.count ? retained[index].description : "none") \
                        instead of \(index < fresh.count ? fresh[index].description : "none")
                        """)
                    return
                }
                changes += 1
                switch incremental.lastDamage {
                case .area: partial += 1
                case .none: unchanged += 1
                case .full: break
                }
                if drawn != expected {
                    let differing = zip(drawn, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
                    let pixel = differing / 4, width = incremental.pixelWidth
                    Issue.record("""
                        seed \(seed), step \(step): damage \(incremental.lastDamage) leaves pixel \
                        (\(pixel % width), \(pixel / width)) different from a full redraw
                        """)
                    return
                }
            }
        }
        // The comparison means something only if most frames really were partial.
        #expect(changes == 270)
        #expect(partial + unchanged > changes / 2, "only \(partial) partial and \(unchanged) empty redraws in \(changes)")
    }

    /// A phone-sized white window with `square` (44 × 44 at 100, 200) on it.
    private func window(showing square: UIView) -> OffscreenHost {
        let host = OffscreenHost(device: .freeform(CGSize(width: 390, height: 844)), orientation: .portrait,
                                 systemVersion: .newest, renderScale: 1)
        let controller = UIViewController()
        host.install(rootViewController: controller)
        controller.view.backgroundColor = .white
        square.frame = CGRect(x: 100, y: 200, width: 44, height: 44)
        square.backgroundColor = .systemBlue
        controller.view.addSubview(square)
        return host
    }

    @Test func aSmallMoveRedrawsItsOldAndNewRectanglesOnly() {
        let square = UIView()
        let host = window(showing: square)
        let presenter = FramePresenter(scale: 1)
        presenter.drawOffscreen(host.window, force: true)
        presenter.rasterizeOffscreenFrame()
        #expect(presenter.lastDamage == .full)
        square.center.x += 10
        presenter.drawOffscreen(host.window, force: true)
        presenter.rasterizeOffscreenFrame()
        guard case let .area(area) = presenter.lastDamage else {
            Issue.record("a 44 × 44 move redrew \(presenter.lastDamage)")
            return
        }
        // Old and new squares together span 54 × 44; the margin is the antialiasing fringe.
        #expect(area.contains(CGRect(x: 100, y: 200, width: 54, height: 44)))
        #expect(area.width <= 60 && area.height <= 50, "\(area)")
        presenter.drawOffscreen(host.window, force: true)
        presenter.rasterizeOffscreenFrame()
        #expect(presenter.lastDamage == FrameDamage.none)
    }

    final class CountingLayouts: UIView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    @Test func aLayoutMarkAsksForAFrameButRedrawsNothing() {
        // setNeedsLayout asks for a layout pass at the next update cycle; unlike setNeedsDisplay it
        // does not invalidate what the view draws.
        let square = CountingLayouts()
        let host = window(showing: square)
        host.window.layoutIfNeeded()
        let presenter = FramePresenter(scale: 1)
        presenter.drawOffscreen(host.window, force: true)
        presenter.rasterizeOffscreenFrame()
        let layoutsBefore = square.layouts
        #expect(!host.window.needsDisplay)
        square.setNeedsLayout()
        #expect(host.window.needsDisplay, "a layout mark asks the window for a frame")
        host.window.layoutIfNeeded()
        #expect(square.layouts == layoutsBefore + 1)
        presenter.drawOffscreen(host.window, force: true)
        presenter.rasterizeOffscreenFrame()
        #expect(presenter.lastDamage == FrameDamage.none)
    }
}
