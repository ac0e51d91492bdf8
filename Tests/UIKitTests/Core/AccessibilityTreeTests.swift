import Foundation
import Testing
import UIKit
import UIKitTesting

/// What `tap "TEXT"` and `describe` find: the window's accessibility elements, as a person or a UI
/// test reaches them.
@MainActor
@Suite struct AccessibilityTreeTests {
    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.detailTextLabel?.text = "Detail"
            return cell
        }
    }

    private func screen() -> (HeadlessHost, UIButton, UITableView, Rows) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let controller = UIViewController()
        host.rootViewController = controller
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.accessibilityIdentifier = "go"
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        controller.view.addSubview(button)
        let hidden = UILabel(frame: CGRect(x: 10, y: 60, width: 100, height: 20))
        hidden.text = "Go"
        hidden.isHidden = true
        controller.view.addSubview(hidden)
        let progress = UIProgressView(frame: CGRect(x: 150, y: 10, width: 100, height: 4))
        progress.progress = 0.3
        controller.view.addSubview(progress)
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 320, height: 380))
        table.dataSource = rows
        controller.view.addSubview(table)
        host.settle()
        return (host, button, table, rows)
    }

    @Test func elementsAreTheViewsAPersonReachesWithTheirTextsAndFrames() throws {
        let (host, _, _, rows) = screen()
        let elements = AccessibilityTree.elements(in: host.window)
        let button = try #require(elements.first { $0.kind == "Button" })
        #expect(button.label == "Go" && button.identifier == "go" && button.frame == CGRect(x: 10, y: 10, width: 100, height: 44))
        #expect(!elements.contains { $0.kind == "StaticText" && $0.label == "Go" }, "a hidden label is not on screen")
        #expect(elements.contains { $0.kind == "ProgressIndicator" }, "as XCUITest names a progress view")
        let cell = try #require(elements.first { $0.kind == "Cell" })
        #expect(cell.label == "Row 0, Detail", "a cell reads as its texts joined")
        #expect(cell.texts.contains("Row 0") && cell.texts.contains("Detail"))
        let lines = AccessibilityTree.describe(elements).split(separator: "\n")
        #expect(lines.contains("Button \"Go\" identifier: go frame: (10, 10, 100, 44)"))
        withExtendedLifetime(rows) {}
    }

    @Test func aTapByTextReachesTheOneElementShowingIt() throws {
        let (host, button, _, rows) = screen()
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let point = try AccessibilityTree.tapPoint(for: "Go", in: host.window).get()
        host.tap(at: point)
        #expect(taps == 1)
        #expect(try AccessibilityTree.tapPoint(for: "Row 1", in: host.window).get().y > 100)
        // Several cells show "Detail": the error names each; none shows "Nope": it names what does.
        guard case let .failure(several) = AccessibilityTree.tapPoint(for: "Detail", in: host.window) else { Issue.record("several matched"); return }
        #expect(several.description.hasPrefix("3 elements show \"Detail\": Cell at"))
        guard case let .failure(none) = AccessibilityTree.tapPoint(for: "Nope", in: host.window) else { Issue.record("none matched"); return }
        #expect(none.description.contains("no element showing \"Nope\"") && none.description.contains("\"Go\""))
        withExtendedLifetime(rows) {}
    }

    @Test func anElementCoveredByAPresentationCannotBeTapped() throws {
        let (host, _, _, rows) = screen()
        let cover = UIViewController()
        cover.view.backgroundColor = .white
        cover.modalPresentationStyle = .fullScreen
        host.rootViewController?.present(cover, animated: false)
        host.settle()
        guard case .failure = AccessibilityTree.tapPoint(for: "Go", in: host.window) else { Issue.record("a covered button was tapped"); return }
        withExtendedLifetime(rows) {}
    }

    /// VoiceOver reads an image-only button by its image's name (docs/PORTING.md), so `tap "us"`
    /// finds a flag button as XCUITest's `buttons["us"]` does; a title, when there is one, wins.
    @Test func anImageOnlyButtonIsCalledByItsImagesName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("image-name-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let drawn = try #require(UIImage(rgbaPixels: [UInt8](repeating: 200, count: 4 * 4 * 4), width: 4, height: 4, scale: 2))
        let file = folder.appendingPathComponent("us@2x.png")
        try #require(drawn.pngData()).write(to: file)
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let controller = UIViewController()
        host.rootViewController = controller
        let flag = UIButton(type: .custom)
        flag.setImage(UIImage(contentsOfFile: file.path), for: .normal)
        flag.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        controller.view.addSubview(flag)
        host.settle()
        #expect(flag.accessibilityLabel == "us")
        var taps = 0
        flag.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        host.tap(at: try AccessibilityTree.tapPoint(for: "us", in: host.window).get())
        #expect(taps == 1)
        flag.setTitle("United States", for: .normal)
        #expect(flag.accessibilityLabel == "United States")
        let symbol = UIButton(type: .system)
        symbol.setImage(UIImage(systemName: "star"), for: .normal)
        #expect(symbol.accessibilityLabel == nil)
    }
}
