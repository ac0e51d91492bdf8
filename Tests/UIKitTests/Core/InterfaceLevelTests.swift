import Foundation
import Testing
import UIKitTesting
import UIKit

/// The interface level as UIKit sets it: the window's content at `.base`; sheets, popovers and
/// alerts at `.elevated`, where the dark background colours are a step lighter; a full-screen
/// presentation at `.base` again. docs/PORTING.md names the sources.
@MainActor @Suite struct InterfaceLevelTests {
    /// Apple's dark values on elevated content (0–255), with the base dark value beside them.
    static let elevatedBackgrounds: [(String, UIColor, base: [CGFloat], elevated: [CGFloat])] = [
        ("systemBackground", .systemBackground, [0, 0, 0], [28, 28, 30]),
        ("secondarySystemBackground", .secondarySystemBackground, [28, 28, 30], [44, 44, 46]),
        ("tertiarySystemBackground", .tertiarySystemBackground, [44, 44, 46], [58, 58, 60]),
        ("systemGroupedBackground", .systemGroupedBackground, [0, 0, 0], [28, 28, 30]),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, [28, 28, 30], [44, 44, 46]),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, [44, 44, 46], [58, 58, 60]),
    ]

    private func components(_ color: UIColor, _ traits: [UITraitCollection]) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.resolvedColor(with: UITraitCollection(traitsFrom: traits)).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { ($0 * 255).rounded() }
    }

    @Test func darkBackgroundsAreAStepLighterWhenElevatedAndLightOnesDoNotChange() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        let elevated = UITraitCollection(userInterfaceLevel: .elevated), base = UITraitCollection(userInterfaceLevel: .base)
        for (name, color, baseValue, elevatedValue) in Self.elevatedBackgrounds {
            #expect(components(color, [dark, base]) == baseValue, "\(name), dark base")
            #expect(components(color, [dark]) == baseValue, "\(name), dark with no level")
            #expect(components(color, [dark, elevated]) == elevatedValue, "\(name), dark elevated")
            #expect(components(color, [light, elevated]) == components(color, [light, base]), "\(name), light")
        }
        // Colours other than the backgrounds keep one dark value.
        #expect(components(.label, [dark, elevated]) == components(.label, [dark, base]))
        #expect(components(.systemBlue, [dark, elevated]) == components(.systemBlue, [dark, base]))
    }

    @Test func theTraitMergesAndComparesAsTheOthersDo() {
        let elevated = UITraitCollection(userInterfaceLevel: .elevated)
        #expect(UITraitCollection().userInterfaceLevel == .unspecified)
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), elevated])
        #expect(merged.userInterfaceLevel == .elevated && merged.userInterfaceStyle == .dark)
        #expect(merged.containsTraits(in: elevated) && !UITraitCollection(userInterfaceLevel: .base).containsTraits(in: elevated))
        #expect(merged.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!UITraitCollection(userInterfaceLevel: .base).hasDifferentColorAppearance(comparedTo: UITraitCollection()))
    }

    /// A dark host whose root draws `systemBackground`, presenting a controller that draws it too
    /// in `style`; returns the host, the root and the presented controller once settled.
    private func present(_ style: UIModalPresentationStyle, in size: CGSize = CGSize(width: 390, height: 844),
                         configure: (UIViewController) -> Void = { _ in }) -> (HeadlessHost, UIViewController, UIViewController) {
        let host = HeadlessHost(size: size)
        host.appearance = .dark
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        host.rootViewController = root
        host.settle()
        let presented = UIViewController()
        presented.view.backgroundColor = .systemBackground
        presented.modalPresentationStyle = style
        configure(presented)
        root.present(presented, animated: false)
        host.settle()
        return (host, root, presented)
    }

    @Test func aSheetIsElevatedAndDrawsTheLighterBackground() {
        let (host, root, sheet) = present(.pageSheet)
        #expect(root.traitCollection.userInterfaceLevel == .base)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        #expect(sheet.view.traitCollection.userInterfaceLevel == .elevated)
        let middle = sheet.view.convert(CGPoint(x: sheet.view.bounds.midX, y: sheet.view.bounds.midY), to: nil)
        let pixel = host.snapshot().pixel(x: Int(middle.x), y: Int(middle.y))
        #expect(pixel == (28, 28, 30, 255), "an elevated dark systemBackground: \(pixel)")
    }

    @Test func aFullScreenPresentationIsTheBaseLevelAgain() {
        let (host, _, presented) = present(.fullScreen)
        #expect(presented.traitCollection.userInterfaceLevel == .base)
        #expect(host.snapshot().pixel(x: 195, y: 422) == (0, 0, 0, 255))
    }

    @Test func aPopoverAndAnAlertAreElevated() {
        // A regular width, where a popover stays one.
        let (host, _, popover) = present(.popover, in: CGSize(width: 1024, height: 768)) { controller in
            controller.preferredContentSize = CGSize(width: 200, height: 200)
            controller.popoverPresentationController?.sourceRect = CGRect(x: 500, y: 100, width: 20, height: 20)
        }
        #expect(popover.traitCollection.userInterfaceLevel == .elevated)
        let middle = popover.view.convert(CGPoint(x: popover.view.bounds.midX, y: popover.view.bounds.midY), to: nil)
        #expect(host.snapshot().pixel(x: Int(middle.x), y: Int(middle.y)) == (28, 28, 30, 255))
        let alertHost = HeadlessHost(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        alertHost.rootViewController = root
        alertHost.settle()
        let alert = UIAlertController(title: "Level", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        alertHost.settle()
        #expect(alert.traitCollection.userInterfaceLevel == .elevated)
    }

    @Test func aPresentationControllersOverrideSetsTheLevel() {
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                let sheet = UISheetPresentationController(presentedViewController: presented, presenting: presenting)
                sheet.overrideTraitCollection = UITraitCollection(userInterfaceLevel: .base)
                return sheet
            }
        }
        let delegate = Delegate()
        let (_, _, presented) = present(.custom) { $0.transitioningDelegate = delegate }
        #expect(presented.traitCollection.userInterfaceLevel == .base)
    }

    @Test func aSheetAdaptedToFullScreenDropsToBase() {
        final class FullScreenWhenCompact: NSObject, UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController,
                                           traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
            }
        }
        let delegate = FullScreenWhenCompact()
        let (host, _, sheet) = present(.formSheet, in: CGSize(width: 1024, height: 768)) { controller in
            controller.presentationController?.delegate = delegate
        }
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        host.resize(to: CGSize(width: 390, height: 844))
        host.settle()
        #expect(sheet.traitCollection.userInterfaceLevel == .base)
        let middle = sheet.view.convert(CGPoint(x: sheet.view.bounds.midX, y: sheet.view.bounds.midY), to: nil)
        #expect(host.snapshot().pixel(x: Int(middle.x), y: Int(middle.y)) == (0, 0, 0, 255), "full screen draws the base black")
        host.resize(to: CGSize(width: 1024, height: 768))
        host.settle()
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated, "adapted back, a sheet again")
    }
}
