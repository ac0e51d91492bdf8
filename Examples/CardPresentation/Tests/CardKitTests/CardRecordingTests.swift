import Foundation
import Testing
import UIKit
import UIKitTesting
import CardKit

/// A title and a line of text that follow the appearance and the text size.
final class GreetingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Good morning! Three cards are waiting."
        label.font = .preferredFont(forTextStyle: .title2)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}

/// 3 devices × 2 orientations × 2 appearances × 2 text sizes: 24 references and one contact sheet.
@MainActor @Test func theGreetingInEveryCombination() {
    assertSnapshots(of: { GreetingViewController() },
                    matrix: SnapshotMatrix(devices: [.iPhoneSE3, .iPhone15, .iPad10],
                                           orientations: [.portrait, .landscapeLeft],
                                           appearances: [.light, .dark],
                                           contentSizes: [.large, .accessibilityExtraExtraExtraLarge]))
}

/// A host after a tap: the presented card, settled, as a reference.
@MainActor @Test func theCardAfterATap() {
    let host = HeadlessHost(device: .iPhone15)
    host.rootViewController = HomeViewController()
    host.tap(at: CGPoint(x: 200, y: 200))
    assertSnapshot(of: host, as: .image)
}

/// Every frame of the card's slide, with its time on the fake clock, written as an animated PNG.
@MainActor @Test func theCardSlideIsRecorded() throws {
    let host = HeadlessHost(device: .iPhone15)
    host.rootViewController = HomeViewController()
    let movie = host.record {
        host.tap(at: CGPoint(x: 200, y: 200))
        host.settle()
    }
    #expect(movie.frames.count > 10)
    #expect(zip(movie.frames, movie.frames.dropFirst()).allSatisfy { abs($1.time - $0.time - 1.0 / 60) < 1e-9 })
    try movie.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("card-slide.png"))
}

/// The order of the callbacks, read from the host's trace instead of logging in the app.
@MainActor @Test func theCardAppearsInOrder() throws {
    let host = HeadlessHost(device: .iPhone15)
    let home = HomeViewController()
    host.rootViewController = home
    host.tap(at: CGPoint(x: 200, y: 200))
    #expect(host.settle())
    let card = try #require(home.presentedViewController)
    #expect(host.trace.callbacks(of: card) == ["viewWillAppear(true)", "viewIsAppearing(true)", "viewDidAppear(true)"])
}
