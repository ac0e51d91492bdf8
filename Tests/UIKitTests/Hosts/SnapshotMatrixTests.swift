import Foundation
import Testing
import UIKit
import UIKitTesting

/// A card that follows the appearance and the text size: a title and a paragraph on a rounded panel.
final class MatrixCardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 16
        card.translatesAutoresizingMaskIntoConstraints = false
        let title = UILabel()
        title.text = "Weekly summary"
        title.font = .preferredFont(forTextStyle: .title2)
        title.adjustsFontForContentSizeCategory = true
        title.numberOfLines = 0
        let body = UILabel()
        body.text = "You walked 42 km this week, 8 more than last week."
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
    }
}

@MainActor @Suite struct SnapshotMatrixTests {
    static let matrix = SnapshotMatrix(devices: [.iPhoneSE3, .iPhone15, .iPad10], orientations: [.portrait, .landscapeLeft],
                                       appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraExtraExtraLarge])

    /// 3 devices × 2 orientations × 2 appearances × 2 text sizes: 24 references and one contact sheet.
    @Test func aCardInEveryCombination() throws {
        assertSnapshots(of: { MatrixCardViewController() }, matrix: Self.matrix)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SnapshotMatrixTests/PresentationLab")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("aCardInEveryCombination.") }
        #expect(files.count == 25, "\(files.sorted())")
        #expect(files.contains("aCardInEveryCombination.ipad-10-landscapeLeft-dark-AccessibilityXXXL.png"))
        let sheet = try Snapshot(pngData: Data(contentsOf: folder.appendingPathComponent("aCardInEveryCombination.contact-sheet.png")))
        // One row a device, one column a combination of the others: 8 cells of 240 points and 16 between.
        #expect(sheet.width == 16 + 8 * (240 + 16) && sheet.height == 16 + 3 * (240 + 34 + 16))
    }

    @Test func combinationsVaryDevicesSlowestAndAreNamedForTheirReferences() {
        let combinations = Self.matrix.combinations
        #expect(combinations.count == 24)
        #expect(combinations.first?.name == "iphone-se-3-portrait-light-L")
        #expect(combinations[1].name == "iphone-se-3-portrait-light-AccessibilityXXXL")
        #expect(combinations.last?.description == "iPad (10th generation) · landscapeLeft · dark · AccessibilityXXXL")
    }

    /// Each combination really is its own screen: its size, appearance and text size; a failure
    /// names its combination.
    @Test func eachCombinationIsItsOwnScreen() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var made: [MeasuringViewController] = []
        let matrix = SnapshotMatrix(devices: [.iPhone15], orientations: [.portrait, .landscapeLeft], appearances: [.dark],
                                    contentSizes: [.extraSmall])
        withKnownIssue {
            assertSnapshots(of: {
                let controller = MeasuringViewController()
                made.append(controller)
                return controller
            }, matrix: matrix, record: .never, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("iPhone 15 · ") && $0.rawValue.contains(" · dark · XS: No reference was found on disk.") }
        }
        #expect(made.map(\.windowSize) == [CGSize(width: 393, height: 852), CGSize(width: 852, height: 393)])
        #expect(made.allSatisfy { $0.traits?.userInterfaceStyle == .dark && $0.traits?.preferredContentSizeCategory == .extraSmall })
        let sheet = try Snapshot(pngData: Data(contentsOf: URL(fileURLWithPath: directory + "/eachCombinationIsItsOwnScreen.contact-sheet.png")))
        #expect(sheet.width == 16 + 2 * 256)
    }
}
