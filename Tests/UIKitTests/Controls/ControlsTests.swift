import Testing
import UIKit
import UIKitTesting
import LabTestSupport

/// A picker's data source and delegate: `rows` numbered rows, the selections it heard.
@MainActor
final class NumberPicker: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows = 20
    var selected: [Int] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Item \(row)" }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selected.append(row) }
}

@MainActor
@Suite struct ControlsTests {
    private func screen(_ size: CGSize = CGSize(width: 320, height: 480)) -> (HeadlessHost, UIView) {
        let host = HeadlessHost(size: size)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        host.rootViewController = controller
        return (host, controller.view)
    }

    /// Apple, *UIControl.contentHorizontalAlignment* and *contentVerticalAlignment*: where a
    /// button's title sits in its bounds (inside `contentEdgeInsets`); leading is left here.
    @Test func aButtonsTitleFollowsItsContentAlignment() throws {
        let (host, root) = screen()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        root.addSubview(button)
        func titleFrame(_ horizontal: UIControl.ContentHorizontalAlignment, _ vertical: UIControl.ContentVerticalAlignment = .center) -> CGRect {
            button.contentHorizontalAlignment = horizontal
            button.contentVerticalAlignment = vertical
            host.settle()
            return button.titleLabel?.frame ?? .null
        }
        let width = try #require(button.titleLabel?.intrinsicContentSize.width)
        #expect(button.contentHorizontalAlignment == .center && button.contentVerticalAlignment == .center, "UIKit's defaults")
        #expect(abs(titleFrame(.center).midX - 100) < 0.01)
        #expect(titleFrame(.left).minX == 10)
        #expect(titleFrame(.leading).minX == 10 && button.effectiveContentHorizontalAlignment == .left)
        #expect(abs(titleFrame(.right).maxX - 190) < 0.01)
        #expect(titleFrame(.trailing).maxX == titleFrame(.right).maxX && button.effectiveContentHorizontalAlignment == .right)
        #expect(titleFrame(.fill).width == 180 && width < 180)
        #expect(titleFrame(.left, .top).minY == 0)
        #expect(abs(titleFrame(.left, .bottom).maxY - 60) < 0.01)
    }

    @Test func aSwitchTogglesOnATapAndSaysSo() {
        let (host, root) = screen()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        var changes: [Bool] = []
        toggle.addAction(UIAction { [weak toggle] _ in changes.append(toggle?.isOn ?? false) }, for: .valueChanged)
        root.addSubview(toggle)
        host.tap(at: CGPoint(x: 45, y: 35))
        #expect(toggle.isOn && changes == [true])
        host.settle()
        let green = UIColor.systemGreen.rgba
        #expect(close(host.snapshot().pixel(x: 26, y: 35), (UInt8(green.red * 255), UInt8(green.green * 255), UInt8(green.blue * 255), 255)))
        toggle.setOn(false, animated: false)
        #expect(changes == [true], "setting it in code sends nothing")
    }

    @Test func aSlidersTrackTakesTheTintOfTheViewItIsMovedInto() {
        let (host, root) = screen()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        slider.value = 1
        let holder = UIView(frame: root.bounds)
        holder.tintColor = .systemRed
        root.addSubview(holder)
        holder.addSubview(slider)
        host.settle()
        #expect(close(host.snapshot().pixel(x: 60, y: 115), (255, 59, 48, 255)), "the filled track follows the inherited tint")
    }

    @Test func aSliderFollowsItsThumb() {
        let (host, root) = screen()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 0
        var reported: [Float] = []
        slider.addAction(UIAction { [weak slider] _ in reported.append(slider?.value ?? -1) }, for: .valueChanged)
        root.addSubview(slider)
        host.advance(by: 0)
        // The thumb (28 wide) travels 200 points: dragging it 100 points is half way.
        host.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 134, y: 115), duration: 0.3)
        #expect(abs(slider.value - 50) < 1)
        #expect(!reported.isEmpty && reported.last == slider.value)
        slider.value = 500
        #expect(slider.value == 100, "held inside its range")
        // A touch on the track away from the thumb does not move it.
        host.drag(from: CGPoint(x: 60, y: 115), to: CGPoint(x: 80, y: 115), duration: 0.2)
        #expect(slider.value == 100)
    }

    @Test func aSegmentedControlSelectsTheTappedSegment() {
        let (host, root) = screen()
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        root.addSubview(control)
        host.tap(at: CGPoint(x: 160, y: 26))
        #expect(control.selectedSegmentIndex == 1 && changes == 1)
        control.setEnabled(false, forSegmentAt: 2)
        host.tap(at: CGPoint(x: 260, y: 26))
        #expect(control.selectedSegmentIndex == 1 && changes == 1, "a disabled segment cannot be chosen")
        control.insertSegment(withTitle: "Year", at: 3, animated: false)
        #expect(control.titleForSegment(at: 3) == "Year" && control.numberOfSegments == 4)
    }

    @Test func aLabelShrinksItsFontToFitOnlyWithAScaleFactor() throws {
        let (host, root) = screen()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        label.text = "A rather long title"
        label.font = .systemFont(ofSize: 20)
        label.adjustsFontSizeToFitWidth = true
        root.addSubview(label)
        func drawnSize() -> CGFloat? {
            host.displayList.commands.compactMap { command -> CGFloat? in
                if case let .text(_, font, _, _, _) = command { return font.pointSize }
                return nil
            }.first
        }
        host.advance(by: 0)
        #expect(drawnSize() == 20, "a minimum scale factor of 0 does not scale (Apple's documentation)")
        label.minimumScaleFactor = 0.5
        host.advance(by: 0)
        let size = try #require(drawnSize())
        #expect(size < 20 && size >= 10)
        #expect(TextEngine.shared.width(of: "A rather long title", font: .systemFont(ofSize: size)) <= 100 || size == 10)
    }

    @Test func snapshotsCopyAndStretchWithCapInsets() {
        let (host, root) = screen()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .blue
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        corner.backgroundColor = .red
        card.addSubview(corner)
        root.addSubview(card)
        host.advance(by: 0)
        let copy = card.snapshotView(afterScreenUpdates: false)!
        copy.frame.origin = CGPoint(x: 150, y: 0)
        root.addSubview(copy)
        let stretched = card.resizableSnapshotView(from: card.bounds, afterScreenUpdates: false,
                                                   withCapInsets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))!
        stretched.frame = CGRect(x: 0, y: 200, width: 300, height: 200)
        root.addSubview(stretched)
        host.advance(by: 0)
        let shot = host.snapshot()
        #expect(shot.pixel(x: 155, y: 5).r == 255 && shot.pixel(x: 165, y: 15).b == 255, "the copy shows the corner")
        // The 20-point cap keeps the 10-point corner at its size; the middle stretches.
        #expect(shot.pixel(x: 5, y: 205).r == 255 && shot.pixel(x: 15, y: 215).b == 255)
        #expect(shot.pixel(x: 290, y: 390).b == 255)
        let region = card.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: false, withCapInsets: .zero)!
        #expect(region.bounds.size == CGSize(width: 20, height: 20))
    }

    @Test func vibrantContentShowsAtItsStylesStrength() {
        let (host, root) = screen()
        let blur = UIBlurEffect(style: .systemMaterial)
        let blurView = UIVisualEffectView(effect: blur)
        blurView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancyView.frame = blurView.bounds
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        square.backgroundColor = .black
        vibrancyView.contentView.addSubview(square)
        blurView.contentView.addSubview(vibrancyView)
        root.addSubview(blurView)
        host.advance(by: 0)
        let drawn = host.displayList.commands.contains { command in
            if case let .fill(rect, _, color, _) = command { return rect.width == 40 && abs(color.alpha - 0.6) < 0.001 }
            return false
        }
        #expect(drawn, "the square is drawn at the secondary label's 60 %")
    }

    @Test func aPickerComesToRestOnARowAndSaysWhich() {
        let (host, root) = screen()
        let source = NumberPicker()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        root.addSubview(picker)
        host.advance(by: 0)
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 20 && picker.selectedRow(inComponent: 0) == 0)
        // A slow drag up by three rows and a bit: it settles on row 3.
        host.press(at: CGPoint(x: 160, y: 250))
        for step in 1...20 { host.advance(by: 1.0 / 60); host.move(to: CGPoint(x: 160, y: 250 - CGFloat(step) * 5)) }
        host.advance(by: 0.3)
        host.release(at: CGPoint(x: 160, y: 150))
        host.settle()
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(source.selected == [3])
        picker.selectRow(7, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 7 && source.selected == [3], "selecting in code does not call the delegate")
        // A tap on the row below the band turns it in.
        host.tap(at: CGPoint(x: 160, y: 208 + 32))
        host.settle()
        #expect(picker.selectedRow(inComponent: 0) == 8 && source.selected == [3, 8])
        expectGolden(host.snapshot(), "picker")
    }

    /// selectRow(_:inComponent:animated:) before the picker has its size (in `viewDidLoad`, as apps
    /// do): the row is the one selected once the picker is laid out, even the last row.
    @Test func aRowSelectedBeforeLayoutStaysSelected() {
        let (host, root) = screen()
        let source = NumberPicker()
        let picker = UIPickerView()
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(19, inComponent: 0, animated: false)
        root.addSubview(picker)
        picker.frame = CGRect(x: 0, y: 100, width: 320, height: 216)
        host.settle()
        #expect(picker.selectedRow(inComponent: 0) == 19)
    }

    @Test func stretchedSnapshotsVibrancyAndShrunkTextLookRight() {
        let (host, root) = screen(CGSize(width: 320, height: 240))
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.black.cgColor
        root.addSubview(card)
        host.advance(by: 0)
        let stretched = card.resizableSnapshotView(from: card.bounds, afterScreenUpdates: false,
                                                   withCapInsets: UIEdgeInsets(top: 14, left: 14, bottom: 14, right: 14))!
        stretched.frame = CGRect(x: 110, y: 10, width: 200, height: 90)
        root.addSubview(stretched)
        let blur = UIBlurEffect(style: .systemMaterial)
        let blurView = UIVisualEffectView(effect: blur)
        blurView.frame = CGRect(x: 10, y: 120, width: 140, height: 100)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancy.frame = blurView.bounds
        let vibrantLabel = UILabel(frame: CGRect(x: 10, y: 30, width: 120, height: 40))
        vibrantLabel.text = "Vibrant"
        vibrancy.contentView.addSubview(vibrantLabel)
        blurView.contentView.addSubview(vibrancy)
        root.addSubview(blurView)
        let shrunk = UILabel(frame: CGRect(x: 170, y: 150, width: 130, height: 30))
        shrunk.text = "Shrinks to fit the width"
        shrunk.adjustsFontSizeToFitWidth = true
        shrunk.minimumScaleFactor = 0.4
        root.addSubview(shrunk)
        host.advance(by: 0)
        expectGolden(host.snapshot(), "snapshots-vibrancy-shrink")
    }

    @Test func theControlsLookAsOnAnIPhone() {
        let (host, root) = screen(CGSize(width: 320, height: 200))
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        toggle.isOn = true
        let off = UISwitch(frame: CGRect(x: 90, y: 20, width: 0, height: 0))
        let slider = UISlider(frame: CGRect(x: 20, y: 70, width: 280, height: 31))
        slider.value = 0.3
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.selectedSegmentIndex = 0
        segments.frame = CGRect(x: 20, y: 130, width: 280, height: 32)
        for view in [toggle, off, slider, segments] as [UIView] { root.addSubview(view) }
        host.settle()
        expectGolden(host.snapshot(), "controls")
    }

    /// Apple, *setWidth(_:forSegmentAt:)* ("the default value is {0.0}, which tells
    /// UISegmentedControl to automatically size the segment") and *apportionsSegmentWidthsByContent*
    /// ("for segments whose width value is 0, the control attempts to adjust segment widths based on
    /// their content widths"): a fixed segment keeps its width, the rest share what is left, equally
    /// or by their content; taps land in the segment under them.
    @Test func segmentsTakeFixedWidthsAndShareTheRestEquallyOrByContent() {
        let (host, root) = screen()
        let control = UISegmentedControl(items: ["A", "A much longer title", "A"])
        control.frame = CGRect(x: 0, y: 10, width: 300, height: 32)
        root.addSubview(control)
        func labelFrames() -> [CGRect] {
            control.layoutIfNeeded()
            return control.subviews.compactMap { $0 as? UILabel }.map(\.frame)
        }
        #expect(labelFrames().map(\.width) == [100, 100, 100], "equal shares by default")
        #expect(control.widthForSegment(at: 1) == 0)
        control.apportionsSegmentWidthsByContent = true
        let apportioned = labelFrames()
        #expect(apportioned[1].width > 2 * apportioned[0].width, "the long title's segment is wider")
        #expect(abs(apportioned.map(\.width).reduce(0, +) - 300) < 0.5 && abs(apportioned[0].width - apportioned[2].width) < 0.01, "equal content, equal shares")
        control.apportionsSegmentWidthsByContent = false
        control.setWidth(60, forSegmentAt: 0)
        control.setWidth(-5, forSegmentAt: 2)
        #expect(control.widthForSegment(at: 0) == 60 && control.widthForSegment(at: 2) == 0, "a negative width is ignored")
        #expect(labelFrames().map(\.width) == [60, 120, 120])
        host.tap(at: CGPoint(x: 50, y: 26))
        #expect(control.selectedSegmentIndex == 0, "x = 50 is inside the 60-point first segment")
        host.tap(at: CGPoint(x: 70, y: 26))
        #expect(control.selectedSegmentIndex == 1)
    }

    /// A segmented control with a selection may be laid out at no width (a bar before Auto Layout
    /// gives it room): its raised selection shrinks to nothing, and nothing stops.
    @Test func aSelectedSegmentedControlOfNoWidthLaysOut() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 1
        control.frame = .zero
        control.layoutIfNeeded()
        #expect(control.subviews.allSatisfy { $0.frame.minX.isFinite && $0.frame.minY.isFinite })
    }
}
