import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// `UIActivityIndicatorView` as UIKit documents it: sized by its style (20 or 37 points), hidden
/// while stopped when `hidesWhenStopped` (the default), shown by `startAnimating()`; `color`
/// overrides the style's. Sources: docs/PORTING.md, "Controls".
@MainActor
@Suite struct ActivityIndicatorTests {
    @Test func theStyleSetsTheSizeWhateverTheFrame() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        host.run {
            #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
            #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
            let framed = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(framed.style == .medium && framed.sizeThatFits(.zero) == CGSize(width: 20, height: 20))
        }
    }

    @Test func itIsHiddenUntilItRunsAndAgainWhenItStops() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        host.run {
            let indicator = UIActivityIndicatorView(style: .large)
            #expect(indicator.isHidden && !indicator.isAnimating, "hidesWhenStopped is true by default")
            indicator.startAnimating()
            #expect(!indicator.isHidden && indicator.isAnimating)
            indicator.stopAnimating()
            #expect(indicator.isHidden && !indicator.isAnimating)
            indicator.hidesWhenStopped = false
            #expect(!indicator.isHidden, "a stopped indicator that does not hide shows")
        }
    }

    /// A large red indicator in the middle of a white 60-point window.
    private func redIndicatorOnWhite() -> (HeadlessHost, UIActivityIndicatorView) {
        let host = HeadlessHost(size: CGSize(width: 60, height: 60))
        let controller = UIViewController()
        let indicator = host.run { UIActivityIndicatorView(style: .large) }
        host.run {
            controller.view.backgroundColor = .white
            indicator.color = .red
            indicator.center = CGPoint(x: 30, y: 30)
            controller.view.addSubview(indicator)
        }
        host.rootViewController = controller
        return (host, indicator)
    }

    @Test func aColourOverridesTheStylesAndTheRunningWheelIsDrawn() {
        let (host, indicator) = redIndicatorOnWhite()
        #expect(host.run { indicator.color } == .red)
        let stopped = host.snapshot()
        host.run { indicator.startAnimating() }
        host.advance(by: 0.1)
        let running = host.snapshot()
        #expect(stopped != running)
        // The leading spoke points up from the centre, in the colour given.
        let top = running.pixel(x: 30, y: 14)
        #expect(top.r > 200 && top.g < 80 && top.b < 80)
    }

    /// A running indicator turns: the solid spoke steps clockwise round the wheel on the frame
    /// clock, and a host settling does not wait for it (XCUITest's idle wait does not either).
    @Test func aRunningIndicatorTurnsClockwiseWithoutKeepingTheHostBusy() {
        let (host, indicator) = redIndicatorOnWhite()
        host.run { indicator.startAnimating() }
        let started = host.time
        host.settle(timeout: 1)
        #expect(host.time - started < 0.5, "settling does not wait for the indicator")
        // Red at full strength leaves no green; the trail's last spokes are pale.
        func green(_ x: Int, _ y: Int) -> UInt8 { host.snapshot().pixel(x: x, y: y).g }
        // 37 points across, spokes 10 points long: the top one's middle 13 points above the centre,
        // the next clockwise (up and to the right) 8 points over and 10 up, the one after at 13 right.
        #expect(green(30, 17) < 40 && green(38, 20) > 150, "the top spoke leads; the next clockwise ends the trail")
        host.advance(by: 0.13 - (host.time - started))
        #expect(green(38, 20) < 40 && green(43, 30) > 150, "an eighth of a second in, the next clockwise leads")
        host.run { indicator.stopAnimating() }
        #expect(indicator.isHidden)
    }

    @Test func aDocumentsIndicatorKeepsItsStyleAndRunsWhenArchivedAnimating() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <activityIndicatorView hidesWhenStopped="YES" animating="YES" style="large" id="spn-00-001">
                        <rect key="frame" x="10" y="10" width="37" height="37"/>
                        <color key="color" red="0" green="0.5" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </activityIndicatorView>
                </objects>
            </document>
            """
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let objects = host.run { UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil) }
        let indicator = try #require(objects.first as? UIActivityIndicatorView)
        #expect(indicator.style == .large && indicator.isAnimating && !indicator.isHidden)
    }
}
