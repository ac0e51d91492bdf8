import Testing
import Foundation
@testable import UIKitTesting
import UIKit

/// The software keyboard: up while a text field edits, with UIKit's notifications, frames and
/// duration, a keyboard layout guide that follows it, drawn over the app.
@MainActor @Suite struct SoftwareKeyboardTests {
    final class Received: @unchecked Sendable { var notes: [Notification] = [] }

    @Test func editingRaisesTheKeyboardWithUIKitsNotificationsAndEndingLowersIt() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        host.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        controller.view.addSubview(field)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 50), pinned.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.settle()
        #expect(abs(pinned.frame.maxY - (852 - 34)) < 0.001, "with the keyboard down the guide rests on the safe area")
        let received = Received()
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                     UIResponder.keyboardWillChangeFrameNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { received.notes.append($0) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        host.tap(at: CGPoint(x: 100, y: 120))
        #expect(field.isFirstResponder)
        #expect(received.notes.map(\.name) == [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification])
        let info = received.notes[0].userInfo ?? [:]
        let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        #expect(end == CGRect(x: 0, y: 852 - 336, width: 393, height: 336))
        #expect(begin == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
        host.advance(by: 0.3)
        #expect(received.notes.map(\.name).contains(UIResponder.keyboardDidShowNotification))
        #expect(abs(pinned.frame.maxY - (852 - 336)) < 0.001, "the guide's top follows the keyboard's")
        let shot = host.snapshot()
        let keyboardGrey = shot.pixel(x: 2, y: 852 - 10)
        #expect(keyboardGrey.r == 209 && keyboardGrey.b == 217, "the keyboard is drawn over the app")

        received.notes.removeAll()
        field.resignFirstResponder()
        host.settle()
        #expect(received.notes.map(\.name).first == UIResponder.keyboardWillHideNotification)
        #expect(received.notes.map(\.name).contains(UIResponder.keyboardDidHideNotification))
        #expect(abs(pinned.frame.maxY - (852 - 34)) < 0.001)
        #expect(host.snapshot().pixel(x: 2, y: 852 - 10) == (255, 255, 255, 255), "and gone when down")
    }

    /// An input accessory view sits on top of the keys, across the screen, and the keyboard's frame
    /// (in its notifications, and for the layout guide) takes it in; with the system keyboard off
    /// (Ctrl+K, a hardware keyboard) it stays up alone above the home indicator's strip.
    @Test func anAccessoryViewRidesOnTopOfTheKeyboard() throws {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        host.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        bar.backgroundColor = .systemRed
        field.inputAccessoryView = bar
        controller.view.addSubview(field)
        host.settle()
        let received = Received()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
            received.notes.append($0)
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.tap(at: CGPoint(x: 100, y: 120))
        host.settle()
        let end = try #require((received.notes.last?.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
        #expect(end == CGRect(x: 0, y: 852 - 336 - 44, width: 393, height: 336 + 44), "the keys' 336 points and the bar's 44")
        #expect(bar.window?.frame.minY == 852 - 380 && bar.frame == CGRect(x: 0, y: 0, width: 393, height: 44),
                "across the top of the keyboard's window")
        let red = host.snapshot().pixel(x: 100, y: 852 - 360)
        #expect(red.r > 200 && red.g < 80, "the bar drawn over the app, above the keys")
        host.core.environment.toggleSoftwareKeyboard()
        host.settle()
        let alone = try #require((received.notes.last?.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
        #expect(alone == CGRect(x: 0, y: 852 - 44 - 34, width: 393, height: 44 + 34), "the bar alone above the home indicator's strip")
        #expect(bar.window != nil)
    }

    @Test func movingBetweenFieldsKeepsTheKeyboardUp() {
        let screen = PlainScreen()
        let first = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let second = UITextField(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
        screen.controller.view.addSubview(first)
        screen.controller.view.addSubview(second)
        let received = Received()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil,
                                                              queue: nil) { received.notes.append($0) }
        defer { NotificationCenter.default.removeObserver(observer) }
        first.becomeFirstResponder()
        screen.host.settle()
        second.becomeFirstResponder()
        screen.host.settle()
        #expect(received.notes.isEmpty && screen.host.core.environment.isSoftwareKeyboardShown)
    }

    @Test func turningTheDeviceWithTheKeyboardUpMovesItToTheLandscapeHeightAndSaysSo() {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        host.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        controller.view.addSubview(field)
        host.tap(at: CGPoint(x: 100, y: 120))
        host.settle()
        let received = Received()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                              queue: nil) { received.notes.append($0) }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.rotate(to: .landscapeLeft)
        host.settle()
        let end = (received.notes.last?.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        #expect(end == CGRect(x: 0, y: 393 - 209, width: 852, height: 209), "\(String(describing: end))")
        #expect(host.snapshot().pixel(x: 840, y: 393 - 5).r == 209, "the keyboard spans the landscape screen's bottom")
    }
}
