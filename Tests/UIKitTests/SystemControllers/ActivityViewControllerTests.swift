import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// The share sheet: what is shared at its head, the app's own activities that take the items (not
/// the excluded ones) and the system's Copy and Save Image, an activity's `perform()` and
/// `activityDidFinish(_:)`, item sources asked for the chosen activity's item, and the completion
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

    private func labels(on host: HeadlessHost) -> [String] { AccessibilityTree.elements(in: host.window).map(\.label) }

    /// UIActivity.ActivityType.copyToPasteboard: "The object posts the provided content to the
    /// pasteboard": each text, link or image shared is an item of the general pasteboard.
    @Test func copyPutsTheSharedTextAndLinkOnThePasteboard() throws {
        let host = HeadlessHost(device: .iPhone15)
        let link = URL(string: "https://example.com/storm")!
        let sheet = UIActivityViewController(activityItems: ["Storm over the bay", link], applicationActivities: [Favourite()])
        var heard: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in heard.append((type, completed)) }
        _ = share(sheet, on: host)
        let shown = labels(on: host)
        #expect(shown.contains("Copy") && !shown.contains { $0.hasPrefix("Save") }, "no image, no Save Image")
        let favourite = try #require(shown.firstIndex(of: "Add to Favourites")), copy = try #require(shown.firstIndex(of: "Copy"))
        #expect(favourite < copy, "the app's actions come first")
        try tap("Copy", on: host)
        #expect(host.run { UIPasteboard.general.string } == "Storm over the bay")
        #expect(host.run { UIPasteboard.general.urls } == [link])
        #expect(heard.count == 1 && heard.first?.0 == .copyToPasteboard && heard.first?.1 == true)
    }

    /// UIActivity.ActivityType.saveToCameraRoll: "The object assigns the image to the user's photo
    /// library"; excluded, Copy is not offered.
    @Test func saveImageAddsThePhotosToTheLibrary() throws {
        let host = HeadlessHost(device: .iPhone15)
        let before = host.photoLibrary.count
        let red = UIImage(rgbaPixels: Array([[UInt8]](repeating: [255, 0, 0, 255], count: 16).joined()), width: 4, height: 4, scale: 1)!
        let sheet = UIActivityViewController(activityItems: [red, red], applicationActivities: nil)
        sheet.excludedActivityTypes = [.copyToPasteboard]
        _ = share(sheet, on: host)
        #expect(!labels(on: host).contains("Copy"), "an excluded service is not offered")
        try tap("Save 2 Images", on: host)
        #expect(host.photoLibrary.count == before + 2)
        #expect(host.photoLibrary.last?.size == CGSize(width: 4, height: 4))
    }

    /// UIActivityItemSource: the placeholder heads the sheet and decides which activities show; the
    /// item itself is asked for with the chosen activity's type.
    @Test func anItemSourceGivesItsItemForTheChosenActivity() throws {
        final class Draft: NSObject, UIActivityItemSource {
            var askedFor: [UIActivity.ActivityType?] = []
            func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "Draft" }
            func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
                askedFor.append(activityType)
                return activityType == .copyToPasteboard ? "Final text" : "For favourites"
            }
        }
        let host = HeadlessHost(device: .iPhone15)
        let draft = Draft(), favourite = Favourite()
        let sheet = UIActivityViewController(activityItems: [draft], applicationActivities: [favourite])
        _ = share(sheet, on: host)
        #expect(labels(on: host).contains("Draft") && labels(on: host).contains("Add to Favourites"), "the placeholder, a string, shows and matches")
        #expect(draft.askedFor.isEmpty, "the item is asked for only once an activity is chosen")
        try tap("Copy", on: host)
        #expect(draft.askedFor == [.copyToPasteboard])
        #expect(host.run { UIPasteboard.general.string } == "Final text")
        let again = UIActivityViewController(activityItems: [draft], applicationActivities: [favourite])
        _ = share(again, on: host)
        try tap("Add to Favourites", on: host)
        #expect(favourite.performed == ["For favourites"])
    }

    /// UIActivityItemProvider: an operation whose `item` is made only once an activity is chosen,
    /// knowing which (`activityType`); until then the placeholder shows and matches the activities.
    @Test func anItemProviderMakesItsItemOnceAnActivityIsChosen() throws {
        final class Report: UIActivityItemProvider, @unchecked Sendable {
            var made: [UIActivity.ActivityType?] = []
            override var item: Any {
                made.append(activityType)
                return "Full report for \(activityType?.rawValue ?? "nothing")"
            }
        }
        let host = HeadlessHost(device: .iPhone15)
        let report = Report(placeholderItem: "Report")
        let sheet = UIActivityViewController(activityItems: [report], applicationActivities: [Favourite()])
        _ = share(sheet, on: host)
        #expect(labels(on: host).contains("Report") && labels(on: host).contains("Add to Favourites"), "the placeholder, a string, shows and matches")
        #expect(report.made.isEmpty && !report.isFinished, "nothing is made before an activity is chosen")
        try tap("Copy", on: host)
        #expect(report.made == [.copyToPasteboard] && report.isFinished)
        #expect(host.run { UIPasteboard.general.string } == "Full report for com.apple.UIKit.activity.CopyToPasteboard")
    }

    /// UIActivityViewController: "On iPad, you must present the view controller in a popover";
    /// its popover points at the app's source view and does not cover the screen.
    @Test func onIPadTheSheetIsAPopoverFromTheSourceView() throws {
        let host = HeadlessHost(device: .iPad10)
        let root = UIViewController()
        let shareButton = UIButton(type: .system)
        shareButton.frame = CGRect(x: 600, y: 80, width: 80, height: 44)
        root.view.addSubview(shareButton)
        host.rootViewController = root
        host.settle()
        let sheet = host.run { UIActivityViewController(activityItems: ["Storm over the bay"], applicationActivities: nil) }
        #expect(sheet.modalPresentationStyle == .popover)
        let popover = try #require(sheet.popoverPresentationController)
        popover.sourceView = shareButton
        popover.sourceRect = shareButton.bounds
        root.present(sheet, animated: true)
        host.settle()
        #expect(sheet.view.frame.width < 400, "a popover, not a full-width sheet: \(sheet.view.frame)")
        #expect(sheet.view.convert(sheet.view.bounds, to: nil).minY > shareButton.frame.maxY, "below the button it points at")
        try tap("Copy", on: host)
        #expect(host.run { UIPasteboard.general.string } == "Storm over the bay")
        #expect(root.presentedViewController == nil)
    }
}
