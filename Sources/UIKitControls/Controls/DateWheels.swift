import Foundation

/// The wheels of a date picker in the `.wheels` style: the columns its mode shows (month, day and
/// year; a day of the year, hour, minute and AM/PM; hours and minutes of a countdown) as a picker
/// view's data source, turning rows into a date and a date into rows.
@MainActor
final class DateWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    enum Column { case month, day, year, dayOfYear, hour, minute, meridiem, countdownHours, countdownMinutes }

    private unowned let picker: UIDatePicker
    private(set) var columns: [Column] = []
    /// The first day the `.dateAndTime` day column lists (a year either side of the date).
    private var firstDay = Date(timeIntervalSinceReferenceDate: 0)
    private static let dayColumnLength = 731
    static let yearRange = 1900...2100

    init(picker: UIDatePicker) { self.picker = picker }

    /// The columns of `mode`, in the order UIKit's wheels show them in English.
    func configure(for mode: UIDatePicker.Mode, around date: Date) {
        switch mode {
        case .date: columns = [.month, .day, .year]
        case .time: columns = [.hour, .minute, .meridiem]
        case .dateAndTime: columns = [.dayOfYear, .hour, .minute, .meridiem]
        case .countDownTimer: columns = [.countdownHours, .countdownMinutes]
        case .yearAndMonth: columns = [.month, .year]
        }
        firstDay = calendar.date(byAdding: .day, value: -Self.dayColumnLength / 2, to: calendar.startOfDay(for: date)) ?? date
        formatter = Self.makeFormatter(for: picker)
    }

    private var calendar: Calendar { picker.effectiveCalendar }

    /// Made once per configuration, not once per row: the day column asks for 731 titles.
    private var formatter = DateFormatter()

    private static func makeFormatter(for picker: UIDatePicker) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = picker.effectiveLocale
        formatter.calendar = picker.effectiveCalendar
        formatter.timeZone = picker.effectiveCalendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        return formatter
    }

    // MARK: Rows

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch columns[component] {
        case .month: return 12
        case .day: return 31
        case .year: return Self.yearRange.count
        case .dayOfYear: return Self.dayColumnLength
        case .hour: return 12
        case .minute: return 60 / picker.minuteInterval
        case .meridiem: return 2
        case .countdownHours: return 24
        case .countdownMinutes: return 60 / picker.minuteInterval
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        switch columns[component] {
        case .month: return formatter.standaloneMonthSymbols[row]
        case .day: return "\(row + 1)"
        case .year: return "\(Self.yearRange.lowerBound + row)"
        case .dayOfYear:
            let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
            if calendar.isDate(day, inSameDayAs: picker.now) { return "Today" }
            return formatter.string(from: day)
        case .hour: return "\(row + 1)"
        case .minute: return String(format: "%02d", row * picker.minuteInterval)
        case .meridiem: return row == 0 ? formatter.amSymbol : formatter.pmSymbol
        case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countdownMinutes: return "\(row * picker.minuteInterval) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        switch columns[component] {
        case .month: return 140
        case .dayOfYear: return 130
        case .year: return 80
        case .countdownHours, .countdownMinutes: return 110
        default: return 56
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picker.wheelsDidSettle(on: date(from: pickerView))
    }

    // MARK: Dates and rows

    /// The rows showing `date` (or `duration`, for a countdown).
    func rows(for date: Date, duration: TimeInterval) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0
        return columns.map { column in
            switch column {
            case .month: return (parts.month ?? 1) - 1
            case .day: return (parts.day ?? 1) - 1
            case .year: return Swift.min(Self.yearRange.count - 1, Swift.max(0, (parts.year ?? 2000) - Self.yearRange.lowerBound))
            case .dayOfYear:
                let days = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
                return Swift.min(Self.dayColumnLength - 1, Swift.max(0, days))
            case .hour: return (hour + 11) % 12
            case .minute: return (parts.minute ?? 0) / picker.minuteInterval
            case .meridiem: return hour < 12 ? 0 : 1
            case .countdownHours: return Int(duration) / 3600
            case .countdownMinutes: return (Int(duration) % 3600) / 60 / picker.minuteInterval
            }
        }
    }

    /// The date the wheels show now (for a countdown, a date whose offset from the reference
    /// date is the duration).
    func date(from pickerView: UIPickerView) -> Date {
        let rows = columns.indices.map { pickerView.selectedRow(inComponent: $0) }
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        var hour12: Int?, pm: Bool?
        for (column, row) in zip(columns, rows) {
            switch column {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = Self.yearRange.lowerBound + row
            case .dayOfYear:
                let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
                let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
                (parts.year, parts.month, parts.day) = (dayParts.year, dayParts.month, dayParts.day)
            case .hour: hour12 = row + 1
            case .minute: parts.minute = row * picker.minuteInterval
            case .meridiem: pm = row == 1
            case .countdownHours, .countdownMinutes:
                let hours = rows[columns.firstIndex(of: .countdownHours) ?? 0]
                let minutes = rows[columns.firstIndex(of: .countdownMinutes) ?? 0] * picker.minuteInterval
                return Date(timeIntervalSinceReferenceDate: TimeInterval(hours * 3600 + minutes * 60))
            }
        }
        if let hour12 { parts.hour = (hour12 % 12) + ((pm ?? false) ? 12 : 0) }
        // A day past the month's end (the 31st of April) is the month's last day, as the wheels settle.
        if let year = parts.year, let month = parts.month, let day = parts.day,
           let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
           let days = calendar.range(of: .day, in: .month, for: first)?.count, day > days {
            parts.day = days
        }
        return calendar.date(from: parts) ?? picker.date
    }
}
