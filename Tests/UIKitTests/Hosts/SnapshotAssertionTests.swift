import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records the safe area and traits its view had when it appeared.
final class MeasuringViewController: UIViewController {
    var safeArea: UIEdgeInsets?
    var traits: UITraitCollection?
    var windowSize: CGSize?
    var fill: UIColor = .systemGreen

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = fill
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        safeArea = view.safeAreaInsets
        traits = traitCollection
        windowSize = view.window?.bounds.size
    }
}

/// What the snapshot assertions do with references, as the snapshot library documents it.
@MainActor @Suite struct SnapshotAssertionTests {
    private func temporaryDirectory() -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-assertions-\(UUID().uuidString)")
        return url.path
    }

    private func square(_ color: UIColor) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = color
        return view
    }

    /// Missing: recorded and failed; then it passes; a change fails with the failure and a
    /// difference image beside the reference; matching again removes them.
    @Test func aReferenceIsRecordedThenMatchedThenAMismatchWritesTheDifference() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = verifySnapshot(of: square(.systemBlue), as: .image, snapshotDirectory: directory, testName: "cycle()")
        #expect(first?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)
        let reference = directory + "/cycle.1.png"
        #expect(FileManager.default.fileExists(atPath: reference))
        #expect(verifySnapshot(of: square(.systemBlue), as: .image, named: "1", snapshotDirectory: directory, testName: "cycle()") == nil)

        let changed = square(.systemBlue)
        let stripe = UIView(frame: CGRect(x: 5, y: 0, width: 3, height: 10))
        stripe.backgroundColor = .systemOrange
        changed.addSubview(stripe)
        let failure = try #require(verifySnapshot(of: changed, as: .image, named: "1", snapshotDirectory: directory, testName: "cycle()"))
        #expect(failure.hasPrefix("Snapshot does not match reference."))
        #expect(failure.contains("30 of 200 pixels differ"), "\(failure)")
        let differencePath = directory + "/cycle.1.difference.png"
        #expect(FileManager.default.fileExists(atPath: directory + "/cycle.1.failure.png"))
        let difference = try Snapshot(pngData: Data(contentsOf: URL(fileURLWithPath: differencePath)))
        #expect(difference.pixel(x: 6, y: 5) == (255, 0, 0, 255), "changed pixels are red")
        #expect(difference.pixel(x: 1, y: 5).r < 100, "unchanged pixels are dimmed")

        #expect(verifySnapshot(of: square(.systemBlue), as: .image, named: "1", snapshotDirectory: directory, testName: "cycle()") == nil)
        #expect(!FileManager.default.fileExists(atPath: differencePath), "a match leaves no stale difference")
    }

    @Test func recordModesDecideWhatIsWritten() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let never = verifySnapshot(of: "hello", as: .lines, named: "text", record: .never, snapshotDirectory: directory, testName: "modes")
        #expect(never == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        #expect(!FileManager.default.fileExists(atPath: directory + "/modes.text.txt"))

        let all = withSnapshotTesting(record: .all) {
            verifySnapshot(of: "hello", as: .lines, named: "text", snapshotDirectory: directory, testName: "modes")
        }
        #expect(all?.hasPrefix("Record mode is on. Automatically recorded snapshot") == true)
        #expect(try String(contentsOfFile: directory + "/modes.text.txt", encoding: .utf8) == "hello")

        let failed = try #require(verifySnapshot(of: "hello\nworld", as: .lines, named: "text", record: .failed,
                                                 snapshotDirectory: directory, testName: "modes"))
        #expect(failed.hasPrefix("Snapshot does not match reference. A new snapshot was automatically recorded."))
        #expect(failed.contains("+world"), "the message shows the added line: \(failed)")
        #expect(try String(contentsOfFile: directory + "/modes.text.txt", encoding: .utf8) == "hello\nworld")
        #expect(verifySnapshot(of: "hello\nworld", as: .lines, named: "text", snapshotDirectory: directory, testName: "modes") == nil)
    }

    @Test func unnamedSnapshotsAreNumberedWithinTheTestAndNamesAreSanitized() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: "a", as: .lines, snapshotDirectory: directory, testName: "testCounting()")
        _ = verifySnapshot(of: "b", as: .lines, snapshotDirectory: directory, testName: "testCounting()")
        _ = verifySnapshot(of: "c", as: .lines, named: "dark mode, large", snapshotDirectory: directory, testName: "testCounting()")
        let files = Set((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
        #expect(files == ["testCounting.1.txt", "testCounting.2.txt", "testCounting.dark-mode-large.txt"])
    }

    @Test func precisionLetsAShareOfPixelsDiffer() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: square(.white), as: .image, named: "p", snapshotDirectory: directory, testName: "precision")
        let dotted = square(.white)
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        dot.backgroundColor = .black
        dotted.addSubview(dot)
        // 2 of 200 pixels differ: 99 % match.
        #expect(verifySnapshot(of: dotted, as: .image(precision: 0.99), named: "p", snapshotDirectory: directory, testName: "precision") == nil)
        #expect(verifySnapshot(of: dotted, as: .image(precision: 0.995), named: "p", snapshotDirectory: directory, testName: "precision") != nil)
        let nearlyWhite = square(UIColor(white: 0.995, alpha: 1))
        #expect(verifySnapshot(of: nearlyWhite, as: .image(perceptualPrecision: 0.98), named: "p", snapshotDirectory: directory, testName: "precision") == nil)
        #expect(verifySnapshot(of: nearlyWhite, as: .image, named: "p", snapshotDirectory: directory, testName: "precision") != nil)
    }

    /// The configuration's screen is the window's: its size, safe area and traits reach the controller.
    @Test(arguments: [
        (ViewImageConfig.iPhone13, CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
         UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular),
        (ViewImageConfig.iPhoneX(.landscape), CGSize(width: 812, height: 375), UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), .compact, .compact),
        (ViewImageConfig.iPhone13ProMax(.landscape), CGSize(width: 926, height: 428), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), .regular, .compact),
        (ViewImageConfig.iPadMini, CGSize(width: 1024, height: 768), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .regular, .regular),
        (ViewImageConfig.iPad10_2(.landscape(splitView: .oneHalf)), CGSize(width: 535, height: 810), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .compact, .regular),
        (ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)), CGSize(width: 678, height: 1024), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .regular, .regular),
    ])
    func aConfigurationIsTheControllersScreen(config: ViewImageConfig, size: CGSize, safeArea: UIEdgeInsets,
                                              horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let controller = MeasuringViewController()
        _ = verifySnapshot(of: controller, as: .image(on: config), record: .all, snapshotDirectory: directory, testName: "config")
        #expect(controller.windowSize == size)
        #expect(controller.safeArea == safeArea)
        #expect(controller.traits?.horizontalSizeClass == horizontal)
        #expect(controller.traits?.verticalSizeClass == vertical)
        #expect(controller.view.window == nil, "the controller leaves the snapshot's window afterwards")
    }

    @Test func traitsOnTopOfTheConfigurationReachTheController() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let controller = MeasuringViewController()
        _ = verifySnapshot(of: controller, as: .image(on: .iPhone13, traits: UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(preferredContentSizeCategory: .extraExtraLarge),
            UITraitCollection(horizontalSizeClass: .regular),
        ])), record: .all, snapshotDirectory: directory, testName: "traits")
        #expect(controller.traits?.userInterfaceStyle == .dark)
        #expect(controller.traits?.preferredContentSizeCategory == .extraExtraLarge)
        #expect(controller.traits?.horizontalSizeClass == .regular)
    }

    /// A presented alert is in the picture: the dimming covers the controller's colour.
    @Test func whatTheControllerPresentsIsInThePicture() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: AskingViewController(), as: .image(on: .iPhone13), named: "alert", record: .all,
                           snapshotDirectory: directory, testName: "presented")
        _ = verifySnapshot(of: MeasuringViewController(), as: .image(on: .iPhone13), named: "plain", record: .all,
                           snapshotDirectory: directory, testName: "presented")
        let alert = try Snapshot(pngData: Data(contentsOf: URL(fileURLWithPath: directory + "/presented.alert.png")))
        #expect(alert.width == 390 && alert.height == 844)
        let teal = UIColor.systemTeal.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        var green: CGFloat = 0
        teal.getRed(nil, green: &green, blue: nil, alpha: nil)
        let corner = alert.pixel(x: 5, y: 5), center = alert.pixel(x: 195, y: 422)
        #expect(Int(corner.g) < Int(green * 255) - 30, "the dimming (black at 20 %) darkens the presenter")
        #expect(center.r > 200 && center.g > 200, "the alert's light panel is in the middle")
    }

    @Test func recursiveDescriptionListsTheHierarchyWithoutAddresses() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 80, height: 20.5))
        label.text = "Hi"
        view.addSubview(label)
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: view, as: .recursiveDescription, named: "tree", record: .all, snapshotDirectory: directory, testName: "text")
        let text = try String(contentsOfFile: directory + "/text.tree.txt", encoding: .utf8)
        #expect(text == """
            <UIView; frame = (0 0; 100 50); layer = <CALayer>>
               | <UILabel; frame = (10 5; 80 20.5); text = 'Hi'; userInteractionEnabled = NO; layer = <CALayer>>
            """)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50) && view.superview == nil, "the view is as it was")
    }

    /// `wait(for:on:)` runs the fake clock the time asked instead of settling: a fade is half done.
    @Test func waitPicturesTheMiddleOfAnAnimation() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let controller = FadingViewController()
        _ = verifySnapshot(of: controller, as: .wait(for: 0.5, on: .image(on: .iPhoneSe)), named: "half", record: .all,
                           snapshotDirectory: directory, testName: "wait")
        let half = try Snapshot(pngData: Data(contentsOf: URL(fileURLWithPath: directory + "/wait.half.png")))
        let pixel = half.pixel(x: 160, y: 300)
        #expect(pixel.r > 100 && pixel.r < 160, "black fading to white over 1 s is grey after 0.5 s: \(pixel)")
    }
}

/// Fades its view from black to white over a second once it appears.
final class FadingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { self.view.backgroundColor = .white }
    }
}
