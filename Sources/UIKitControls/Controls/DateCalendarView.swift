import Foundation

/// The month calendar of an inline date picker, as iOS 14+ draws it: the month and year with a
/// chevron that opens month and year wheels, arrows to the previous and next month, the weekday
/// initials from the locale's first weekday, and the month's days, the chosen one on a tinted
/// circle and today in the tint colour. A tap on a day chooses it; the arrows only page.
@MainActor
final class DateCalendarView: UIView {
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 22
    static let rowHeight: CGFloat = 44
    /// Six rows always, so the picker keeps its height from month to month, as iOS's does.
    static let rows = 6
    static let bottomPadding: CGFloat = 8
    static let timeRowHeight: CGFloat = 52
    static let inset: CGFloat = 12

    /// The height of the calendar, with the time row of a `.dateAndTime` picker.
    static func height(showsTime: Bool) -> CGFloat {
        headerHeight + weekdayHeight + CGFloat(rows) * rowHeight + bottomPadding + (showsTime ? timeRowHeight : 0)
    }

    private unowned let picker: UIDatePicker
    /// The first day of the month shown.
    private(set) var shownMonth: Date
    private(set) var showsMonthWheels = false

    private let monthButton = UIButton(type: .custom)
    private let monthChevron = UIImageView()
    private let previousButton = UIButton(type: .system)
    private let nextButton = UIButton(type: .system)
    private let days = UIView()
    private var weekdayLabels: [UILabel] = []
    private var dayButtons: [UIButton] = []
    private var monthWheels: UIDatePicker?
    private let timeSeparator = UIView()
    let timeLabel = UILabel()

    init(picker: UIDatePicker) {
        self.picker = picker
        shownMonth = picker.date
        super.init(frame: .zero)
        monthButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        monthButton.contentHorizontalAlignment = .left
        monthButton.addAction(UIAction { [weak self] _ in self?.toggleMonthWheels() }, for: .touchUpInside)
        monthChevron.contentMode = .center
        monthButton.addSubview(monthChevron)
        addSubview(monthButton)
        for (button, symbol, label, step) in [(previousButton, "chevron.left", "Previous Month", -1), (nextButton, "chevron.right", "Next Month", 1)] {
            button.setImage(UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .medium)), for: .normal)
            button.accessibilityLabel = label
            button.addAction(UIAction { [weak self] _ in self?.page(by: step) }, for: .touchUpInside)
            addSubview(button)
        }
        addSubview(days)
        days.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DateCalendarView.swiped(_:)))
        timeSeparator.backgroundColor = .separator
        timeLabel.text = "Time"
        timeLabel.font = .systemFont(ofSize: 17)
        timeLabel.textColor = .label
        addSubview(timeSeparator)
        addSubview(timeLabel)
        addWeekdayLabels()
        show(picker.date)
    }

    required init?(coder: NSCoder) { return nil }

    private var calendar: Calendar { picker.effectiveCalendar }

    private func firstOfMonth(_ date: Date) -> Date {
        calendar.date(from: calendar.dateComponents([.era, .year, .month], from: date)) ?? date
    }

    /// Shows `date`'s month with `date` chosen: a date set in code brings its month into view.
    func show(_ date: Date) {
        shownMonth = firstOfMonth(date)
        rebuildMonth()
    }

    /// The time row shows for a `.dateAndTime` picker only.
    var showsTime = false {
        didSet {
            timeLabel.isHidden = !showsTime
            timeSeparator.isHidden = !showsTime
            setNeedsLayout()
        }
    }

    // MARK: The month

    private func rebuildMonth() {
        let formatter = DateFormatter()
        formatter.locale = picker.effectiveLocale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        monthButton.setTitle(formatter.string(from: shownMonth), for: .normal)
        monthButton.accessibilityLabel = formatter.string(from: shownMonth)

        formatter.setLocalizedDateFormatFromTemplate("EEEEMMMMd")
        dayButtons.forEach { $0.removeFromSuperview() }
        let dayCount = calendar.range(of: .day, in: .month, for: shownMonth)?.count ?? 30
        dayButtons = (0..<dayCount).map { offset in
            let day = calendar.date(byAdding: .day, value: offset, to: shownMonth) ?? shownMonth
            let button = UIButton(type: .custom)
            button.setTitle("\(offset + 1)", for: .normal)
            button.accessibilityLabel = formatter.string(from: day)
            button.isEnabled = isChoosable(day)
            button.addAction(UIAction { [weak self] _ in self?.picker.calendarDidChoose(day: day) }, for: .touchUpInside)
            days.addSubview(button)
            return button
        }
        previousButton.isEnabled = calendar.date(byAdding: .day, value: -1, to: shownMonth).map(isChoosable) ?? false
        nextButton.isEnabled = calendar.date(byAdding: .month, value: 1, to: shownMonth).map(isChoosable) ?? false
        refreshColours()
        setNeedsLayout()
    }

    /// The weekdays' short names, upper-cased, from the locale's first weekday.
    private func addWeekdayLabels() {
        let symbols = calendar.shortStandaloneWeekdaySymbols
        weekdayLabels = (0..<7).map { column in
            let label = UILabel()
            label.text = symbols[(calendar.firstWeekday - 1 + column) % 7].uppercased(with: picker.effectiveLocale)
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textAlignment = .center
            addSubview(label)
            return label
        }
    }

    /// Whether any moment of `day` lies within the picker's minimum and maximum dates.
    private func isChoosable(_ day: Date) -> Bool {
        let start = calendar.startOfDay(for: day)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start
        if let minimum = picker.minimumDate, end <= minimum { return false }
        if let maximum = picker.maximumDate, start > maximum { return false }
        return true
    }

    /// The chosen day on a circle (filled when it is today), today in the tint colour, days out
    /// of bounds greyed.
    private func refreshColours() {
        let tint = tintColor ?? .systemBlue
        monthButton.setTitleColor(showsMonthWheels ? tint : .label, for: .normal)
        monthChevron.image = UIImage(systemName: showsMonthWheels ? "chevron.down" : "chevron.right",
                                     withConfiguration: UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold))
        monthChevron.tintColor = tint
        for label in weekdayLabels { label.textColor = .tertiaryLabel }
        let chosen = calendar.dateComponents([.year, .month, .day], from: picker.date)
        let today = calendar.dateComponents([.year, .month, .day], from: picker.now)
        let month = calendar.dateComponents([.year, .month], from: shownMonth)
        for (offset, button) in dayButtons.enumerated() {
            let isChosen = chosen.year == month.year && chosen.month == month.month && chosen.day == offset + 1
            let isToday = today.year == month.year && today.month == month.month && today.day == offset + 1
            let colour: UIColor = !button.isEnabled ? .tertiaryLabel : isChosen && isToday ? .white : isChosen || isToday ? tint : .label
            button.setTitleColor(colour, for: .normal)
            button.setTitleColor(colour, for: .disabled)
            button.titleLabel?.font = isChosen ? .systemFont(ofSize: 24, weight: .medium) : .systemFont(ofSize: 20)
            button.backgroundColor = isChosen ? (isToday ? tint : tint.withAlphaComponent(0.12)) : nil
            button.isSelected = isChosen
            button.accessibilityTraits = isChosen ? [.button, .selected] : .button
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColours()
    }

    /// The picker's date changed: its day moves to the new one (in the month shown).
    func dateDidChange() { refreshColours() }

    // MARK: Paging and the month wheels

    /// Shows the month `step` months on, sliding in from that side; the date stays.
    func page(by step: Int) {
        guard let month = calendar.date(byAdding: .month, value: step, to: shownMonth) else { return }
        let transition = CATransition()
        transition.type = .push
        transition.subtype = step > 0 ? .fromRight : .fromLeft
        transition.duration = 0.3
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        days.layer.add(transition, forKey: kCATransition)
        shownMonth = month
        rebuildMonth()
    }

    /// A swipe across the days pages: leftward to the next month, rightward to the previous.
    func swiped(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let distance = recognizer.translation(in: days).x
        guard abs(distance) > 40 else { return }
        let step = distance < 0 ? 1 : -1
        guard (step > 0 ? nextButton : previousButton).isEnabled else { return }
        page(by: step)
    }

    /// The month and year title opens wheels of months and years in the grid's place; choosing
    /// one shows that month. A second tap closes them.
    private func toggleMonthWheels() {
        showsMonthWheels.toggle()
        if showsMonthWheels {
            let wheels = UIDatePicker()
            wheels.preferredDatePickerStyle = .wheels
            wheels.datePickerMode = .yearAndMonth
            wheels.locale = picker.locale
            wheels.calendar = picker.calendar
            wheels.timeZone = picker.timeZone
            wheels.minimumDate = picker.minimumDate
            wheels.maximumDate = picker.maximumDate
            wheels.date = shownMonth
            wheels.addAction(UIAction { [weak self, weak wheels] _ in
                guard let self, let wheels else { return }
                self.shownMonth = self.firstOfMonth(wheels.date)
                self.rebuildMonth()
            }, for: .valueChanged)
            addSubview(wheels)
            monthWheels = wheels
        } else {
            monthWheels?.removeFromSuperview()
            monthWheels = nil
        }
        for view in [days, previousButton, nextButton] { view.isHidden = showsMonthWheels }
        for label in weekdayLabels { label.isHidden = showsMonthWheels }
        refreshColours()
        setNeedsLayout()
    }

    // MARK: Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = DateCalendarView.inset, header = DateCalendarView.headerHeight
        let titleWidth = monthButton.titleLabel?.intrinsicContentSize.width ?? 0
        let chevronSize = monthChevron.image?.size ?? CGSize(width: 10, height: 14)
        monthButton.frame = CGRect(x: inset + 4, y: 0, width: titleWidth + 6 + chevronSize.width, height: header)
        monthChevron.frame = CGRect(x: titleWidth + 6, y: (header - chevronSize.height) / 2, width: chevronSize.width, height: chevronSize.height)
        let arrow: CGFloat = 44
        nextButton.frame = CGRect(x: bounds.width - inset - arrow + 8, y: 0, width: arrow, height: header)
        previousButton.frame = nextButton.frame.offsetBy(dx: -arrow, dy: 0)

        let column = (bounds.width - 2 * inset) / 7
        for (index, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(x: inset + CGFloat(index) * column, y: header, width: column, height: DateCalendarView.weekdayHeight)
        }
        let gridTop = header + DateCalendarView.weekdayHeight
        let gridHeight = CGFloat(DateCalendarView.rows) * DateCalendarView.rowHeight
        days.frame = CGRect(x: inset, y: gridTop, width: bounds.width - 2 * inset, height: gridHeight)
        let leading = (calendar.component(.weekday, from: shownMonth) - calendar.firstWeekday + 7) % 7
        let side = Swift.min(column, DateCalendarView.rowHeight) - 2
        for (offset, button) in dayButtons.enumerated() {
            let cell = leading + offset
            let x = CGFloat(cell % 7) * column + (column - side) / 2
            let y = CGFloat(cell / 7) * DateCalendarView.rowHeight + (DateCalendarView.rowHeight - side) / 2
            button.frame = CGRect(x: x, y: y, width: side, height: side)
            button.layer.cornerRadius = side / 2
        }
        monthWheels?.frame = CGRect(x: 0, y: header, width: bounds.width, height: gridTop - header + gridHeight)

        let timeTop = gridTop + gridHeight + DateCalendarView.bottomPadding
        timeSeparator.frame = CGRect(x: inset + 4, y: timeTop, width: bounds.width - 2 * inset - 4, height: 1 / Swift.max(1, environment.screen.scale))
        timeLabel.frame = CGRect(x: inset + 4, y: timeTop, width: 120, height: DateCalendarView.timeRowHeight)
    }

    /// Where a `.dateAndTime` picker's time button goes: the time row's trailing end.
    func timeButtonFrame(size: CGSize) -> CGRect {
        let timeTop = DateCalendarView.height(showsTime: false)
        return CGRect(x: bounds.width - DateCalendarView.inset - size.width, y: timeTop + (DateCalendarView.timeRowHeight - size.height) / 2,
                      width: size.width, height: size.height)
    }
}
