import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// The share sheet: what is shared at its head, the app's own activities that take the items (not
/// the excluded ones), an activity's `perform()` and `activityDidFinish(_:)`, and the completion
/// handler after the sheet is dismissed. Sources: docs/PORTING.md.
@MainActor
@Suite struct ActivityViewControllerTests {
    final class Favourite: UIActivity {
        static let type = UIActivity.ActivityType("com.example.favourite")
        var performed: [String] = []
        override var activityType: UIActivity.ActivityType? { Self.type }
        override var activityTitle: String? { "Add to Favourites" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
        override func prepare(withActivityItems activityItems: [Any]) { performed = activityItems.compactMap { $0 as? String } }
        override func perform() { activityDidFinish(true) }
    }

    final class Printing: UIActivity {
        override var activityType: UIActivity.ActivityType? { .print }
        override var activityTitle: String? { "Print It" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    }

    final class ImagesOnly: UIActivity {
        override var activityTitle: String? { "Frame Photo" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.allSatisfy { $0 is UIImage } }
    }

    private func share(_ sheet: UIActivityViewController, on host: HeadlessHost) -> UIViewController {
        let root = UIViewController()
        host.rootViewController = root
        host.settle()
        root.present(sheet, animated: true)
        host.settle()
        return root
    }

    private func tap(_ label: String, on host: HeadlessHost) throws {
        let element = try #require(AccessibilityTree.elements(in: host.window).first { $0.label == label }, "\(label) on screen")
        host.tap(at: CGPoint(x: element.frame.midX, y: element.frame.midY))
        host.settle()
    }

    @Test func anActivityThatTakesTheItemsRunsAndTheHandlerHearsItAfterTheDismissal() throws {
        let host = HeadlessHost(device: .iPhone15)
        let favourite = Favourite()
        let sheet = UIActivityViewController(activityItems: ["Storm over the bay"], applicationActivities: [favourite, Printing(), ImagesOnly()])
        sheet.excludedActivityTypes = [.print]
        var heard: [(UIActivity.ActivityType?, Bool, Bool)] = []
        sheet.completionWithItemsHandler = { [weak sheet] type, completed, _, _ in heard.append((type, completed, sheet?.presentingViewController == nil)) }
        let root = share(sheet, on: host)
        let labels = AccessibilityTree.elements(in: host.window).map(\.label)
        #expect(labels.contains("Storm over the bay"), "what is shared heads the sheet")
        #expect(labels.contains("Add to Favourites"))
        #expect(!labels.contains("Print It"), "an excluded type is not offered")
        #expect(!labels.contains("Frame Photo"), "an activity that cannot take the items is not offered")
        try tap("Add to Favourites", on: host)
        #expect(favourite.performed == ["Storm over the bay"])
        #expect(root.presentedViewController == nil)
        #expect(heard.count == 1 && heard.first?.0 == Favourite.type && heard.first?.1 == true && heard.first?.2 == true)
    }

    @Test func closingTellsTheHandlerNothingWasDone() throws {
        let host = HeadlessHost(device: .iPhone15)
        let sheet = UIActivityViewController(activityItems: [URL(string: "https://example.com/storm")!], applicationActivities: nil)
        var heard: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in heard.append((type, completed)) }
        let root = share(sheet, on: host)
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large], "half height first")
        #expect(AccessibilityTree.elements(in: host.window).contains { $0.label == "https://example.com/storm" })
        try tap("Close", on: host)
        #expect(root.presentedViewController == nil)
        #expect(heard.count == 1 && heard.first?.0 == nil && heard.first?.1 == false)
    }
}
