import Foundation
import Synchronization
import Testing
import UIKit
import UIKitTesting
import LabTestSupport
@testable import UIKitScreens

@MainActor
@Suite struct AlertControllerTests {
    private func host(size: CGSize = CGSize(width: 390, height: 700)) -> (HeadlessHost, UIViewController) {
        let host = HeadlessHost(size: size)
        let root = UIViewController()
        root.view.backgroundColor = .white
        host.rootViewController = root
        return (host, root)
    }

    /// The text drawn now, in drawing order.
    private func texts(_ host: HeadlessHost) -> [String] {
        host.displayList.commands.compactMap { command in
            if case let .text(string, _, _, _, _) = command { return string }
            return nil
        }
    }

    @Test func anAlertIsCentredOverADimmedScreenAndItsHandlerRunsAfterDismissal() throws {
        let (host, root) = host()
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        var handled: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            #expect(root.presentedViewController == nil, "the handler runs once the alert is gone")
            handled.append(action.title ?? "")
        })
        root.present(alert, animated: true)
        #expect(alert.modalPresentationStyle == .custom)
        host.settle()
        let frame = alert.view.frame
        #expect(frame.width == 270 && frame.midX == 195 && abs(frame.midY - 350) <= 1)
        // 20 % black over white.
        let dimmed = host.snapshot().pixel(x: 10, y: 10)
        #expect(dimmed.r == 204 || dimmed.r == 203)
        #expect(texts(host).contains("Delete photo?") && texts(host).contains("Delete"))
        // Side by side, Cancel on the left.
        let deleteButton = try #require(alert.view.firstSubview(of: AlertActionButton.self) { $0.action.title == "Delete" })
        let cancelButton = try #require(alert.view.firstSubview(of: AlertActionButton.self) { $0.action.title == "Cancel" })
        #expect(cancelButton.convert(CGPoint.zero, to: nil).x < deleteButton.convert(CGPoint.zero, to: nil).x)
        let tapPoint = deleteButton.convert(CGPoint(x: deleteButton.bounds.midX, y: deleteButton.bounds.midY), to: nil)
        host.tap(at: tapPoint)
        #expect(handled.isEmpty, "not before the dismissal")
        host.settle()
        #expect(handled == ["Delete"])
        #expect(root.presentedViewController == nil)
        // A second tap (on what is now the presenter) runs nothing more.
        host.tap(at: tapPoint)
        #expect(handled == ["Delete"])
    }

    @Test func threeActionsStackWithCancelLast() throws {
        let (host, root) = host()
        let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Mail", style: .default))
        alert.addAction(UIAlertAction(title: "Messages", style: .default))
        root.present(alert, animated: false)
        host.settle()
        let buttons = alert.view.allSubviews(of: AlertActionButton.self)
        let order = buttons.sorted { $0.convert(CGPoint.zero, to: nil).y < $1.convert(CGPoint.zero, to: nil).y }.map { $0.action.title }
        #expect(order == ["Mail", "Messages", "Cancel"])
        #expect(buttons.allSatisfy { $0.bounds.height == 44 && $0.bounds.width == 270 })
    }

    @Test func aCompactActionSheetSitsAtTheBottomAndTheDimmingCancels() throws {
        let (host, root) = host()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(sheet.modalPresentationStyle == .popover && sheet.popoverPresentationController != nil)
        var handled: [String] = []
        sheet.addAction(UIAlertAction(title: "Save", style: .default) { _ in handled.append("Save") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled.append("Cancel") })
        root.present(sheet, animated: true)
        host.settle()
        let frame = sheet.view.frame
        // 8 points from the sides and bottom; the action card, 8 points, then the cancel card.
        #expect(frame.minX == 8 && frame.width == 374 && frame.maxY == 692)
        #expect(frame.height == CGFloat(57 + 8 + 57))
        host.tap(at: CGPoint(x: 195, y: 100))
        host.settle()
        #expect(handled == ["Cancel"] && root.presentedViewController == nil)
    }

    @Test func aRegularWidthActionSheetIsAPopoverWithoutItsCancelButton() throws {
        let (host, root) = host(size: CGSize(width: 1024, height: 768))
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        root.view.addSubview(button)
        let sheet = UIAlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
        var handled: [String] = []
        sheet.addAction(UIAlertAction(title: "PDF", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled.append("Cancel") })
        sheet.popoverPresentationController?.sourceView = button
        root.present(sheet, animated: true)
        host.settle()
        #expect(sheet.presentationController is UIPopoverPresentationController)
        #expect(!texts(host).contains("Cancel") && texts(host).contains("PDF"))
        host.tap(at: CGPoint(x: 900, y: 700))
        host.settle()
        #expect(root.presentedViewController == nil && handled == ["Cancel"])
    }

    @Test func textFieldsTakeTypingAndTheHandlerReadsThem() throws {
        let (host, root) = host()
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        var entered: [String?] = []
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak alert] _ in entered = alert?.textFields?.map(\.text) ?? [] })
        root.present(alert, animated: true)
        host.settle()
        #expect(alert.textFields?.first?.isFirstResponder == true)
        host.typeText("ada")
        host.typeText("x\u{8}")
        let password = try #require(alert.textFields?.last)
        let passwordPoint = password.convert(CGPoint(x: 20, y: 10), to: nil)
        host.tap(at: passwordPoint)
        #expect(password.isFirstResponder)
        host.typeText("secret")
        #expect(texts(host).contains("••••••") && texts(host).contains("ada"))
        let ok = try #require(alert.view.firstSubview(of: AlertActionButton.self) { $0.action.title == "OK" })
        host.tap(at: ok.convert(CGPoint(x: ok.bounds.midX, y: ok.bounds.midY), to: nil))
        host.settle()
        #expect(entered == ["ada", "secret"])
    }

    @Test func thePreferredActionIsBold() throws {
        let (host, root) = host()
        let alert = UIAlertController(title: "Update", message: nil, preferredStyle: .alert)
        let later = UIAlertAction(title: "Later", style: .cancel)
        let install = UIAlertAction(title: "Install", style: .default)
        alert.addAction(later)
        alert.addAction(install)
        alert.preferredAction = install
        root.present(alert, animated: false)
        host.settle()
        let fonts = Dictionary(uniqueKeysWithValues: host.displayList.commands.compactMap { command -> (String, String)? in
            if case let .text(string, font, _, _, _) = command { return (string, font.name) }
            return nil
        })
        #expect(fonts["Install"] != fonts["Later"])
        #expect(fonts["Install"] == UIFont.systemFont(ofSize: 17, weight: .semibold).fontName)
    }

    @Test func anAlertAndAnActionSheetLookAsOnAnIPhone() {
        let (host, root) = host(size: CGSize(width: 390, height: 500))
        let alert = UIAlertController(title: "Allow notifications?", message: "You can change this in Settings.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Don't Allow", style: .cancel))
        alert.addAction(UIAlertAction(title: "Allow", style: .default))
        root.present(alert, animated: false)
        host.settle()
        expectGolden(host.snapshot(), "alert")
        root.dismiss(animated: false)
        host.settle()
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: false)
        host.settle()
        expectGolden(host.snapshot(), "action-sheet")
    }

    /// XCUITest finds an alert's actions as buttons named by their titles (`app.alerts.buttons["Submit"]`),
    /// so a script's `tap "Submit"` reaches the action; the alert's field takes the keyboard away with it.
    @Test func anAlertsActionsAreButtonsNamedByTheirTitles() throws {
        // On a phone, where the software keyboard comes up under the alert.
        let screen = HeadlessHost(device: .iPhone15)
        let root = UINavigationController(rootViewController: UITableViewController())
        screen.rootViewController = root
        let alert = UIAlertController(title: "Enter answer", message: nil, preferredStyle: .alert)
        alert.addTextField()
        var submitted = false
        alert.addAction(UIAlertAction(title: "Submit", style: .default) { _ in submitted = true })
        root.present(alert, animated: true)
        screen.settle()
        // Typing into the alert's field first, as a person answers it.
        let field = try #require(alert.textFields?.first)
        #expect(field.isFirstResponder)
        screen.typeText("rest")
        screen.settle()
        let elements = AccessibilityTree.elements(in: screen.window)
        #expect(elements.contains { $0.kind == "Button" && $0.label == "Submit" })
        let keyboardHid = Mutex(false)
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: nil) { _ in
            keyboardHid.withLock { $0 = true }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        screen.tap(at: try AccessibilityTree.tapPoint(for: "Submit", in: screen.window).get())
        screen.settle()
        #expect(submitted)
        // The field left the window with the alert, and the keyboard went with it.
        #expect(!field.isFirstResponder && keyboardHid.withLock { $0 })
    }

}

@Suite struct AlertMisuseTests {
    @Test func aSecondCancelActionStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "A", style: .cancel))
                alert.addAction(UIAlertAction(title: "B", style: .cancel))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
    }

    @Test func aPopoverActionSheetWithoutASourceStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost(size: CGSize(width: 1024, height: 768))
                let root = UIViewController()
                host.rootViewController = root
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "OK", style: .default))
                root.present(sheet, animated: true)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("You must provide either a sourceView and sourceRect or a barButtonItem"))
    }
}

extension UIView {
    /// Every view of type `T` in this tree, depth first.
    func allSubviews<T: UIView>(of type: T.Type) -> [T] {
        subviews.flatMap { ($0 as? T).map { [$0] } ?? [] } + subviews.flatMap { $0.allSubviews(of: type) }
    }

    func firstSubview<T: UIView>(of type: T.Type, where matches: (T) -> Bool) -> T? {
        allSubviews(of: type).first(where: matches)
    }
}
