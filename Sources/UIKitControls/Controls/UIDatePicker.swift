import Foundation

/// A control for choosing a date, a time or a countdown, as UIKit's `UIDatePicker`. In the
/// `.wheels` style it shows the wheels of its mode (a picker view's columns); in the `.compact`
/// style, the system's choice since iOS 14, the date and the time are buttons that open those
/// wheels in a popover. A date the user settles on sends `.valueChanged`; one set in code does not.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time = 0, date = 1, dateAndTime = 2, countDownTimer = 3, yearAndMonth = 4 }

    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet {
            if preferredDatePickerStyle == .inline {
                Diagnostics.warnOnce("datePicker.inline", "UIDatePicker's .inline calendar is not drawn; the picker shows wheels instead.")
            }
            rebuild()
        }
    }
    /// The style shown: `.automatic` is compact, or wheels for a countdown; `.inline` shows wheels here.
    open var datePickerStyle: UIDatePickerStyle {
        switch preferredDatePickerStyle {
        case .automatic: return datePickerMode == .countDownTimer ? .wheels : .compact
        case .compact: return datePickerMode == .countDownTimer ? .wheels : .compact
        case .inline: return .wheels
        case .wheels: return .wheels
        }
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
            rebuild()
        }
    }
    open var roundsToMinuteInterval = true {
        didSet { if !roundsToMinuteInterval { Diagnostics.warnNotBuilt("UIDatePicker.roundsToMinuteInterval = false", "dates are always rounded to the minute interval") } }
    }

    private lazy var storedDate = environment.currentDate
    private var storedCalendar: Calendar?
    private lazy var wheels = DateWheels(picker: self)
    private(set) var wheelView: UIPickerView?
    private(set) var compactButtons: [(mode: Mode, button: UIButton)] = []

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
        storedDate = clamped(date)
        showDateInViews(animated: animated)
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
        if datePickerStyle == .wheels {
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
        for entry in compactButtons { entry.button.setTitle(compactTitle(for: entry.mode), for: .normal) }
        if !compactButtons.isEmpty {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
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

    open override var intrinsicContentSize: CGSize {
        guard datePickerStyle == .compact else { return CGSize(width: 320, height: UIPickerView.defaultHeight) }
        let sizes = compactButtons.map { $0.button.intrinsicContentSize }
        let width = sizes.reduce(0) { $0 + $1.width } + CGFloat(Swift.max(0, sizes.count - 1)) * UIDatePicker.compactSpacing
        return CGSize(width: width, height: UIDatePicker.compactHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheelView?.frame = bounds
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
