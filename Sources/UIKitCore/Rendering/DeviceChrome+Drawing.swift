import Foundation

// The device chrome drawn over a window, as the Simulator draws it: the status bar as its status
// bar override shows it (9:41, full signal, Wi-Fi and battery), the Dynamic Island, the home
// indicator and black beyond the screen's rounded corners. Artwork is the lab's own, in the
// usual shapes; positions come from DeviceChrome's geometry.
extension DeviceChrome {
    /// The time the Simulator's status bar override shows (Apple's product shots).
    static let statusBarTime = "9:41"
    /// The date an iPad's status bar shows beside the time under the same override.
    static let statusBarDate = "Tue Jan 9"

    @MainActor package func commands(for window: UIWindow) -> [DisplayCommand] {
        var commands: [DisplayCommand] = []
        let black = DisplayCommand.Color(red: 0, green: 0, blue: 0, alpha: 1)
        let appearance = window.statusBarAppearance
        let content = statusBarContentColor(appearance, traits: appearance.styleController?.traitCollection ?? window.traitCollection)
        let shown = window.statusBarShownFraction
        if shown > 0, statusBarFrame.height > 0 {
            // A fade dims the content; a slide moves it up by the bar's height.
            let slides = window.statusBarTransition?.animation == .slide
            let offset = slides ? -(1 - shown) * statusBarFrame.height : 0
            commands += statusBarContent(color: content.withAlpha(slides ? 1 : shown), offsetY: offset)
        }
        if let island = dynamicIslandFrame {
            commands.append(.fill(rect: island, transform: .identity, color: black,
                                  cornerRadius: DisplayCommand.Corners(radius: Swift.min(island.width, island.height) / 2)))
        }
        if let indicator = homeIndicatorFrame, !window.prefersHomeIndicatorHidden {
            let dark = window.traitCollection.userInterfaceStyle == .dark
            let color = dark ? DisplayCommand.Color(red: 1, green: 1, blue: 1, alpha: 1) : black
            commands.append(.fill(rect: indicator, transform: .identity, color: color,
                                  cornerRadius: DisplayCommand.Corners(radius: indicator.height / 2)))
        }
        if cornerRadius > 0 {
            // Strokes lie inside their rectangle: one r wide around a rectangle r larger, with corners
            // of 2r, has the screen's rounded corner as its inner edge and blackens what lies outside.
            // It is drawn in the four r × r corner squares only: down the straight sides its inner
            // edge is the screen's edge, where its antialiasing would grey the last column.
            let screen = CGRect(origin: .zero, size: screenSize)
            let r = cornerRadius
            for corner in [CGPoint(x: 0, y: 0), CGPoint(x: screen.maxX - r, y: 0),
                           CGPoint(x: 0, y: screen.maxY - r), CGPoint(x: screen.maxX - r, y: screen.maxY - r)] {
                commands.append(.pushClip(CGRect(origin: corner, size: CGSize(width: r, height: r))))
                commands.append(.stroke(rect: screen.insetBy(dx: -r, dy: -r), transform: .identity, color: black,
                                        width: r, cornerRadius: DisplayCommand.Corners(radius: 2 * r)))
                commands.append(.popClip)
            }
        }
        return commands
    }

    /// Dark content on light, light on dark: `.default` follows the appearance the deciding
    /// controller is drawn in.
    @MainActor func statusBarContentColor(_ appearance: StatusBarAppearance, traits: UITraitCollection) -> DisplayCommand.Color {
        let light: Bool
        switch appearance.style {
        case .lightContent: light = true
        case .darkContent: light = false
        default: light = traits.userInterfaceStyle == .dark
        }
        return light ? DisplayCommand.Color(red: 1, green: 1, blue: 1, alpha: 1) : DisplayCommand.Color(red: 0, green: 0, blue: 0, alpha: 1)
    }

    /// The time and the signal, Wi-Fi and battery glyphs, laid out as the device lays them out.
    @MainActor private func statusBarContent(color: DisplayCommand.Color, offsetY: CGFloat) -> [DisplayCommand] {
        let bar = statusBarFrame.offsetBy(dx: 0, dy: offsetY)
        var commands: [DisplayCommand] = []
        func text(_ string: String, _ font: UIFont, centredAt center: CGPoint) {
            let width = TextEngine.shared.width(of: string, font: font)
            commands.append(.text(string, font: .init(font), origin: CGPoint(x: center.x - width / 2, y: center.y - font.lineHeight / 2),
                                  transform: .identity, color: color))
        }
        let icons = StatusBarIcons(color: color)
        if let island = dynamicIslandFrame, island.minY < bar.height {
            // Either side of the island, centred on it: the time in the left ear, the glyphs in the right.
            let middle = island.midY + offsetY
            text(DeviceChrome.statusBarTime, .systemFont(ofSize: 17, weight: .semibold), centredAt: CGPoint(x: island.minX / 2, y: middle))
            commands += icons.commands(centredAt: CGPoint(x: (island.maxX + bar.width) / 2, y: middle), signal: true)
        } else if device.idiom == .pad {
            let middle = bar.midY
            let font = UIFont.systemFont(ofSize: 12, weight: .semibold)
            let label = DeviceChrome.statusBarTime + "  " + DeviceChrome.statusBarDate
            text(label, font, centredAt: CGPoint(x: 20 + TextEngine.shared.width(of: label, font: font) / 2, y: middle))
            commands += icons.commands(centredAt: CGPoint(x: bar.width - 20 - icons.width(signal: false) / 2, y: middle), signal: false)
        } else {
            // The Home-button iPhone: the time centred, the glyphs at the sides.
            let middle = bar.midY
            text(DeviceChrome.statusBarTime, .systemFont(ofSize: 12, weight: .semibold), centredAt: CGPoint(x: bar.midX, y: middle))
            commands += icons.commands(centredAt: CGPoint(x: bar.width - 6 - icons.width(signal: true) / 2, y: middle), signal: true)
        }
        return commands
    }
}

/// The status bar's glyphs: four signal bars, the Wi-Fi fan and the battery, in points.
private struct StatusBarIcons {
    let color: DisplayCommand.Color
    static let signalWidth: CGFloat = 17, wifiWidth: CGFloat = 16, batteryWidth: CGFloat = 27, gap: CGFloat = 6

    func width(signal: Bool) -> CGFloat {
        (signal ? StatusBarIcons.signalWidth + StatusBarIcons.gap : 0) + StatusBarIcons.wifiWidth + StatusBarIcons.gap + StatusBarIcons.batteryWidth
    }

    func commands(centredAt center: CGPoint, signal: Bool) -> [DisplayCommand] {
        var commands: [DisplayCommand] = []
        var x = center.x - width(signal: signal) / 2
        let bottom = center.y + 5.5
        if signal {
            for (index, height) in [CGFloat(4), 6.5, 9, 11].enumerated() {
                commands.append(.fill(rect: CGRect(x: x + CGFloat(index) * 4.7, y: bottom - height, width: 3, height: height),
                                      transform: .identity, color: color, cornerRadius: 1))
            }
            x += StatusBarIcons.signalWidth + StatusBarIcons.gap
        }
        // Three bands of a fan opening upwards from a point below the glyph's middle.
        let origin = CGPoint(x: x + StatusBarIcons.wifiWidth / 2, y: bottom)
        for (inner, outer) in [(CGFloat(0), CGFloat(3.4)), (5, 7.6), (9.2, 11.8)] {
            commands.append(.fillPath(polygons: [band(around: origin, inner: inner, outer: outer)], transform: .identity, color: color,
                                      evenOdd: false))
        }
        x += StatusBarIcons.wifiWidth + StatusBarIcons.gap
        let body = CGRect(x: x, y: center.y - 6, width: 24.5, height: 12)
        commands.append(.stroke(rect: body, transform: .identity, color: color.withAlpha(color.alpha * 0.4), width: 1, cornerRadius: 3.5))
        commands.append(.fill(rect: body.insetBy(dx: 2, dy: 2), transform: .identity, color: color, cornerRadius: 1.8))
        commands.append(.fill(rect: CGRect(x: body.maxX + 1, y: center.y - 2, width: 1.5, height: 4), transform: .identity,
                              color: color.withAlpha(color.alpha * 0.4), cornerRadius: 0.7))
        return commands
    }

    /// A ring segment between two radii, 45° either side of straight up.
    private func band(around origin: CGPoint, inner: CGFloat, outer: CGFloat) -> [CGPoint] {
        let angles = stride(from: CGFloat.pi * 1.25, through: CGFloat.pi * 1.75, by: CGFloat.pi / 24).map { $0 }
        let outerArc = angles.map { CGPoint(x: origin.x + cos($0) * outer, y: origin.y + sin($0) * outer) }
        let innerArc = inner == 0 ? [origin] : angles.reversed().map { CGPoint(x: origin.x + cos($0) * inner, y: origin.y + sin($0) * inner) }
        return outerArc + innerArc
    }
}

extension UIWindow {
    /// Whether the controller that decides it (down `childForHomeIndicatorAutoHidden`) prefers the
    /// home indicator hidden.
    var prefersHomeIndicatorHidden: Bool {
        var controller = frontmostViewController
        while let child = controller?.childForHomeIndicatorAutoHidden { controller = child }
        return controller?.prefersHomeIndicatorAutoHidden ?? false
    }
}
