import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitControls
import LabTestSupport

/// Date pickers as Apple documents them (UIDatePicker, UIDatePickerStyle): the wheels show the
/// mode's columns and a date the user settles on sends `.valueChanged` (one set in code does not);
/// the date stays within `minimumDate` and `maximumDate`; the automatic style is compact, whose
/// buttons open wheels in a popover; the inline style is a month calendar whose days a tap
/// chooses. Sources: docs/PORTING.md, "Date pickers".
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

    /// The titles of each wheel's selected row, left to right.
    private func shownColumns(_ picker: UIDatePicker) throws -> [String] {
        let wheel = try #require(picker.wheelView)
        return (0..<wheel.numberOfComponents).map { component in
            wheel.delegate?.pickerView(wheel, titleForRow: wheel.selectedRow(inComponent: component), forComponent: component) ?? ""
        }
    }

    /// Apple, *UIDatePicker.locale* ("the locale … determines the format of dates and times the
    /// picker shows"): the wheels follow the locale's order of day, month and year, and its clock.
    @Test func theWheelsFollowTheLocalesOrderAndClock() throws {
        let (screen, picker, changes) = makePicker(style: .wheels, mode: .date, frame: CGRect(x: 0, y: 100, width: 390, height: 216))
        #expect(try shownColumns(picker) == ["December", "6", "2026"], "English: month, day, year")
        picker.locale = Locale(identifier: "de_DE")
        #expect(try shownColumns(picker) == ["6", "Dezember", "2026"], "German: day, month, year")
        picker.locale = Locale(identifier: "ja_JP")
        #expect(try shownColumns(picker).first == "2026", "Japanese: the year first")
        picker.locale = Locale(identifier: "de_DE")
        picker.datePickerMode = .time
        screen.host.settle()
        #expect(try shownColumns(picker) == ["19", "15"], "a 24-hour clock, no AM/PM wheel")
        try turn(picker, column: 0, byRows: 2, in: screen.host)
        let turned = Calendar.current.dateComponents(in: TimeZone(identifier: "UTC")!, from: picker.date)
        let afterTurn = try shownColumns(picker)
        #expect(turned.hour == 21 && changes.dates.count == 1, "turned to \(String(describing: turned.hour)):\(String(describing: turned.minute)), \(afterTurn)")
        picker.locale = Locale(identifier: "ko_KR")
        #expect(try picker.wheelView?.numberOfComponents == 3 && shownColumns(picker).last == "15", "AM/PM before the time in Korean")
        picker.locale = Locale(identifier: "en_US")
        let english = try shownColumns(picker)
        #expect(english == ["9", "15", "PM"], "English: AM/PM last: \(english)")
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

    /// `roundsToMinuteInterval` (on by default): the date is the nearest multiple of the interval
    /// past the hour; off, a date set in code stays as it is.
    @Test func theDateRoundsToTheMinuteIntervalUnlessToldNotTo() throws {
        let (_, picker, _) = makePicker(style: .wheels, mode: .time, frame: CGRect(x: 0, y: 100, width: 390, height: 216))
        #expect(picker.roundsToMinuteInterval)
        picker.minuteInterval = 10
        let sevenPast = Self.evening.addingTimeInterval(-8 * 60 + 30)  // 19:07:30
        picker.date = sevenPast
        #expect(picker.date == Self.evening.addingTimeInterval(-5 * 60), "19:07:30 rounds to 19:10")
        picker.date = Self.evening.addingTimeInterval(-11 * 60)  // 19:04
        #expect(picker.date == Self.evening.addingTimeInterval(-15 * 60), "19:04 rounds to 19:00")
        picker.roundsToMinuteInterval = false
        picker.date = sevenPast
        #expect(picker.date == sevenPast, "not rounding: the date as set")
        picker.roundsToMinuteInterval = true
        #expect(picker.date == Self.evening.addingTimeInterval(-5 * 60), "rounding again rounds the date shown")
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

    // MARK: Inline

    private func views<View: UIView>(_ type: View.Type, in view: UIView) -> [View] {
        view.subviews.flatMap { ([$0 as? View].compactMap { $0 }) + views(type, in: $0) }
    }

    private func dayButton(_ day: Int, of picker: UIDatePicker) throws -> UIButton {
        try #require(views(UIButton.self, in: picker).first { $0.title(for: .normal) == "\(day)" && !$0.isHidden })
    }

    /// UIDatePickerStyle.inline: "an inline, editable field" that, for dates, is a month calendar:
    /// the month and year, the weekdays and the days, the date's day chosen; a tap on another day
    /// chooses it at the same time of day and sends `.valueChanged`.
    @Test func theInlineStyleIsAMonthCalendarWhoseDaysATapChooses() throws {
        let (screen, picker, changes) = makePicker(style: .inline, mode: .date, frame: CGRect(x: 0, y: 80, width: 390, height: 340))
        #expect(picker.datePickerStyle == .inline && picker.wheelView == nil && picker.calendarView != nil)
        #expect(picker.intrinsicContentSize.height == 338)
        let titles = views(UIButton.self, in: picker).compactMap { $0.title(for: .normal) }
        #expect(titles.first == "December 2026")
        #expect(titles.dropFirst().filter { Int($0) != nil } == (1...31).map(String.init), "December's 31 days")
        let weekdays = views(UILabel.self, in: picker).compactMap(\.text).filter { $0.count == 3 }
        #expect(weekdays == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"], "from the United States' first weekday")
        let sixth = try dayButton(6, of: picker)
        #expect(sixth.accessibilityTraits.contains(.selected) && sixth.accessibilityLabel == "Sunday, December 6")
        tap("Wednesday, December 9", in: screen.host)
        #expect(picker.date == Self.evening.addingTimeInterval(3 * 86_400), "the 9th, at 19:15 still")
        #expect(changes.dates.count == 1)
        #expect(try dayButton(9, of: picker).accessibilityTraits.contains(.selected) && !sixth.accessibilityTraits.contains(.selected))
        tap("Wednesday, December 9", in: screen.host)
        #expect(changes.dates.count == 1, "the day already chosen changes nothing")
    }

    /// The arrows and a swipe page to the previous and next month without changing the date; days outside
    /// `minimumDate`…`maximumDate` are greyed and take no taps, and an arrow to a month wholly
    /// outside them is off.
    @Test func theArrowsPageAndDaysOutsideTheBoundsAreOff() throws {
        let (screen, picker, changes) = makePicker(style: .inline, mode: .date, frame: CGRect(x: 0, y: 80, width: 390, height: 340))
        tap("Next Month", in: screen.host)
        screen.host.settle()
        #expect(views(UIButton.self, in: picker).first?.title(for: .normal) == "January 2027")
        #expect(picker.date == Self.evening && changes.dates.isEmpty, "paging changes no date")
        tap("Previous Month", in: screen.host)
        screen.host.settle()
        let middle = picker.convert(CGPoint(x: 195, y: 200), to: nil)
        screen.host.drag(from: middle, to: CGPoint(x: middle.x - 150, y: middle.y), duration: 0.3)
        screen.host.settle()
        #expect(views(UIButton.self, in: picker).first?.title(for: .normal) == "January 2027", "a leftward swipe shows the next month")
        screen.host.drag(from: middle, to: CGPoint(x: middle.x + 150, y: middle.y), duration: 0.3)
        screen.host.settle()
        #expect(views(UIButton.self, in: picker).first?.title(for: .normal) == "December 2026")
        #expect(changes.dates.isEmpty, "swiping chooses no day")
        picker.minimumDate = Self.evening.addingTimeInterval(-2 * 86_400)
        picker.maximumDate = Self.evening.addingTimeInterval(4 * 86_400)
        picker.date = Self.evening
        #expect(try !dayButton(3, of: picker).isEnabled && dayButton(4, of: picker).isEnabled, "the 4th is the minimum's day")
        #expect(try dayButton(10, of: picker).isEnabled && !dayButton(11, of: picker).isEnabled)
        let next = try #require(views(UIButton.self, in: picker).first { $0.accessibilityLabel == "Next Month" })
        #expect(!next.isEnabled, "January is past the maximum")
        let eleventh = try dayButton(11, of: picker)
        screen.host.tap(at: eleventh.convert(CGPoint(x: eleventh.bounds.midX, y: eleventh.bounds.midY), to: nil))
        screen.host.settle()
        #expect(picker.date == Self.evening && changes.dates.isEmpty)
    }

    /// The calendar of the picker's locale: in Britain weeks start on Monday, so the 1st of
    /// December 2026, a Tuesday, is in the second column, not the third.
    @Test func weeksStartOnTheLocalesFirstWeekday() throws {
        let (_, picker, _) = makePicker(style: .inline, mode: .date, frame: CGRect(x: 0, y: 80, width: 390, height: 340))
        let column = (390 - 2 * DateCalendarView.inset) / 7
        #expect(try Int((dayButton(1, of: picker).frame.midX - DateCalendarView.inset) / column) == 2)
        picker.locale = Locale(identifier: "en_GB")
        picker.layoutIfNeeded()
        #expect(views(UILabel.self, in: picker).compactMap(\.text).first { $0.count == 3 } == "MON")
        #expect(try Int((dayButton(1, of: picker).frame.midX - DateCalendarView.inset) / column) == 1)
    }

    /// `.dateAndTime` inline: the calendar with a Time row whose button opens the time's wheels;
    /// the month title opens wheels of months and years in the days' place.
    @Test func dateAndTimeAddsATimeRowAndTheTitleOpensMonthWheels() throws {
        let (screen, picker, _) = makePicker(style: .inline, mode: .dateAndTime, frame: CGRect(x: 0, y: 80, width: 390, height: 392))
        #expect(picker.intrinsicContentSize.height == 390)
        let time = try #require(picker.compactButtons.first?.button)
        #expect(time.title(for: .normal)?.replacingOccurrences(of: "\u{202F}", with: " ") == "7:15 PM")
        #expect(time.frame.minY > 340 && time.frame.maxX <= 390, "in the time row below the days")
        tap("December 2026", in: screen.host)
        screen.host.settle()
        #expect(picker.calendarView?.showsMonthWheels == true)
        #expect(try dayButton(6, of: picker).superview?.isHidden == true, "the wheels take the days' place")
        #expect(views(UIDatePicker.self, in: picker).first?.datePickerMode == .yearAndMonth)
        tap("December 2026", in: screen.host)
        screen.host.settle()
        #expect(picker.calendarView?.showsMonthWheels == false)
    }

    @Test func theInlineCalendarInLightAndDark() throws {
        for appearance in [UIUserInterfaceStyle.light, .dark] {
            let (screen, picker, _) = makePicker(style: .inline, mode: .dateAndTime, frame: CGRect(x: 0, y: 80, width: 390, height: 392))
            screen.host.appearance = appearance
            screen.controller.view.backgroundColor = .systemBackground
            picker.date = Self.evening.addingTimeInterval(2 * 86_400)
            screen.host.settle()
            expectGolden(screen.host.snapshot(), appearance == .dark ? "date-picker-inline-dark" : "date-picker-inline")
        }
    }
}
