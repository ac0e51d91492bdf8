import Foundation
import Testing
import UIKit
import UIKitTesting

/// Misuse stops at the door with one message naming the call, as UIKit's exceptions do, instead of
/// crashing later somewhere else (NaN geometry inside the renderer) or hanging (a subview cycle).
/// Each case runs in a child process (Swift Testing's exit tests) and checks its message.
@Suite struct MisuseTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func geometryMessagesUseUIKitsWording() {
        #expect(Diagnostics.invalidGeometry("position", [.nan, 0]) == "CALayer position contains NaN: [nan 0.0]")
        #expect(Diagnostics.invalidGeometry("bounds", [0, 0, .infinity, 10]) == "CALayer bounds is not finite: [0.0 0.0 inf 10.0]")
        #expect(Diagnostics.invalidGeometry("position", [1, 2]) == nil)
    }

    @Test func aNaNCenterStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIView().center = CGPoint(x: CGFloat.nan, y: 0) }
        }
        #expect(Self.stderr(result).contains("CALayer position contains NaN: [nan 0.0], setting UIView.center"))
    }

    @Test func aConstraintOnSomethingThatIsNotAViewRaisesUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint(item: "a string", attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 10)
            }
        }
        #expect(Self.stderr(result).contains("'NSInvalidArgumentException'"))
        #expect(Self.stderr(result).contains("Constraint items must each be a view or layout guide (got String)"))
    }

    @Test func aMalformedVisualFormatRaisesUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[box", metrics: nil, views: ["box": UIView()])
            }
        }
        #expect(Self.stderr(result).contains("'NSInvalidArgumentException', reason: 'Unable to parse constraint format"))
    }

    @Test func aNaNFrameStopsInsteadOfBecomingZero() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIView().frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10) }
        }
        #expect(Self.stderr(result).contains("CALayer position contains NaN"))
        #expect(Self.stderr(result).contains("UIView.frame"))
    }

    @Test func aNaNConstantStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                _ = view.widthAnchor.constraint(equalToConstant: .nan)
            }
        }
        #expect(Self.stderr(result).contains("NSLayoutConstraint constant is not finite! That's illegal."))
    }

    @Test func aSubviewCycleStopsInsteadOfHanging() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.addSubview(b)
                b.addSubview(a)
            }
        }
        #expect(Self.stderr(result).contains("the view hierarchy would be a cycle"))
    }

    @Test func hostsRefuseTimesAndSizesThatAreNotFinite() async {
        let advance = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { HeadlessHost(size: CGSize(width: 10, height: 10)).advance(by: .infinity) }
        }
        #expect(Self.stderr(advance).contains("HeadlessHost.advance(by:) needs a finite number of seconds, 0 or more; got inf."))
        let drag = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                HeadlessHost(size: CGSize(width: 10, height: 10)).drag(from: .zero, to: CGPoint(x: 5, y: 5), duration: 1e300)
            }
        }
        #expect(Self.stderr(drag).contains("HeadlessHost.drag(from:to:duration:) takes at most 3600 s"))
        let resize = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { HeadlessHost(size: CGSize(width: 10, height: 10)).resize(to: CGSize(width: CGFloat.infinity, height: 5)) }
        }
        #expect(Self.stderr(resize).contains("HeadlessHost.resize(to:) needs a finite size"))
    }

    /// settle() says what kept it busy, in release builds too.
    @Test func settleSaysWhatKeptItBusy() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost(size: CGSize(width: 50, height: 50))
                let view = UIView()
                host.rootViewController = UIViewController()
                host.window.addSubview(view)
                UIView.animate(withDuration: 1, delay: 0, options: [.repeat], animations: { view.alpha = 0 })
                host.settle(timeout: 2)
            }
        }
        #expect(Self.stderr(result).contains("1 animation still running (a repeating animation never settles"))
    }

    /// Code that reaches UIKit from a background thread (possible in the Swift 5 language mode, or
    /// through an unchecked conversion as here) stops with the Main Thread Checker's words.
    @Test func settingAFrameOffTheMainThreadStopsWithTheCheckersMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let setFrame: @MainActor () -> Void = { UIView(frame: .zero).frame = CGRect(x: 0, y: 0, width: 10, height: 10) }
            let unchecked = unsafeBitCast(setFrame, to: (@Sendable () -> Void).self)
            let thread = Thread { unchecked() }
            thread.start()
            try? await Task.sleep(for: .seconds(10))
        }
        #expect(Self.stderr(result).contains("Main Thread Checker: UI API called on a background thread: -[UIView setFrame:]"))
    }

    @Test func presentingOffTheMainThreadStopsWithTheCheckersMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let present: @MainActor () -> Void = { UIViewController().present(UIViewController(), animated: false) }
            let unchecked = unsafeBitCast(present, to: (@Sendable () -> Void).self)
            Thread { unchecked() }.start()
            try? await Task.sleep(for: .seconds(10))
        }
        #expect(Self.stderr(result).contains("UI API called on a background thread: -[UIViewController presentViewController:animated:completion:]"))
    }
}
