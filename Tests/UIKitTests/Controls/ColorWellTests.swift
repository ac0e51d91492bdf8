import Foundation
import Testing
import UIKit
import LabTestSupport
@testable import UIKitTesting
@testable import UIKitControls

/// `UIColorWell` and `UIColorPickerViewController` as Apple documents them: a tap on the well
/// presents the picker with the well's title, alpha support and colour; a colour chosen there
/// becomes the well's `selectedColor` and sends `.valueChanged`; the picker tells its delegate of
/// each choice (continuously while the opacity slider moves) and of its closing.
/// Sources: docs/PORTING.md, "Colour wells".
@MainActor
@Suite struct ColorWellTests {
    final class Log: UIColorPickerViewControllerDelegate {
        var events: [String] = []
        func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
            events.append("select \(continuously)")
        }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { events.append("finish") }
        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { events.append("deprecated select") }
    }

    /// An iOS 14 delegate: only the deprecated selection method.
    final class OldLog: UIColorPickerViewControllerDelegate {
        var selections = 0
        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) { selections += 1 }
    }

    /// UIKit calls the deprecated selection method only for a delegate without the newer one.
    @Test func theDeprecatedSelectionMethodIsCalledOnlyWithoutTheNewerOne() {
        let picker = UIColorPickerViewController()
        let old = OldLog(), new = Log()
        for delegate in [old, new] as [UIColorPickerViewControllerDelegate] {
            delegate.colorPickerViewController(picker, didSelect: .red, continuously: false)
        }
        #expect(old.selections == 1 && new.events == ["select false"])
    }

    static func stage() -> (HeadlessHost, UIViewController, UIColorWell) {
        let host = HeadlessHost(device: .iPhone15)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let well = UIColorWell(frame: CGRect(x: 100, y: 200, width: 28, height: 28))
        controller.view.addSubview(well)
        host.rootViewController = controller
        host.settle()
        return (host, controller, well)
    }

    static func tapSwatch(row: Int, column: Int, of picker: UIColorPickerViewController, in host: HeadlessHost) {
        let grid = picker.grid
        let cell = CGSize(width: grid.bounds.width / 12, height: grid.bounds.height / 10)
        host.tap(at: grid.convert(CGPoint(x: cell.width * (CGFloat(column) + 0.5), y: cell.height * (CGFloat(row) + 0.5)), to: nil))
        host.settle()
    }

    @Test func theDefaultsAreUIKits() {
        let well = UIColorWell(), picker = UIColorPickerViewController()
        #expect(well.selectedColor == nil && well.supportsAlpha && well.title == nil)
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
        #expect(picker.supportsAlpha && picker.modalPresentationStyle == .popover)
    }

    @Test func aTapPresentsThePickerAndAChosenColourBecomesTheWells() throws {
        let (host, controller, well) = Self.stage()
        well.title = "Background"
        well.selectedColor = .blue
        var changes = 0
        well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        host.tap(at: CGPoint(x: 114, y: 214))
        host.settle()
        let picker = try #require(controller.presentedViewController as? UIColorPickerViewController)
        #expect(picker.title == "Background" && picker.supportsAlpha && picker.selectedColor.rgba == UIColor.blue.rgba)
        let sheet = picker.view.convert(picker.view.bounds, to: nil)
        #expect(sheet.width == host.window.bounds.width && sheet.minY > 40, "a popover adapts to a sheet on an iPhone: \(sheet)")
        Self.tapSwatch(row: 0, column: 11, of: picker, in: host)
        #expect(well.selectedColor?.rgba == UIColor(white: 0, alpha: 1).rgba && changes == 1, "the greys' last swatch is black")
        tap("Close", in: host)
        #expect(controller.presentedViewController == nil)
    }

    @Test func thePickerTellsItsDelegateOfChoicesAndOfClosing() throws {
        let (host, controller, _) = Self.stage()
        let picker = UIColorPickerViewController()
        let log = Log()
        picker.delegate = log
        controller.present(picker, animated: false)
        host.settle()
        Self.tapSwatch(row: 5, column: 5, of: picker, in: host)
        #expect(log.events == ["select false"] && picker.selectedColor.rgba == ColorPickerGrid.color(row: 5, column: 5).rgba)
        let slider = picker.opacitySlider
        let track = slider.convert(slider.bounds, to: nil)
        host.drag(from: CGPoint(x: track.maxX - 14, y: track.midY), to: CGPoint(x: track.midX, y: track.midY), duration: 0.3)
        host.settle()
        #expect(log.events.contains("select true"), "continuously while the slider is dragged: \(log.events)")
        #expect(picker.selectedColor.rgba.alpha < 0.7 && picker.selectedColor.rgba.alpha > 0.3)
        tap("Close", in: host)
        #expect(log.events.last == "finish" && controller.presentedViewController == nil)
    }

    @Test func aPickerWithoutAlphaHidesTheOpacityAndKeepsColoursOpaque() throws {
        let (host, controller, _) = Self.stage()
        let picker = UIColorPickerViewController()
        picker.supportsAlpha = false
        picker.selectedColor = UIColor.red.withAlphaComponent(0.5)
        controller.present(picker, animated: false)
        host.settle()
        #expect(picker.opacitySlider.isHidden)
        Self.tapSwatch(row: 3, column: 0, of: picker, in: host)
        #expect(picker.selectedColor.rgba.alpha == 1)
    }

    @Test func theWellIsDrawnAsARingOfHuesRoundItsColour() {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let host = HeadlessHost(device: .freeform(CGSize(width: 120, height: 60)), appearance: appearance)
            let controller = UIViewController()
            controller.view.backgroundColor = .systemBackground
            let empty = UIColorWell(frame: CGRect(x: 16, y: 16, width: 28, height: 28))
            let filled = UIColorWell(frame: CGRect(x: 76, y: 16, width: 28, height: 28))
            filled.selectedColor = .systemGreen
            controller.view.addSubview(empty)
            controller.view.addSubview(filled)
            host.rootViewController = controller
            host.settle()
            let shot = host.snapshot()
            let centre = shot.pixel(x: 90, y: 30)
            #expect(centre.g > 150 && centre.r < 120, "the selected colour inside the ring")
            let top = shot.pixel(x: 90, y: 17)
            #expect(top.r > 200 && top.g < 80, "red at the ring's top")
            expectGolden(shot, appearance == .dark ? "color-well-dark" : "color-well-light")
        }
    }
}
