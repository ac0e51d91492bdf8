import XCTest
import UIKit
import QuartzCore
import CardKit

final class NoHostTests: XCTestCase {
    @MainActor func testTheCardSlidesUpWhileTheTestWaits() async {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let home = UIViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()

        let card = UIViewController()
        let cardDelegate = CardTransitioningDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardDelegate
        let presented = expectation(description: "the card is up")
        let start = Date()
        home.present(card, animated: true) { presented.fulfill() }
        await fulfillment(of: [presented], timeout: 5)

        XCTAssertGreaterThan(Date().timeIntervalSince(start), 0.2, "the slide took real time")
        XCTAssertTrue(home.presentedViewController === card)
        XCTAssertEqual(card.view.frame.minY, window.bounds.height / 2)
        withExtendedLifetime((window, cardDelegate)) {}
    }

    @MainActor func testADisplayLinkCountsFrames() async throws {
        var frames = 0
        let link = CADisplayLink { _ in frames += 1 }
        link.add(to: .main, forMode: .common)
        try await Task.sleep(nanoseconds: 500_000_000)
        link.invalidate()
        XCTAssertGreaterThan(frames, 15, "about 30 frames at 60 Hz")
    }
}
