import Foundation
@_spi(UIKitLayers) import UIKitCore

/// A control for choosing a date, a time or a countdown, as UIKit's `UIDatePicker`. In the
/// `.wheels` style it shows the wheels of its mode (a picker view's columns); in the `.compact`
/// style, the system's choice since iOS 14, the date and the time are buttons that open those
/// wheels in a popover; in the `.inline` style a month calendar shows (with the time's button
/// below it for `.dateAndTime`). A date the user settles on sends `.valueChanged`; one set in
/// code does not.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time = 0, date = 1, dateAndTime = 2, countDownTimer = 3, yearAndMonth = 4 }

    /// The picker is no element itself: VoiceOver and UI tests find its buttons, wheels and days.
    @_spi(UIKitLayers) open override var isAccessibilityElementByDefault: Bool { false }

    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { rebuild() } }
    /// The style shown: `.automatic` is compact; a countdown, and months with years, show wheels
    /// whatever the style asked, as no other style has them.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// The locale the dates are written in; nil is the device's (English, United States, here).
    open var locale: Locale? { didSet { rebuild() } }
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar(identifier: .gregorian) }
        set { storedCalendar = newValue; rebuild() }
    }
    open var timeZone: TimeZone? { didSet { rebuild() } }

    /// The date shown; setting it (kept within the minimum and maximum) sends no action.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    open var minimumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    open var maximumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    /// A countdown's length in seconds, shown in hours and minutes (at least a minute when chosen).
    open var countDownDuration: TimeInterval = 0 { didSet { showDateInViews(animated: false) } }
    /// The minutes the minute wheel steps by: a divisor of 60 from 1 to 30, else 1 (UIKit's rule).
    open var minuteInterval: Int = 1 {
        didSet {
            if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = 1 }
            storedDate = clamped(aligned(storedDate))
            rebuild()
        }
    }
    /// Whether `date` is always a multiple of `minuteInterval` minutes past the hour (rounded to
    /// the nearest); false leaves dates set in code as they are.
    open var roundsToMinuteInterval = true {
        didSet { storedDate = clamped(aligned(storedDate)) }
    }

    private lazy var storedDate = environment.currentDate
    private var storedCalendar: Calendar?
    private lazy var wheels = DateWheels(picker: self)
    private(set) var wheelView: UIPickerView?
    private(set) var compactButtons: [(mode: Mode, button: UIButton)] = []
    private(set) var calendarView: DateCalendarView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        rebuild()
    }

    /// A `<datePicker>`: its mode, style, date, bounds, locale and minute interval.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let archive = coder as? InterfaceBuilderCoder { decodeArchivedDatePicker(archive) }
        rebuild()
    }

    /// Shows `date`, held within `minimumDate` and `maximumDate`; animated, the wheels turn to it.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(aligned(date))
        showDateInViews(animated: animated)
    }

    /// `date` rounded to the nearest `minuteInterval` minutes past the hour, seconds dropped, when
    /// the picker rounds and the interval is more than a minute.
    private func aligned(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1, datePickerMode != .countDownTimer else { return date }
        let calendar = effectiveCalendar
        guard let hour = calendar.dateInterval(of: .hour, for: date)?.start else { return date }
        let step = TimeInterval(minuteInterval * 60)
        let steps = (date.timeIntervalSince(hour) / step).rounded()
        return hour.addingTimeInterval(steps * step)
    }

    private func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    /// The date "today" is, for the day wheel's "Today": the host's calendar date.
    var now: Date { environment.currentDate }

    var effectiveLocale: Locale { locale ?? Locale(identifier: "en_US") }

    var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? Calendar(identifier: .gregorian)
        calendar.locale = effectiveLocale
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    // MARK: Views

    /// Makes the views of the style shown: the wheels, or the compact buttons.
    private func rebuild() {
        wheelView?.removeFromSuperview()
        wheelView = nil
        for entry in compactButtons { entry.button.removeFromSuperview() }
        compactButtons = []
        calendarView?.removeFromSuperview()
        calendarView = nil
        if datePickerStyle == .inline, datePickerMode != .time {
            let calendar = DateCalendarView(picker: self)
            calendar.showsTime = datePickerMode == .dateAndTime
            addSubview(calendar)
            calendarView = calendar
            if calendar.showsTime { compactButtons = [(.time, makeCompactButton(for: .time))] }
        } else if datePickerStyle == .wheels {
            let picker = UIPickerView()
            wheels.configure(for: datePickerMode, around: storedDate)
            picker.dataSource = wheels
            picker.delegate = wheels
            addSubview(picker)
            wheelView = picker
        } else {
            compactButtons = compactParts.map { mode in (mode, makeCompactButton(for: mode)) }
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        showDateInViews(animated: false)
    }

    private func showDateInViews(animated: Bool) {
        if let wheelView {
            for (component, row) in wheels.rows(for: storedDate, duration: countDownDuration).enumerated() {
                wheelView.selectRow(row, inComponent: component, animated: animated)
            }
        }
        calendarView?.show(storedDate)
        showDateInCompactButtons()
    }

    /// The compact buttons (and the inline Time row's) write the date anew; their widths follow.
    private func showDateInCompactButtons() {
        guard !compactButtons.isEmpty else { return }
        for entry in compactButtons { entry.button.setTitle(compactTitle(for: entry.mode), for: .normal) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The wheels came to rest on `date`: a date outside the bounds turns them back to the
    /// nearest one allowed, and the date chosen sends `.valueChanged`.
    func wheelsDidSettle(on date: Date) {
        if datePickerMode == .countDownTimer {
            countDownDuration = Swift.max(60, date.timeIntervalSinceReferenceDate)
            if date.timeIntervalSinceReferenceDate < 60 { showDateInViews(animated: true) }
        } else {
            let allowed = clamped(date)
            storedDate = allowed
            if allowed != date { showDateInViews(animated: true) }
        }
        sendActions(for: .valueChanged)
    }

    /// A day of the inline calendar was tapped: the date becomes that day at the same time of
    /// day (kept within the bounds), sending `.valueChanged` when it changed.
    func calendarDidChoose(day: Date) {
        let calendar = effectiveCalendar
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: storedDate)
        (parts.hour, parts.minute, parts.second, parts.nanosecond) = (time.hour, time.minute, time.second, time.nanosecond)
        guard let chosen = calendar.date(from: parts) else { return }
        let allowed = clamped(chosen)
        guard allowed != storedDate else { return }
        storedDate = allowed
        calendarView?.dateDidChange()
        showDateInCompactButtons()
        sendActions(for: .valueChanged)
    }

    open override var intrinsicContentSize: CGSize {
        if let calendarView { return CGSize(width: 320, height: DateCalendarView.height(showsTime: calendarView.showsTime)) }
        guard datePickerStyle != .wheels else { return CGSize(width: 320, height: UIPickerView.defaultHeight) }
        let sizes = compactButtons.map { $0.button.intrinsicContentSize }
        let width = sizes.reduce(0) { $0 + $1.width } + CGFloat(Swift.max(0, sizes.count - 1)) * UIDatePicker.compactSpacing
        return CGSize(width: width, height: UIDatePicker.compactHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheelView?.frame = bounds
        if let calendarView {
            calendarView.frame = bounds
            for entry in compactButtons { entry.button.frame = calendarView.timeButtonFrame(size: entry.button.intrinsicContentSize) }
            return
        }
        // The buttons sit at the trailing edge, as a compact picker in a form row does.
        var x = bounds.maxX
        for entry in compactButtons.reversed() {
            let size = entry.button.intrinsicContentSize
            x -= size.width
            entry.button.frame = CGRect(x: x, y: (bounds.height - UIDatePicker.compactHeight) / 2, width: size.width, height: UIDatePicker.compactHeight)
            x -= UIDatePicker.compactSpacing
        }
    }
}
