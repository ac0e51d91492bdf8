import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

/// An inbox that passes the chosen message on in `prepare(for:sender:)`, as storyboard apps do.
@MainActor
final class InboxController: UIViewController {
    var prepared: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier ?? "")
        if let message = segue.destination as? MessageController { message.subject = sender as? String }
    }
}

@MainActor
final class MessageController: UIViewController {
    var subject: String?
}

/// A custom segue: fades the destination in as a modal presentation.
@MainActor
final class FadeInSegue: UIStoryboardSegue {
    static var performed = 0
    override func perform() {
        FadeInSegue.performed += 1
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true)
    }
}

@MainActor
@Suite struct StoryboardTests {
    private func registerMain() {
        UIStoryboard.register(name: "Main", initialViewControllerIdentifier: "Inbox", scenes: [
            .init(identifier: "Inbox") { InboxController() },
            .init(identifier: "Message") { MessageController() },
            .init(identifier: "Compose") { UIViewController() },
        ], segues: [
            .init(identifier: "showMessage", source: "Inbox", destination: "Message", kind: .show),
            .init(identifier: "compose", source: "Inbox", destination: "Compose", kind: .presentModally(.fullScreen)),
            .init(identifier: "fade", source: "Inbox", destination: "Compose", kind: .custom(FadeInSegue.self)),
        ])
    }

    @Test func controllersComeFromTheRegisteredScenes() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        registerMain()
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let initial = try #require(storyboard.instantiateInitialViewController())
        #expect(initial is InboxController && initial.storyboard === storyboard)
        let first = storyboard.instantiateViewController(withIdentifier: "Message")
        let second = storyboard.instantiateViewController(withIdentifier: "Message")
        #expect(first is MessageController && first !== second, "each call makes a new controller")
        withExtendedLifetime(host) {}
    }

    @Test func aShowSeguePushesAfterPrepare() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        registerMain()
        let inbox = try #require(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? InboxController)
        let navigation = UINavigationController(rootViewController: inbox)
        host.rootViewController = navigation
        inbox.performSegue(withIdentifier: "showMessage", sender: "Lunch?")
        host.settle()
        let message = try #require(navigation.topViewController as? MessageController)
        #expect(message.subject == "Lunch?")
        #expect(inbox.prepared == ["showMessage"])
        #expect(message.storyboard === inbox.storyboard)
    }

    @Test func modalAndCustomSeguesPresent() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        registerMain()
        let inbox = try #require(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? InboxController)
        host.rootViewController = inbox
        inbox.performSegue(withIdentifier: "compose", sender: nil)
        host.settle()
        #expect(inbox.presentedViewController?.modalPresentationStyle == .fullScreen)
        inbox.dismiss(animated: false)
        host.settle()
        let before = FadeInSegue.performed
        inbox.performSegue(withIdentifier: "fade", sender: nil)
        host.settle()
        #expect(FadeInSegue.performed == before + 1)
        #expect(inbox.presentedViewController?.modalTransitionStyle == .crossDissolve)
        #expect(inbox.prepared == ["compose", "fade"])
    }

    @Test func storyboardsBelongToTheirHost() {
        let first = HeadlessHost(size: CGSize(width: 100, height: 100))
        first.run { registerMain() }
        #expect(first.run { StoryboardRegistry.declaration(named: "Main") } != nil)
        let second = HeadlessHost(size: CGSize(width: 100, height: 100))
        second.rootViewController = UIViewController()
        #expect(second.run { StoryboardRegistry.declaration(named: "Main") } == nil, "a new host starts with no storyboards")
    }
}

@Suite struct StoryboardMisuseTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func anUnknownIdentifierStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIStoryboard.register(name: "Main", scenes: [.init(identifier: "A") { UIViewController() }])
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "B")
            }
        }
        #expect(Self.stderr(result).contains("doesn't contain a view controller with identifier 'B'"))
    }

    @Test func anUnknownSegueStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIStoryboard.register(name: "Main", scenes: [.init(identifier: "A") { UIViewController() }])
                let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "A")
                controller.performSegue(withIdentifier: "nowhere", sender: nil)
            }
        }
        #expect(Self.stderr(result).contains("has no segue with identifier 'nowhere'"))
    }

    @Test func anUnknownStoryboardStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UIStoryboard(name: "Settings", bundle: nil) }
        }
        #expect(Self.stderr(result).contains("Could not find a storyboard named 'Settings'"))
    }
}
