import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIStepper` as UIKit documents it: its defaults, a value held in its range, a step per tap sent
/// as `.valueChanged` (at each step, or once at the end when not continuous), repeats while held,
/// wrapping, the dimmed end, the Increment and Decrement buttons UI tests find, and its Interface
/// Builder element. Sources: docs/PORTING.md, "Steppers".
@MainActor
@Suite struct StepperTests {
    private func screen() -> (HeadlessHost, UIStepper, Counter) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 200))
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        host.rootViewController = controller
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        let counter = Counter()
        stepper.addTarget(counter, action: Counter.changed(_:), for: .valueChanged)
        controller.view.addSubview(stepper)
        host.settle()
        return (host, stepper, counter)
    }

    /// The values `.valueChanged` reported.
    @MainActor private final class Counter {
        var values: [Double] = []
        func changed(_ sender: UIStepper) { values.append(sender.value) }
    }

    /// Centres of the halves, in window points, for the stepper at (20, 20).
    private let minus = CGPoint(x: 20 + 23, y: 36)
    private let plus = CGPoint(x: 20 + 70, y: 36)

    @Test func itHasUIKitsDefaultsAndHoldsItsValueInItsRange() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32) && stepper.bounds.size == CGSize(width: 94, height: 32))
        stepper.value = 250
        #expect(stepper.value == 100)
        stepper.maximumValue = 10
        #expect(stepper.value == 10, "a narrower range takes the value with it")
        stepper.minimumValue = 5
        stepper.value = -3
        #expect(stepper.value == 5)
    }

    @Test func aTapStepsOnceAndSaysSoAndTheEndHalfIsDimmed() throws {
        let (host, stepper, counter) = screen()
        host.tap(at: plus)
        host.tap(at: plus)
        #expect(stepper.value == 2 && counter.values == [1, 2])
        host.tap(at: minus)
        #expect(stepper.value == 1 && counter.values == [1, 2, 1])
        stepper.value = 0
        #expect(counter.values.count == 3, "setting the value in code sends nothing")
        host.tap(at: minus)
        #expect(stepper.value == 0 && counter.values.count == 3, "at the minimum, the minus does nothing")
        let elements = AccessibilityTree.elements(in: host.window)
        let decrement = try #require(elements.first { $0.label == "Decrement" })
        let increment = try #require(elements.first { $0.label == "Increment" })
        #expect(decrement.kind == "Button" && increment.kind == "Button", "UI tests find a stepper's two buttons")
        #expect(decrement.view.accessibilityTraits.contains(.notEnabled) && !increment.view.accessibilityTraits.contains(.notEnabled))
        #expect(!elements.contains { $0.view === stepper }, "the stepper itself is no element")
        host.tap(at: try AccessibilityTree.tapPoint(for: "Increment", in: host.window).get())
        #expect(stepper.value == 1, "tap \"Increment\" reaches the stepper")
    }

    @Test func itIsDrawnAsARoundedPlateWithAMinusAndAPlus() {
        let (host, _, _) = screen()
        let shot = host.snapshot()
        let plate = shot.pixel(x: 30, y: 26)
        #expect(plate != (255, 255, 255, 255) && plate.r > 220, "the plate: a light grey fill")
        #expect(shot.pixel(x: 21, y: 21) == (255, 255, 255, 255), "its corners are rounded")
        let plusCentre = shot.pixel(x: Int(plus.x), y: Int(plus.y))
        #expect(plusCentre.r < 60, "the plus is drawn in the label colour")
        #expect(shot.pixel(x: Int(plus.x), y: Int(plus.y) - 5).r < 60, "the plus has its upright bar")
        #expect(shot.pixel(x: Int(minus.x), y: Int(minus.y) - 5).r > 200, "the minus has none")
        let dimmedMinus = shot.pixel(x: Int(minus.x), y: Int(minus.y))
        #expect(dimmedMinus.r > 150 && dimmedMinus.r < 240, "at the minimum, the minus is dimmed")
    }

    @Test func aHeldHalfRepeatsUntilReleased() {
        let (host, stepper, counter) = screen()
        host.press(at: plus)
        #expect(stepper.value == 1, "the first step comes with the touch")
        host.advance(by: 0.4)
        #expect(stepper.value == 1, "no repeat before half a second")
        host.advance(by: 0.35)
        #expect(stepper.value == 4, "then a step every tenth of a second: at 0.5, 0.6 and 0.7 s")
        host.release(at: plus)
        host.advance(by: 0.5)
        #expect(stepper.value == 4 && counter.values == [1, 2, 3, 4])

        stepper.autorepeat = false
        stepper.isContinuous = false
        host.press(at: plus)
        host.advance(by: 1)
        #expect(stepper.value == 5 && counter.values.count == 4, "not continuous: nothing sent while pressed")
        host.release(at: plus)
        #expect(counter.values == [1, 2, 3, 4, 5], "one value change as the press ends")
    }

    @Test func aWrappingStepperGoesOnFromTheOtherEnd() {
        let (host, stepper, counter) = screen()
        stepper.wraps = true
        stepper.maximumValue = 3
        stepper.value = 3
        host.tap(at: plus)
        #expect(stepper.value == 0 && counter.values == [0])
        host.tap(at: minus)
        #expect(stepper.value == 3 && counter.values == [0, 3])
    }

    @Test func aDocumentsStepperHasItsRangeStepAndSwitchesAndSendsItsAction() throws {
        let host = HeadlessHost(size: CGSize(width: 393, height: 852))
        let chooser = try #require(host.run { UIStoryboard(name: "Parts", bundle: .module).instantiateViewController(withIdentifier: "Chooser") } as? ChooserViewController)
        host.rootViewController = chooser
        host.settle()
        let stepper = try #require(chooser.stepper)
        #expect(stepper.minimumValue == 2 && stepper.maximumValue == 6 && stepper.stepValue == 2 && stepper.value == 4)
        #expect(stepper.wraps && !stepper.autorepeat && !stepper.isContinuous)
        host.tap(at: try AccessibilityTree.tapPoint(for: "Increment", in: host.window).get())
        host.tap(at: try AccessibilityTree.tapPoint(for: "Increment", in: host.window).get())
        #expect(stepper.value == 2 && chooser.counts == [6, 2], "6, then past the maximum to the minimum")
    }

    @Test func aRangeThatWouldCrossTakesBothEndsToTheNewValue() {
        let stepper = UIStepper()
        stepper.minimumValue = 200
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 200, "a minimum above the maximum takes it along")
        #expect(stepper.value == 200)
        stepper.maximumValue = 100
        #expect(stepper.minimumValue == 100 && stepper.maximumValue == 100, "a maximum below the minimum takes it along")
        stepper.maximumValue = 150
        #expect(stepper.minimumValue == 100 && stepper.maximumValue == 150 && stepper.value == 100)
    }

    /// A 12-point square filled in black: as a glyph it is a template, so only its shape counts.
    private func square(_ colour: UIColor = .black, side: CGFloat = 12) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            colour.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    @Test func imagesSetForTheNormalStateStandInForTheOthers() {
        let stepper = UIStepper()
        #expect(stepper.incrementImage(for: .normal) != nil && stepper.decrementImage(for: .normal) != nil, "the plus and minus glyphs")
        #expect(stepper.backgroundImage(for: .normal) == nil)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == nil)
        let normal = square(), pressed = square(.red)
        stepper.setIncrementImage(normal, for: .normal)
        stepper.setIncrementImage(pressed, for: .highlighted)
        #expect(stepper.incrementImage(for: .normal) === normal && stepper.incrementImage(for: .highlighted) === pressed)
        #expect(stepper.incrementImage(for: .disabled) === normal)
        stepper.setDividerImage(normal, forLeftSegmentState: .normal, rightSegmentState: .normal)
        #expect(stepper.dividerImage(forLeftSegmentState: .disabled, rightSegmentState: .normal) === normal)
        stepper.setBackgroundImage(pressed, for: .normal)
        #expect(stepper.backgroundImage(for: .highlighted) === pressed)
    }

    @Test func anAppsGlyphIsATemplateInTheTintColourAndItsBackgroundReplacesThePlate() {
        let (host, stepper, _) = screen()
        stepper.tintColor = .systemRed
        stepper.setIncrementImage(square(), for: .normal)
        stepper.setDecrementImage(square(), for: .normal)
        stepper.setBackgroundImage(square(.systemBlue, side: 4), for: .normal)
        host.settle()
        var shot = host.snapshot()
        let glyph = shot.pixel(x: Int(plus.x) + 4, y: Int(plus.y) + 4)
        #expect(glyph.r > 200 && glyph.g < 90 && glyph.b < 90, "the black square draws in the red tint: \(glyph)")
        let background = shot.pixel(x: Int(plus.x) + 15, y: Int(plus.y) - 12)
        #expect(background.b > 200 && background.r < 60, "the blue background image fills the half: \(background)")
        let dimmed = shot.pixel(x: Int(minus.x) + 4, y: Int(minus.y) + 4)
        #expect(dimmed.b > dimmed.r, "at the minimum, the minus square fades into the blue: \(dimmed)")
        #expect(dimmed != glyph)

        stepper.setIncrementImage(square(.systemGreen).withRenderingMode(.alwaysOriginal), for: .highlighted)
        stepper.autorepeat = false
        host.press(at: plus)
        shot = host.snapshot()
        let pressedGlyph = shot.pixel(x: Int(plus.x) + 4, y: Int(plus.y) + 4)
        #expect(pressedGlyph.g > 150 && pressedGlyph.r < 100, "pressed, the highlighted image in its own green: \(pressedGlyph)")
        host.release(at: plus)
    }

    @Test func aDividerImageSpansTheHeightForTheHalvesStates() {
        let (host, stepper, _) = screen()
        let middle = 20 + 47
        stepper.setDividerImage(square(.systemGreen, side: 4).withRenderingMode(.alwaysOriginal), forLeftSegmentState: .disabled, rightSegmentState: .normal)
        host.settle()
        var pixel = host.snapshot().pixel(x: middle, y: 23)
        #expect(pixel.g > 150 && pixel.r < 100, "the minus is disabled at the minimum: that pair's image, full height: \(pixel)")
        stepper.value = 1
        host.settle()
        pixel = host.snapshot().pixel(x: middle, y: 23)
        #expect(!(pixel.g > 150 && pixel.r < 100), "both halves normal: no image for that pair, the hairline (which stops short of the top): \(pixel)")
    }
}
