import Foundation
import Testing
import UIKitTesting
import UIKit
@testable import UIKitCore

/// Dark mode as UIKit does it: the semantic colours' light and dark values, dynamic colours that
/// resolve by the traits they are drawn with, overrides on windows, controllers and views, trait
/// change callbacks, and a `CGColor` that keeps the value it was taken with.
@MainActor @Suite struct DarkModeTests {
    typealias Values = (light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat))

    /// Apple's values (0–255 and alpha), as iOS resolves them in sRGB; docs/PORTING.md names the
    /// sources.
    static let table: [(String, UIColor, Values)] = [
        ("systemBackground", .systemBackground, ((255, 255, 255, 1), (0, 0, 0, 1))),
        ("secondarySystemBackground", .secondarySystemBackground, ((242, 242, 247, 1), (28, 28, 30, 1))),
        ("tertiarySystemBackground", .tertiarySystemBackground, ((255, 255, 255, 1), (44, 44, 46, 1))),
        ("systemGroupedBackground", .systemGroupedBackground, ((242, 242, 247, 1), (0, 0, 0, 1))),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, ((255, 255, 255, 1), (28, 28, 30, 1))),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, ((242, 242, 247, 1), (44, 44, 46, 1))),
        ("label", .label, ((0, 0, 0, 1), (255, 255, 255, 1))),
        ("secondaryLabel", .secondaryLabel, ((60, 60, 67, 0.6), (235, 235, 245, 0.6))),
        ("tertiaryLabel", .tertiaryLabel, ((60, 60, 67, 0.3), (235, 235, 245, 0.3))),
        ("quaternaryLabel", .quaternaryLabel, ((60, 60, 67, 0.18), (235, 235, 245, 0.16))),
        ("placeholderText", .placeholderText, ((60, 60, 67, 0.3), (235, 235, 245, 0.3))),
        ("link", .link, ((0, 122, 255, 1), (9, 132, 255, 1))),
        ("separator", .separator, ((60, 60, 67, 0.29), (84, 84, 88, 0.6))),
        ("opaqueSeparator", .opaqueSeparator, ((198, 198, 200, 1), (56, 56, 58, 1))),
        ("systemFill", .systemFill, ((120, 120, 128, 0.2), (120, 120, 128, 0.36))),
        ("secondarySystemFill", .secondarySystemFill, ((120, 120, 128, 0.16), (120, 120, 128, 0.32))),
        ("tertiarySystemFill", .tertiarySystemFill, ((118, 118, 128, 0.12), (118, 118, 128, 0.24))),
        ("quaternarySystemFill", .quaternarySystemFill, ((116, 116, 128, 0.08), (118, 118, 128, 0.18))),
        ("systemGray", .systemGray, ((142, 142, 147, 1), (142, 142, 147, 1))),
        ("systemGray2", .systemGray2, ((174, 174, 178, 1), (99, 99, 102, 1))),
        ("systemGray3", .systemGray3, ((199, 199, 204, 1), (72, 72, 74, 1))),
        ("systemGray4", .systemGray4, ((209, 209, 214, 1), (58, 58, 60, 1))),
        ("systemGray5", .systemGray5, ((229, 229, 234, 1), (44, 44, 46, 1))),
        ("systemGray6", .systemGray6, ((242, 242, 247, 1), (28, 28, 30, 1))),
        ("systemBlue", .systemBlue, ((0, 122, 255, 1), (10, 132, 255, 1))),
        ("systemRed", .systemRed, ((255, 59, 48, 1), (255, 69, 58, 1))),
        ("systemGreen", .systemGreen, ((52, 199, 89, 1), (48, 209, 88, 1))),
        ("systemOrange", .systemOrange, ((255, 149, 0, 1), (255, 159, 10, 1))),
        ("systemYellow", .systemYellow, ((255, 204, 0, 1), (255, 214, 10, 1))),
        ("systemPink", .systemPink, ((255, 45, 85, 1), (255, 55, 95, 1))),
        ("systemPurple", .systemPurple, ((175, 82, 222, 1), (191, 90, 242, 1))),
        ("systemTeal", .systemTeal, ((48, 176, 199, 1), (64, 200, 224, 1))),
        ("systemIndigo", .systemIndigo, ((88, 86, 214, 1), (94, 92, 230, 1))),
        ("systemMint", .systemMint, ((0, 199, 190, 1), (99, 230, 226, 1))),
        ("systemCyan", .systemCyan, ((50, 173, 230, 1), (100, 210, 255, 1))),
        ("systemBrown", .systemBrown, ((162, 132, 94, 1), (172, 142, 104, 1))),
    ]

    @Test func everySemanticColourHasApplesLightAndDarkValue() {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        for (name, color, values) in Self.table {
            for (traits, expected) in [(light, values.light), (dark, values.dark)] {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
                let got = ((r * 255).rounded(), (g * 255).rounded(), (b * 255).rounded(), (a * 100).rounded() / 100)
                #expect(got == expected, "\(name) in \(traits.userInterfaceStyle == .dark ? "dark" : "light")")
            }
        }
    }

    @Test func aDarkHostDrawsTheDarkValuesAndTellsTheApp() {
        let screen = PlainScreen()
        let (host, controller) = (screen.host, screen.controller)
        controller.view.backgroundColor = .systemBackground
        let card = screen.addView(CGRect(x: 20, y: 20, width: 60, height: 60), color: .secondarySystemBackground)
        var controllerHeard: [UIUserInterfaceStyle] = [], registered = 0
        final class Card: UIView {
            var heard: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                heard.append(previous?.userInterfaceStyle ?? .unspecified)
            }
        }
        let listener = Card(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        controller.view.addSubview(listener)
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: UIViewController, previous) in
            controllerHeard.append(previous.userInterfaceStyle)
            #expect(controller.traitCollection.userInterfaceStyle == .dark)
        }
        controller.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIViewController, _) in registered += 1 }
        host.settle()
        #expect(host.snapshot().pixel(x: 5, y: 5) == (255, 255, 255, 255))
        host.appearance = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark && card.traitCollection.userInterfaceStyle == .dark)
        #expect(controllerHeard == [.light] && listener.heard == [.light], "each told once, with the previous (light) traits")
        #expect(registered == 0, "a registration for another trait is not called")
        host.advance(by: 1.0 / 60)
        #expect(host.snapshot().pixel(x: 5, y: 5) == (0, 0, 0, 255), "systemBackground is black in dark")
        #expect(host.snapshot().pixel(x: 50, y: 50) == (28, 28, 30, 255))
        host.appearance = .dark
        #expect(controllerHeard.count == 1, "no change, no call")
    }

    /// UIKit's dark-mode pitfall: a `CGColor` is a fixed colour, resolved when it was taken, so a
    /// layer colour set from a dynamic colour keeps its light value after the switch.
    @Test func aCGColorTakenInLightKeepsItsLightValue() {
        let screen = PlainScreen()
        let box = screen.addView(CGRect(x: 20, y: 20, width: 100, height: 100))
        box.layer.borderWidth = 10
        box.layer.borderColor = UIColor.label.cgColor
        box.backgroundColor = .systemBackground
        screen.host.settle()
        #expect(screen.host.snapshot().pixel(x: 24, y: 60) == (0, 0, 0, 255))
        screen.host.appearance = .dark
        screen.host.settle()
        #expect(screen.host.snapshot().pixel(x: 24, y: 60) == (0, 0, 0, 255), "the border stays black")
        #expect(screen.host.snapshot().pixel(x: 60, y: 60) == (0, 0, 0, 255), "the background went dark")
        box.layer.borderColor = screen.host.run { UIColor.label.cgColor }
        screen.host.settle()
        #expect(screen.host.snapshot().pixel(x: 24, y: 60) == (255, 255, 255, 255), "taken again in dark, it is white")
    }

    /// `overrideUserInterfaceStyle` on a view, a controller or a window sets the style for what is
    /// under it (UIView, UIViewController, *overrideUserInterfaceStyle*); a presented controller
    /// takes its presenter's (iOS 17's trait inheritance).
    @Test func overridesSetTheStyleOfWhatIsUnderThem() {
        let screen = PlainScreen()
        let (host, controller) = (screen.host, screen.controller)
        controller.view.backgroundColor = .systemBackground
        let panel = screen.addView(CGRect(x: 0, y: 0, width: 100, height: 100), color: .systemBackground)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        inner.backgroundColor = .label
        panel.addSubview(inner)
        panel.overrideUserInterfaceStyle = .dark
        host.settle()
        #expect(inner.traitCollection.userInterfaceStyle == .dark && controller.traitCollection.userInterfaceStyle == .light)
        #expect(host.snapshot().pixel(x: 50, y: 50) == (0, 0, 0, 255) && host.snapshot().pixel(x: 15, y: 15) == (255, 255, 255, 255))
        #expect(host.snapshot().pixel(x: 150, y: 150).r > 200, "the rest stays light")
        host.appearance = .dark
        controller.overrideUserInterfaceStyle = .light
        let presented = UIViewController()
        controller.present(presented, animated: false)
        host.settle()
        #expect(presented.traitCollection.userInterfaceStyle == .light, "the presenter's override reaches what it presents")
        #expect(panel.traitCollection.userInterfaceStyle == .dark, "a view's own override wins")
        presented.dismiss(animated: false)
        host.settle()
        host.window.overrideUserInterfaceStyle = .dark
        controller.overrideUserInterfaceStyle = .unspecified
        host.appearance = .light
        #expect(controller.traitCollection.userInterfaceStyle == .dark, "the window's override")
    }

    /// A colour of the app's own resolves through its provider with the traits it is drawn with,
    /// and `UITraitCollection.current` is those traits inside `draw(_:)`.
    @Test func aDynamicProviderResolvesWhereItIsDrawn() {
        let brand = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.1, alpha: 1) }
        #expect(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(white: 0.9, alpha: 1))
        final class Swatch: UIView {
            var drewIn: [UIUserInterfaceStyle] = []
            override func draw(_ rect: CGRect) {
                drewIn.append(UITraitCollection.current.userInterfaceStyle)
                UIColor.label.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let screen = PlainScreen()
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        swatch.backgroundColor = brand
        screen.controller.view.addSubview(swatch)
        screen.host.settle()
        #expect(screen.host.snapshot().pixel(x: 30, y: 30).r < 40 && screen.host.snapshot().pixel(x: 5, y: 5) == (0, 0, 0, 255))
        screen.host.appearance = .dark
        screen.host.settle()
        #expect(screen.host.snapshot().pixel(x: 30, y: 30).r > 215)
        #expect(swatch.drewIn == [.light, .dark], "drawn again after the switch, with the dark traits current")
        #expect(screen.host.snapshot().pixel(x: 5, y: 5) == (255, 255, 255, 255))
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
            #expect(UIColor.label.cgColor.components?.first == 0)
        }
        #expect(UIColor.label.cgColor.components?.first == 1, "restored after performAsCurrent: the test's (dark) host")
        // Setting `current` is UIKit's other way in; it lasts until set again.
        let saved = UITraitCollection.current
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.systemBackground.cgColor.components?.first == 0 && UITraitCollection.current.userInterfaceStyle == .dark)
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .light)
        #expect(screen.host.run { UIColor.systemBackground.cgColor.components?.first } == 0,
                "the (dark) host's code resolves with the host's traits, as UIKit sets its own before calling the app")
        UITraitCollection.current = saved
        #expect(UIColor.systemBackground.cgColor.components?.first == 0, "the test body's host is dark")
        // Leave this thread as the tests found it: nothing set by the app.
        TraitResolution.forThisThread.traits = nil
    }
}
