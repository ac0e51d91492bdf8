import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore
@testable import UIKitScreens

/// Toolbars as Apple documents them (UIToolbar; UINavigationController, "Displaying a navigation
/// toolbar"; UIViewController.toolbarItems): a navigation controller's toolbar shows the top
/// controller's items above the home indicator once `isToolbarHidden` is false; flexible spaces
/// share the room left; a controller pushed with `hidesBottomBarWhenPushed` hides it.
/// Sources: docs/PORTING.md, "Toolbars".
@MainActor
@Suite struct ToolbarTests {
    private final class Editor: UIViewController {
        var deletes = 0
        func deleteNote() { deletes += 1 }
    }

    private func makeStack(items: (Editor) -> [UIBarButtonItem]) -> (HeadlessHost, UINavigationController, Editor) {
        let host = HeadlessHost(device: .iPhone15)
        let editor = Editor()
        editor.toolbarItems = items(editor)
        let navigation = UINavigationController(rootViewController: editor)
        host.rootViewController = navigation
        host.settle()
        return (host, navigation, editor)
    }

    /// "The navigation toolbar is hidden by default" (isToolbarHidden); shown, it sits on the
    /// bottom safe area and the content's safe area ends above it.
    @Test func theToolbarShowsTheTopControllersItemsAboveTheHomeIndicator() throws {
        let (host, navigation, editor) = makeStack { editor in
            [UIBarButtonItem(barButtonSystemItem: .trash, target: editor, action: Editor.deleteNote)]
        }
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        #expect(editor.view.safeAreaInsets.bottom == 34, "a hidden toolbar leaves the safe area alone")
        navigation.isToolbarHidden = false
        host.settle()
        #expect(!navigation.toolbar.isHidden)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        #expect(editor.view.safeAreaInsets.bottom == CGFloat(34 + 44))
        let trash = try #require(editor.toolbarItems?.first?.view)
        #expect(trash.frame.minX == 16, "items start at the bar's leading margin")
        host.tap(at: trash.convert(CGPoint(x: trash.bounds.midX, y: trash.bounds.midY), to: nil))
        host.settle()
        #expect(editor.deletes == 1)
    }

    /// Flexible spaces share the width left over equally; a fixed space is its `width` wide.
    @Test func flexibleSpacesShareTheRoomAndFixedSpacesKeepTheirWidth() throws {
        let left = UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil)
        let middle = UIBarButtonItem(title: "Middle", style: .plain, target: nil, action: nil)
        let right = UIBarButtonItem(title: "Right", style: .plain, target: nil, action: nil)
        let (host, navigation, _) = makeStack { _ in [left, .flexibleSpace(), middle, .flexibleSpace(), right] }
        navigation.setToolbarHidden(false, animated: false)
        host.settle()
        let (l, m, r) = (try #require(left.view), try #require(middle.view), try #require(right.view))
        #expect(l.frame.minX == 16 && abs(r.frame.maxX - (393 - 16)) < 0.01, "the spaces push the outer items to the margins")
        let gapBefore = m.frame.minX - l.frame.maxX, gapAfter = r.frame.minX - m.frame.maxX
        #expect(abs(gapBefore - gapAfter) < 0.01, "two flexible spaces take equal shares: \(gapBefore) and \(gapAfter)")

        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let first = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        let second = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        bar.items = [first, .fixedSpace(40), second]
        bar.layoutIfNeeded()
        let (a, b) = (try #require(bar.view(for: first)), try #require(bar.view(for: second)))
        #expect(b.frame.minX - a.frame.maxX == 40, "a fixed space is its width")
        #expect(bar.sizeThatFits(CGSize(width: 300, height: 500)).height == 44)
    }

    /// hidesBottomBarWhenPushed: "the toolbar at the bottom of the screen is hidden when the view
    /// controller is pushed on to a navigation controller"; popping brings it back. The items
    /// change to the top controller's with each push and pop.
    @Test func aControllerPushedWithHidesBottomBarHidesTheToolbarUntilPopped() throws {
        let (host, navigation, editor) = makeStack { _ in [UIBarButtonItem(title: "Root", style: .plain, target: nil, action: nil)] }
        navigation.isToolbarHidden = false
        let second = UIViewController()
        let secondItem = UIBarButtonItem(title: "Second", style: .plain, target: nil, action: nil)
        second.toolbarItems = [secondItem]
        navigation.pushViewController(second, animated: true)
        host.settle()
        #expect(navigation.toolbar.items?.first === secondItem)
        let photo = UIViewController()
        photo.hidesBottomBarWhenPushed = true
        navigation.pushViewController(photo, animated: true)
        host.settle()
        #expect(navigation.toolbar.isHidden && photo.view.safeAreaInsets.bottom == 34)
        navigation.popToRootViewController(animated: true)
        host.settle()
        #expect(!navigation.toolbar.isHidden && navigation.toolbar.items?.first === editor.toolbarItems?.first)
        #expect(navigation.toolbar.frame.minY == CGFloat(852 - 34 - 44))
    }

    /// setToolbarHidden(_:animated:) slides the bar out over `hideShowBarDuration` (0.2 s).
    @Test func anAnimatedHideSlidesTheToolbarOutOfTheScreen() {
        let (host, navigation, _) = makeStack { _ in [UIBarButtonItem(title: "Root", style: .plain, target: nil, action: nil)] }
        navigation.isToolbarHidden = false
        host.settle()
        navigation.setToolbarHidden(true, animated: true)
        host.advance(by: 0.1)
        let y = navigation.toolbar.presentationFrame.minY
        #expect(!navigation.toolbar.isHidden && y > 774 && y < 852, "half way, the bar is sliding down: \(y)")
        host.advance(by: 0.2)
        #expect(navigation.toolbar.isHidden)
    }

    /// scrollEdgeAppearance: with no scroll-edge appearance, a navigation controller's toolbar over
    /// content at its bottom edge (or no scroll view) draws the standard one with a transparent
    /// background; given one, it draws that.
    @Test func theToolbarIsTransparentAtTheScrollEdgeUnlessGivenAnAppearance() throws {
        let (host, navigation, editor) = makeStack { _ in [UIBarButtonItem(title: "Root", style: .plain, target: nil, action: nil)] }
        editor.view.backgroundColor = .systemBlue
        let opaque = UIToolbarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemRed
        navigation.toolbar.standardAppearance = opaque
        navigation.isToolbarHidden = false
        host.settle()
        // A point in the bar away from its items.
        let point = (x: 300, y: 852 - 34 - 10)
        var pixel = host.snapshot().pixel(x: point.x, y: point.y)
        #expect(pixel.b > 200 && pixel.r < 100, "the content shows through: \(pixel)")
        navigation.toolbar.scrollEdgeAppearance = opaque
        host.settle()
        pixel = host.snapshot().pixel(x: point.x, y: point.y)
        #expect(pixel.r > 200 && pixel.b < 100, "the scroll-edge appearance is drawn: \(pixel)")
    }

    /// Interface Builder: a navigation controller's `toolbarHidden="NO"` and `<toolbar
    /// key="toolbar">` (translucency, tint, appearances), a controller's `<toolbarItems>` with their
    /// actions and a fixed space's width; a standalone `<toolbar>` and `<navigationBar>` with its
    /// `<navigationItem>` and `barStyle="black"`.
    @Test func storyboardsShowToolbarsAndStandaloneBars() throws {
        let host = HeadlessHost(device: .iPhone15)
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let storyboard = UIStoryboard(name: "Bars", bundle: .module)
        let navigation = try #require(host.run { storyboard.instantiateInitialViewController() } as? UINavigationController)
        host.rootViewController = navigation
        host.settle()
        let draft = try #require(navigation.topViewController as? DraftViewController)
        #expect(!navigation.isToolbarHidden && !navigation.toolbar.isTranslucent && navigation.toolbar.tintColor == .systemGreen)
        #expect(navigation.toolbar.scrollEdgeAppearance?.backgroundColor == .systemYellow)
        #expect(navigation.toolbar.scrollEdgeAppearance?.shadowColor == .systemPurple)
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemTeal)
        #expect(navigation.navigationBar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
        #expect(navigation.navigationBar.compactAppearance?.backgroundEffect?.style == .systemThickMaterialLight, "a blur named as an attribute")
        #expect(navigation.navigationBar.clipsToBounds && navigation.navigationBar.isMultipleTouchEnabled, "the owned bar's own view flags")
        let items = try #require(draft.toolbarItems)
        #expect(items.map(\.title) == ["Bold", nil, nil, nil] && items[2].width == 60 && items[3].systemItem == .trash)
        #expect(navigation.toolbar.items?.count == 4)
        let bold = try #require(items[0].view)
        host.tap(at: bold.convert(CGPoint(x: bold.bounds.midX, y: bold.bounds.midY), to: nil))
        host.settle()
        #expect(draft.boldTaps == 1, "the document's action reaches the controller")

        let screen = host.run { storyboard.instantiateViewController(withIdentifier: "StandaloneBars") }
        host.rootViewController = screen
        host.settle()
        let bar = try #require(screen.view.subviews.first { $0 is UINavigationBar } as? UINavigationBar)
        #expect(bar.topItem?.title == "Compose" && bar.topItem?.leftBarButtonItem?.systemItem == .cancel)
        #expect(bar.topItem?.rightBarButtonItem?.style == .done && bar.barStyle == .black)
        #expect(bar.traitCollection.userInterfaceStyle == .dark, "a black bar draws dark")
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        let toolbar = try #require(screen.view.subviews.first { $0 is UIToolbar } as? UIToolbar)
        #expect(toolbar.items?.compactMap(\.title) == ["Attach", "Format"])
        #expect(toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44), "its height is the toolbar's own")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// Apple, *UIBarItem.landscapeImagePhone* and *landscapeImagePhoneInsets*, *imageInsets*: a bar
    /// button item's image moves by its insets, and where the bar is an iPhone's compact height the
    /// landscape image shows, moved by its own insets.
    @Test func barButtonItemsShowTheirLandscapeImageAndHonourTheirInsets() throws {
        let portrait = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
        let landscape = UIGraphicsImageRenderer(size: CGSize(width: 18, height: 18)).image { _ in }
        let item = UIBarButtonItem(image: portrait, style: .plain, target: nil, action: nil)
        item.landscapeImagePhone = landscape
        item.imageInsets = UIEdgeInsets(top: 4, left: 0, bottom: -4, right: 0)
        item.landscapeImagePhoneInsets = UIEdgeInsets(top: 0, left: 3, bottom: 0, right: -3)
        let (host, navigation, editor) = makeStack { _ in [] }
        editor.navigationItem.rightBarButtonItem = item
        host.settle()
        _ = navigation
        let button = try #require(item.view as? UIButton)
        #expect(button.currentImage === portrait)
        let upright = try #require(button.imageView?.frame)
        #expect(button.imageEdgeInsets == item.imageInsets)
        host.rotate(to: .landscapeLeft)
        host.settle()
        let turned = try #require(item.view as? UIButton)
        #expect(turned.currentImage === landscape)
        #expect(turned.imageEdgeInsets == item.landscapeImagePhoneInsets)
        host.rotate(to: .portrait)
        host.settle()
        let back = try #require(item.view as? UIButton)
        #expect(back.currentImage === portrait && back.imageView?.frame == upright)
    }
}
