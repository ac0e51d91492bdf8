import Testing
import Foundation
import UIKitTesting
import UIKit
@testable import UIKitCore
@testable import UIKitScreens

/// Haptics are logged, not played (as in the Simulator), and accessibility answers as UIKit's
/// defaults do, with the settings a host can change.
@MainActor @Suite struct FeedbackAndAccessibilityTests {
    @Test func eachFeedbackEventIsListedInOrderWithItsTime() {
        let screen = PlainScreen()
        screen.host.run {
            let selection = UISelectionFeedbackGenerator()
            selection.prepare()
            selection.selectionChanged()
        }
        screen.host.advance(by: 0.5)
        screen.host.run {
            UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity: 1.7)
            UIImpactFeedbackGenerator().impactOccurred()
            UINotificationFeedbackGenerator().notificationOccurred(.warning)
        }
        let events = screen.host.feedbackEvents
        #expect(events.map(\.event) == [
            .prepared(.selection), .selectionChanged,
            .impact(.heavy, intensity: 1), .impact(.medium, intensity: 1), .notification(.warning),
        ], "intensity is clamped to 0...1; the default impact is medium")
        #expect(events[0].time == 0 && abs(events[2].time - 0.5) < 1e-9)
    }

    @Test func aGeneratorForAViewLogsToThatViewsHost() {
        let first = PlainScreen(), second = PlainScreen()
        let view = first.addView(CGRect(x: 0, y: 0, width: 10, height: 10))
        second.host.run { UIImpactFeedbackGenerator(style: .light, view: view).impactOccurred() }
        #expect(first.host.feedbackEvents.count == 1)
        #expect(second.host.feedbackEvents.isEmpty)
    }

    @Test func viewsAnswerUIKitsAccessibilityDefaults() {
        let label = UILabel()
        label.text = "Title"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Title" && label.accessibilityTraits == .staticText)
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Done")
        #expect(button.accessibilityTraits.contains(.button))
        button.isEnabled = false
        #expect(button.accessibilityTraits.contains(.notEnabled))
        let plain = UIView()
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
        #expect(UIImageView().accessibilityTraits == .image && !UIImageView().isAccessibilityElement)
        let slider = UISlider()
        slider.value = 0.25
        #expect(slider.accessibilityValue == "25%" && slider.accessibilityTraits.contains(.adjustable))
        label.accessibilityLabel = "Heading"
        label.accessibilityTraits = [.header]
        #expect(label.accessibilityLabel == "Heading" && label.accessibilityTraits == .header, "set values win")
    }

    @Test func aTestFindsAViewByItsIdentifierAsAUITestWould() {
        let screen = PlainScreen()
        let shown = screen.addView(CGRect(x: 0, y: 0, width: 10, height: 10))
        shown.accessibilityIdentifier = "card"
        let hidden = screen.addView(CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.accessibilityIdentifier = "ghost"
        hidden.isHidden = true
        #expect(screen.host.view(withAccessibilityIdentifier: "card") === shown)
        #expect(screen.host.view(withAccessibilityIdentifier: "ghost") == nil, "hidden views are not on screen")
        #expect(screen.host.view(withAccessibilityIdentifier: "missing") == nil)
    }

    @Test func settingsAreTheHostsAndChangingThemPostsUIKitsNotifications() {
        let first = PlainScreen(), second = PlainScreen()
        /// Notifications are posted synchronously, on the thread that changes the setting.
        final class Received: @unchecked Sendable { var names: [Notification.Name] = [] }
        let posted = Received()
        let names = [UIAccessibility.reduceMotionStatusDidChangeNotification, UIAccessibility.voiceOverStatusDidChangeNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { posted.names.append($0.name) }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        #expect(!first.host.run { UIAccessibility.isReduceMotionEnabled })
        first.host.isReduceMotionEnabled = true
        first.host.isVoiceOverRunning = true
        first.host.isVoiceOverRunning = true
        #expect(first.host.run { UIAccessibility.isReduceMotionEnabled && UIAccessibility.isVoiceOverRunning })
        #expect(!second.host.run { UIAccessibility.isReduceMotionEnabled || UIAccessibility.isVoiceOverRunning })
        #expect(posted.names == names, "one notification a change; setting the same value again posts none")
        first.host.run { UIAccessibility.post(notification: .screenChanged, argument: nil) }
        #expect(first.host.accessibilityNotifications == [.screenChanged] && second.host.accessibilityNotifications.isEmpty)
    }
}

/// Reduce Motion with Prefer Cross-Fade Transitions: UIKit's own slides become cross-fades.
@MainActor @Suite struct CrossFadeTransitionTests {
    @Test func pushesAndModalSlidesFadeInPlace() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 500))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.rootViewController = navigation
        #expect(!host.run { UIAccessibility.prefersCrossFadeTransitions })
        host.isReduceMotionEnabled = true
        host.prefersCrossFadeTransitions = true
        #expect(host.run { UIAccessibility.prefersCrossFadeTransitions })
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: NavigationSlideAnimator.duration / 2)
        let layer = pushed.view.layer.presentation()
        #expect(layer?.frame.minX == 0, "in place, not sliding in from the side")
        #expect((layer?.opacity ?? 0) > 0.2 && (layer?.opacity ?? 1) < 0.8, "half faded in")
        host.settle()
        #expect(navigation.topViewController === pushed && pushed.view.alpha == 1)

        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        pushed.present(modal, animated: true)
        host.advance(by: DefaultTransitionAnimator.dissolveDuration / 2)
        let sheet = modal.view.layer.presentation()
        #expect(sheet?.frame.minY == 0 && (sheet?.opacity ?? 1) < 0.9, "a cover-vertical present fades instead")
        host.settle()
        #expect(pushed.presentedViewController === modal)
    }
}

/// VoiceOver's escape gesture, as `accessibilityPerformEscape()` documents it.
@MainActor @Suite struct AccessibilityEscapeTests {
    final class Dismissible: UIViewController {
        var asked = 0
        override func accessibilityPerformEscape() -> Bool {
            asked += 1
            dismiss(animated: false)
            return true
        }
    }

    @Test func theEscapeGoesUpFromThePresentedViewUntilAResponderHandlesIt() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let root = UIViewController()
        host.rootViewController = root
        #expect(host.performAccessibilityEscape() == false, "nothing handles it")
        let sheet = Dismissible()
        sheet.loadViewIfNeeded()
        let card = UIView()
        sheet.view.addSubview(card)
        host.run { root.present(sheet, animated: false) }
        host.settle()
        #expect(host.performAccessibilityEscape())
        host.settle()
        #expect(sheet.asked == 1 && root.presentedViewController == nil, "the presented controller, its view's next responder, dismissed itself")
    }
}
