import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitControls

/// Date pickers as Apple documents them (UIDatePicker, UIDatePickerStyle): the wheels show the
/// mode's columns and a date the user settles on sends `.valueChanged` (one set in code does not);
/// the date stays within `minimumDate` and `maximumDate`; the automatic style is compact, whose
/// buttons open wheels in a popover. Sources: docs/PORTING.md, "Date pickers".
@MainActor
@Suite struct DatePickerTests {
    /// 6 December 2026, 19:15 UTC.
    private static let evening = Date(timeIntervalSinceReferenceDate: 818_277_300)

    private final class Changes: NSObject {
        var dates: [Date] = []
        func changed(_ picker: UIDatePicker) { dates.append(picker.date) }
    }

    private func makePicker(style: UIDatePickerStyle, mode: UIDatePicker.Mode, frame: CGRect)
        -> (PlainScreen, UIDatePicker, Changes) {
        let screen = PlainScreen(size: CGSize(width: 390, height: 700))
        let picker = UIDatePicker(frame: frame)
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.preferredDatePickerStyle = style
        picker.datePickerMode = mode
        picker.date = Self.evening
        let changes = Changes()
        picker.addTarget(changes, action: Changes.changed, for: .valueChanged)
        screen.controller.view.addSubview(picker)
        screen.host.settle()
        return (screen, picker, changes)
    }

    /// Drags a wheel up by `rows` rows, slowly, and lets it settle.
    private func turn(_ picker: UIDatePicker, column index: Int, byRows rows: Int, in host: HeadlessHost) throws {
        let wheel = try #require(picker.wheelView)
        let column = try #require(wheel.subviews.compactMap { $0 as? PickerColumn }.first { $0.component == index })
        let centre = column.convert(CGPoint(x: column.bounds.midX, y: column.bounds.midY), to: nil)
        let distance = CGFloat(rows) * UIPickerView.defaultRowHeight
        host.drag(from: centre, to: CGPoint(x: centre.x, y: centre.y - distance), duration: 1.5)
        host.settle()
    }

    @Test func theWheelsShowTheDateAndAUserTurnSendsValueChanged() throws {
        let (screen, picker, changes) = makePicker(style: .wheels, mode: .date, frame: CGRect(x: 0, y: 100, width: 390, height: 216))
        let wheel = try #require(picker.wheelView)
        #expect(picker.datePickerStyle == .wheels && wheel.numberOfComponents == 3)
        #expect([0, 1, 2].map { wheel.selectedRow(inComponent: $0) } == [11, 5, 126], "December, the 6th, 2026")
        picker.setDate(Self.evening.addingTimeInterval(86_400), animated: false)
        #expect(changes.dates.isEmpty, "a date set in code sends no action")
        #expect(wheel.selectedRow(inComponent: 1) == 6)
        try turn(picker, column: 1, byRows: 2, in: screen.host)
        let day = Calendar.current.dateComponents(in: TimeZone(identifier: "UTC")!, from: picker.date).day
        #expect(day == 9 && changes.dates.count == 1, "the 7th turned on two days: \(String(describing: day))")
    }

    /// minimumDate: "If the minimum date is greater than the date chosen, the picker … resets to
    /// the minimum" (wheels turning back); setting a date outside the bounds keeps it within them.
    @Test func theDateStaysWithinTheMinimumAndMaximum() throws {
        let (screen, picker, changes) = makePicker(style: .wheels, mode: .date, frame: CGRect(x: 0, y: 100, width: 390, height: 216))
        picker.minimumDate = Self.evening
        picker.maximumDate = Self.evening.addingTimeInterval(10 * 86_400)
        picker.date = Self.evening.addingTimeInterval(-86_400 * 30)
        #expect(picker.date == Self.evening)
        try turn(picker, column: 1, byRows: -3, in: screen.host)
        #expect(picker.date == Self.evening && changes.dates == [Self.evening], "the wheels turned back to the minimum")
        #expect(picker.wheelView?.selectedRow(inComponent: 1) == 5)
    }

    /// UIDatePickerStyle.automatic: compact since iOS 14 (wheels for a countdown timer); the
    /// compact picker shows the date and the time as buttons, and a tap opens their wheels.
    @Test func theCompactStyleOpensWheelsInAPopover() throws {
        let (screen, picker, changes) = makePicker(style: .automatic, mode: .dateAndTime, frame: CGRect(x: 20, y: 100, width: 350, height: 34))
        #expect(picker.datePickerStyle == .compact && picker.wheelView == nil)
        #expect(picker.compactButtons.map { $0.button.title(for: .normal)?.replacingOccurrences(of: "\u{202F}", with: " ") } == ["Dec 6, 2026", "7:15 PM"],
                "iOS writes a narrow space before PM, as ICU does")
        let dateButton = try #require(picker.compactButtons.first?.button)
        screen.host.tap(at: dateButton.convert(CGPoint(x: dateButton.bounds.midX, y: dateButton.bounds.midY), to: nil))
        screen.host.settle()
        let editor = try #require(screen.controller.presentedViewController as? CompactDateEditor)
        #expect(editor.modalPresentationStyle == .popover && editor.wheels.datePickerMode == .date)
        #expect(editor.view.frame.width < 390, "a popover, not a sheet, on an iPhone")
        try turn(editor.wheels, column: 1, byRows: 1, in: screen.host)
        #expect(picker.compactButtons.first?.button.title(for: .normal) == "Dec 7, 2026" && changes.dates.count == 1)
        let countdown = UIDatePicker()
        countdown.datePickerMode = .countDownTimer
        #expect(countdown.datePickerStyle == .wheels)
    }

    /// minuteInterval: "The interval value must be evenly divided into 60; if it is not, the
    /// default value is used" (1); the minute wheel steps by it.
    @Test func aMinuteIntervalThatDoesNotDivideAnHourIsOne() throws {
        let (_, picker, _) = makePicker(style: .wheels, mode: .time, frame: CGRect(x: 0, y: 100, width: 390, height: 216))
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        let wheel = try #require(picker.wheelView)
        #expect(wheel.numberOfRows(inComponent: 1) == 4)
        #expect([0, 1, 2].map { wheel.selectedRow(inComponent: $0) } == [6, 1, 1], "7, 15, PM")
    }

    /// Interface Builder's `<datePicker>`: mode, style, minute interval, locale and dates.
    @Test func aDocumentsDatePickerKeepsItsModeStyleAndDate() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let screen = host.run { UIStoryboard(name: "Bars", bundle: .module).instantiateViewController(withIdentifier: "Schedule") }
        host.rootViewController = screen
        host.settle()
        let picker = try #require(screen.view.subviews.first { $0 is UIDatePicker } as? UIDatePicker)
        #expect(picker.datePickerMode == .time && picker.preferredDatePickerStyle == .wheels && picker.minuteInterval == 5)
        #expect(picker.locale?.identifier == "en_GB" && picker.date == Self.evening)
        #expect(picker.minimumDate == Self.evening.addingTimeInterval(-3600))
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
