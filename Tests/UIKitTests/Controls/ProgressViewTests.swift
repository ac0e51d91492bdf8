import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// `UIProgressView` as UIKit documents it: progress held between 0 and 1, the tint colour filling
/// the track from the leading edge, the bar style, VoiceOver's percentage, and its Interface
/// Builder element. Sources: docs/PORTING.md, "Controls".
@MainActor
@Suite struct ProgressViewTests {
    @Test func progressFillsTheTrackFromTheLeadingEdgeInTheTintColour() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 200))
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        host.rootViewController = controller
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.intrinsicContentSize.height == 4 && bar.progress == 0)
        bar.progress = 1.7
        #expect(bar.progress == 1, "held at the nearer end")
        bar.progress = 0.5
        bar.tintColor = .systemRed
        bar.frame = CGRect(x: 20, y: 50, width: 200, height: 10)
        controller.view.addSubview(bar)
        host.settle()
        let shot = host.snapshot()
        #expect(close(shot.pixel(x: 60, y: 55), (255, 59, 48, 255)), "the filled half")
        #expect(shot.pixel(x: 180, y: 55) != shot.pixel(x: 60, y: 55) && shot.pixel(x: 180, y: 55) != (255, 255, 255, 255), "the track")
        #expect(bar.accessibilityValue == "50%" && bar.isAccessibilityElement)
        bar.setProgress(0.75, animated: true)
        host.advance(by: 0.1)
        let midway = bar.subviews[1].layer.presentation()?.frame.width ?? bar.subviews[1].frame.width
        #expect(midway > 100 && midway < 150, "an animated change moves the fill over time")
        host.settle()
        #expect(bar.subviews[1].frame.width == 150)
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
    }

    @Test func aDocumentsProgressViewHasItsStyleProgressAndColours() throws {
        let host = HeadlessHost(size: CGSize(width: 393, height: 852))
        let chooser = try #require(host.run { UIStoryboard(name: "Parts", bundle: .module).instantiateViewController(withIdentifier: "Chooser") } as? ChooserViewController)
        host.rootViewController = chooser
        host.settle()
        let progress = try #require(chooser.progress)
        #expect(progress.progressViewStyle == .bar && progress.progress == 0.25)
        #expect(progress.progressTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(progress.frame.height == 2.5, "its intrinsic height, as nothing else sets it")
        #expect(abs(progress.subviews[1].frame.width - progress.bounds.width / 4) < 0.01)
    }
}
