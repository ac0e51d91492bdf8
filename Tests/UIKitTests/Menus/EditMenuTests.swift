import Foundation
import Testing
import UIKit
import UIKitTesting
import LabTestSupport
@testable import UIKitCore

/// The edit menu on a view of the app's own, as UIKit documents it: `UIEditMenuInteraction`
/// (`presentEditMenu(with:)`, its delegate's menu, target rectangle and present/dismiss calls) and
/// the older `UIMenuController` with `UIMenuItem`s; the suggested actions are the standard edit
/// actions the responder chain can perform (`canPerformAction(_:withSender:)`). Sources:
/// docs/PORTING.md, "Text selection and the edit menu".
@MainActor
@Suite struct EditMenuTests {
    /// A label that can be copied, as UIKit's guides write one: it becomes first responder, says
    /// which actions it performs, and implements them.
    final class NoteLabel: UILabel, UIEditMenuInteractionDelegate {
        var events: [String] = []
        var menuToGive: UIMenu??  = .none
        var target: CGRect = .null

        override var canBecomeFirstResponder: Bool { true }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == Selector("copy:") || action == Selector("flag:")
        }
        override func copy(_ sender: Any?) {
            UIPasteboard.general.string = text
            events.append("copy")
        }
        func flag(_ sender: Any?) { events.append("flag") }

        func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                 suggestedActions: [UIMenuElement]) -> UIMenu? {
            events.append("menuFor")
            if case .some(let menu) = menuToGive { return menu }
            return UIMenu(children: suggestedActions + [UIAction(title: "Share") { [weak self] _ in self?.events.append("share") }])
        }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect { target }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                 animator: UIEditMenuInteractionAnimating) { events.append("willPresent") }
        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                 animator: UIEditMenuInteractionAnimating) {
            events.append("willDismiss")
            animator.addCompletion { [weak self] in self?.events.append("dismissed") }
        }
    }

    private func makeLabel() -> (PlainScreen, NoteLabel) {
        let screen = PlainScreen(size: CGSize(width: 390, height: 700))
        let label = NoteLabel(frame: CGRect(x: 40, y: 300, width: 200, height: 30))
        label.text = "Call Ada at noon"
        screen.controller.view.addSubview(label)
        screen.host.settle()
        return (screen, label)
    }

    private func titles(_ host: HeadlessHost) -> [String] {
        guard let menu = host.window.openEditMenu, !menu.isClosing else { return [] }
        return menu.shownTitles
    }

    @Test func anInteractionShowsTheDelegatesMenuWithTheSuggestedActionsAboveItsSourcePoint() throws {
        let (screen, label) = makeLabel()
        let host = screen.host
        let interaction = UIEditMenuInteraction(delegate: label)
        label.addInteraction(interaction)
        host.run {
            _ = label.becomeFirstResponder()
            interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 0)))
        }
        host.settle()
        #expect(label.events == ["menuFor", "willPresent"])
        #expect(titles(host) == ["Copy", "Share"], "the suggested actions are those the responder can perform")
        let frame = try #require(host.window.openEditMenu?.frame)
        #expect(frame.maxY <= 300 && frame.maxY >= 290, "above the source point, its arrow at it")
        #expect(abs(frame.midX - 140) < 1, "centred on the source point")
        #expect(interaction.location(in: screen.controller.view) == CGPoint(x: 140, y: 300))
        tap("Copy", in: host)
        #expect(label.events == ["menuFor", "willPresent", "willDismiss", "copy", "dismissed"])
        #expect(host.run { UIPasteboard.general.string } == "Call Ada at noon")
    }

    @Test func theDelegatesRectangleAnEmptyMenuAndDismissal() throws {
        let (screen, label) = makeLabel()
        let host = screen.host
        let interaction = UIEditMenuInteraction(delegate: label)
        label.addInteraction(interaction)
        // No room above a target at the top of the window: the menu goes below it.
        label.target = CGRect(x: 0, y: -290, width: 40, height: 10)
        host.run { interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero)) }
        host.settle()
        let frame = try #require(host.window.openEditMenu?.frame)
        #expect(frame.minY >= 20 && frame.minY <= 25, "below the delegate's rectangle when there is no room above")
        host.run { interaction.dismissMenu() }
        host.settle()
        #expect(titles(host).isEmpty && label.events.suffix(2) == ["willDismiss", "dismissed"])
        label.menuToGive = .some(UIMenu(children: []))
        host.run { interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero)) }
        host.settle()
        #expect(host.window.openEditMenu == nil, "an empty menu shows nothing")
    }

    @Test func aTouchElsewhereClosesTheMenuAndGoesOn() {
        let (screen, label) = makeLabel()
        let host = screen.host
        var tapped = 0
        let button = UIButton(type: .system)
        button.setTitle("Other", for: .normal)
        button.frame = CGRect(x: 40, y: 500, width: 100, height: 44)
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        screen.controller.view.addSubview(button)
        let interaction = UIEditMenuInteraction(delegate: label)
        label.addInteraction(interaction)
        host.run { interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 0))) }
        host.settle()
        #expect(titles(host).contains("Share"))
        host.tap(at: CGPoint(x: 90, y: 522))
        host.settle()
        #expect(titles(host).isEmpty && tapped == 1, "the touch closes the menu and still reaches the button")
    }

    @Test func theMenuControllerShowsItsItemsTheChainCanPerform() {
        let (screen, label) = makeLabel()
        let host = screen.host
        final class Notices: @unchecked Sendable { var names: [String] = [] }
        let heard = Notices()
        let center = NotificationCenter.default
        let observers = [UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
                         UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification].map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { heard.names.append($0.name.rawValue.replacingOccurrences(of: "UIMenuController", with: "")) }
        }
        defer { observers.forEach(center.removeObserver) }
        host.run {
            let controller = UIMenuController.shared
            controller.menuItems = [UIMenuItem(title: "Flag", action: Selector("flag:")), UIMenuItem(title: "Pin", action: Selector("pin:"))]
            _ = label.becomeFirstResponder()
            #expect(!controller.isMenuVisible && controller.menuFrame == .zero)
            controller.showMenu(from: label, rect: label.bounds)
            #expect(controller.isMenuVisible)
            #expect(controller.menuFrame.maxY <= 300 && controller.menuFrame.height > 0)
            controller.menuItems = nil
        }
        host.settle()
        #expect(titles(host) == ["Copy", "Flag"], "Pin's action is one no responder performs")
        #expect(heard.names == ["WillShowMenuNotification", "DidShowMenuNotification"])
        tap("Flag", in: host)
        #expect(label.events == ["flag"], "the item's action reaches the responder by its selector")
        #expect(heard.names.suffix(2) == ["WillHideMenuNotification", "DidHideMenuNotification"])
        #expect(!host.run { UIMenuController.shared.isMenuVisible })
        host.run { UIMenuController.shared.showMenu(from: label, rect: label.bounds) }
        host.settle()
        host.run { UIMenuController.shared.hideMenu() }
        #expect(heard.names.last == "WillHideMenuNotification", "the menu is still fading out")
        host.settle()
        #expect(heard.names.last == "DidHideMenuNotification", "posted once the fade is over")
    }

    @Test func eachHostHasItsOwnMenuController() {
        let first = HeadlessHost(size: CGSize(width: 200, height: 200))
        let second = HeadlessHost(size: CGSize(width: 200, height: 200))
        first.run { UIMenuController.shared.menuItems = [UIMenuItem(title: "A", action: Selector("a:"))] }
        #expect(first.run { UIMenuController.shared } !== second.run { UIMenuController.shared })
        #expect(second.run { UIMenuController.shared.menuItems } == nil)
    }

    @Test func aResponderOffersTheStandardActionsItCanPerformAndTheChainFindsTheTarget() {
        let (screen, label) = makeLabel()
        screen.host.run {
            #expect(label.target(forAction: Selector("copy:"), withSender: nil) as AnyObject? === label)
            #expect(label.target(forAction: Selector("paste:"), withSender: nil) == nil)
            #expect(!UIView().canPerformAction(Selector("copy:"), withSender: nil), "UIResponder performs no edit action of its own")
        }
    }
}
