import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore
@testable import UIKitControls

/// Text fields and controls as Apple documents them (fidelity, round two).
@MainActor
@Suite struct TextAndControlFidelityTests {
    final class FieldDelegate: UITextFieldDelegate {
        var changes: [(NSRange, String)] = []
        var allowsClear = true
        var clearAsked = 0
        var endings: [String] = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            changes.append((range, string))
            return true
        }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { clearAsked += 1; return allowsClear }
        func textFieldDidEndEditing(_ textField: UITextField) { endings.append("plain") }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            endings.append(reason == .committed ? "committed" : "other")
        }
    }

    final class Counter { var count = 0 }

    private func makeField() -> (HeadlessHost, UITextField, FieldDelegate) {
        let screen = PlainScreen(size: CGSize(width: 400, height: 700))
        let (host, controller) = (screen.host, screen.controller)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        let delegate = FieldDelegate()
        field.delegate = delegate
        controller.view.addSubview(field)
        host.settle()
        return (host, field, delegate)
    }

    /// A keyboard sends one change per key at the caret, so typing "abc" asks three times.
    @Test func typingAsksOncePerKeyAtTheCaret() {
        let (host, field, delegate) = makeField()
        host.tap(at: CGPoint(x: 100, y: 120))
        host.typeText("abc")
        #expect(field.text == "abc")
        #expect(delegate.changes.map(\.1) == ["a", "b", "c"])
        #expect(delegate.changes.map(\.0) == [NSRange(location: 0, length: 0), NSRange(location: 1, length: 0), NSRange(location: 2, length: 0)])
    }

    /// Apple, `textFieldShouldClear(_:)`: also called when editing begins with
    /// `clearsOnBeginEditing`; returning false keeps the text.
    @Test func clearingOnBeginEditingAsksTheDelegate() {
        let (host, field, delegate) = makeField()
        field.text = "keep"
        field.clearsOnBeginEditing = true
        delegate.allowsClear = false
        host.tap(at: CGPoint(x: 100, y: 120))
        #expect(delegate.clearAsked == 1 && field.text == "keep")
        _ = field.resignFirstResponder()
        delegate.allowsClear = true
        host.tap(at: CGPoint(x: 100, y: 120))
        #expect(delegate.clearAsked == 2 && field.text == "")
    }

    /// Apple: `textFieldDidEndEditing(_:reason:)` is called in preference to
    /// `textFieldDidEndEditing(_:)`; on iOS the reason is `.committed`.
    @Test func endingEditingTellsTheReason() {
        let (host, field, delegate) = makeField()
        host.tap(at: CGPoint(x: 100, y: 120))
        _ = field.resignFirstResponder()
        #expect(delegate.endings == ["committed"])
    }

    /// Return is a text field's primary action; a handled `.editingDidEndOnExit` ends editing
    /// (Interface Builder's "Did End On Exit"); a tap in the field is no primary action.
    @Test func returnIsThePrimaryActionAndDidEndOnExitResigns() {
        let (host, field, _) = makeField()
        let primary = Counter()
        field.addAction(UIAction { _ in primary.count += 1 }, for: .primaryActionTriggered)
        host.tap(at: CGPoint(x: 100, y: 120))
        #expect(field.isFirstResponder && primary.count == 0, "a tap only begins editing")
        host.typeText("\n")
        #expect(primary.count == 1)
        #expect(field.isFirstResponder, "nothing handles .editingDidEndOnExit: the keyboard stays")
        field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
        host.typeText("\n")
        #expect(primary.count == 2 && !field.isFirstResponder)
    }

    /// Apple, `isMomentary`: segments show no selected state and do not update
    /// `selectedSegmentIndex` after tracking ends; the action, sent while tracking, reads the tap.
    @Test func aMomentarySegmentedControlsActionReadsTheTappedSegment() {
        let screen = PlainScreen(size: CGSize(width: 400, height: 700))
        let (host, controller) = (screen.host, screen.controller)
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 50, y: 100, width: 300, height: 32)
        control.isMomentary = true
        controller.view.addSubview(control)
        var seen: [Int] = []
        control.addAction(UIAction { action in seen.append((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -2) },
                          for: .valueChanged)
        host.settle()
        host.tap(at: CGPoint(x: 180, y: 116))
        host.tap(at: CGPoint(x: 80, y: 116))
        #expect(seen == [1, 0])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    /// `.primaryActionTriggered` is a button's touch up inside and a value control's change,
    /// not every control's every touch.
    @Test func thePrimaryActionIsEachControlsOwn() {
        let screen = PlainScreen(size: CGSize(width: 400, height: 700))
        let (host, controller) = (screen.host, screen.controller)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        let toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: 20, y: 200)
        let plain = UIControl(frame: CGRect(x: 20, y: 300, width: 100, height: 44))
        let counters = [Counter(), Counter(), Counter()]
        for (control, counter) in zip([button, toggle, plain] as [UIControl], counters) {
            controller.view.addSubview(control)
            control.addAction(UIAction { _ in counter.count += 1 }, for: .primaryActionTriggered)
        }
        host.settle()
        host.tap(at: CGPoint(x: 70, y: 122))
        host.tap(at: CGPoint(x: toggle.frame.midX, y: toggle.frame.midY))
        host.tap(at: CGPoint(x: 70, y: 322))
        #expect(counters.map(\.count) == [1, 1, 0])
        #expect(toggle.isOn)
    }

    /// Apple, *insertSegment(withTitle:at:animated:)* / *removeSegment(at:animated:)*: animated,
    /// the segments resize to their new widths over time instead of jumping.
    @Test func animatedInsertsAndRemovesResizeTheSegmentsOverTime() throws {
        let screen = PlainScreen(size: CGSize(width: 400, height: 700))
        let (host, controller) = (screen.host, screen.controller)
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 50, y: 100, width: 300, height: 32)
        controller.view.addSubview(control)
        host.settle()
        func labelFrames() -> [CGRect] { control.subviews.compactMap { $0 as? UILabel }.map(\.presentationFrame) }
        control.insertSegment(withTitle: "Three", at: 2, animated: true)
        host.advance(by: UISegmentedControl.segmentChangeDuration / 2)
        let midway = labelFrames()
        #expect(midway.count == 3)
        let firstWidth = try #require(midway.first).width
        #expect(firstWidth < 150 && firstWidth > 100, "on its way from 150 to 100 points")
        host.settle()
        #expect(labelFrames().map(\.width) == [100, 100, 100])
        control.removeSegment(at: 0, animated: false)
        host.advance(by: 0)
        #expect(labelFrames().map(\.width) == [150, 150], "not animated: at once")
    }
}

/// A label sized to its text draws all of it: the measured width has fractional advances, the
/// drawing whole-pixel ones, and the last glyph of a title that fits must not be cut (the home
/// screen's "Half modal" button drew half of its final "l" at 1×).
@MainActor
@Suite struct LabelSizedToItsTextTests {
    @Test(arguments: ["Half modal", "Navigation (custom push and pop)", "Fill", "Wall"], [CGFloat(1), 2, 3])
    func aLabelAtItsIntrinsicWidthDrawsItsWholeText(text: String, scale: CGFloat) {
        let host = HeadlessHost(size: CGSize(width: 400, height: 80), scale: scale)
        let root = UIViewController()
        root.view.backgroundColor = .white
        host.rootViewController = root
        let tight = UILabel(), roomy = UILabel()
        for (label, y) in [(tight, CGFloat(4)), (roomy, 40)] {
            label.text = text
            label.font = .systemFont(ofSize: 17)
            root.view.addSubview(label)
            label.frame = CGRect(origin: CGPoint(x: 10, y: y), size: label.intrinsicContentSize)
        }
        roomy.frame.size.width += 60
        host.settle()
        let shot = host.snapshot()
        var differing = 0
        for row in 0..<Int(tight.bounds.height * scale) {
            for column in 0..<Int((tight.frame.maxX + 6) * scale) {
                if shot.pixel(x: column, y: Int(4 * scale) + row) != shot.pixel(x: column, y: Int(40 * scale) + row) { differing += 1 }
            }
        }
        #expect(differing == 0, "\(differing) pixels differ between the label at its own width and a wider one")
    }
}
