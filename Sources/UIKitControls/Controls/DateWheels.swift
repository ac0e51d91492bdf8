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

    /// Whether the hour column runs from 0 to 23, with no AM/PM column (the locale's clock).
    private var clockIs24Hour = false
    /// Whether the locale writes hours with two digits ("09").
    private var hoursHaveTwoDigits = false

    /// The columns of `mode`, in the order the picker's locale writes a date and a time: month,
    /// day and year in English, day, month and year in German, year, month and day in Japanese; AM
    /// and PM after the time in English, before it in Korean, and none on a 24-hour clock.
    func configure(for mode: UIDatePicker.Mode, around date: Date) {
        let locale = picker.effectiveLocale
        let time = Self.timeColumns(locale: locale)
        clockIs24Hour = !time.columns.contains(.meridiem)
        hoursHaveTwoDigits = time.twoDigitHours
        switch mode {
        case .date: columns = Self.ordered([.month, .day, .year], template: "yMMMMd", locale: locale)
        case .time: columns = time.columns
        case .dateAndTime: columns = [.dayOfYear] + time.columns
        case .countDownTimer: columns = [.countdownHours, .countdownMinutes]
        case .yearAndMonth: columns = Self.ordered([.month, .year], template: "yMMMM", locale: locale)
        }
        firstDay = calendar.date(byAdding: .day, value: -Self.dayColumnLength / 2, to: calendar.startOfDay(for: date)) ?? date
        formatter = Self.makeFormatter(for: picker)
    }

    private var calendar: Calendar { picker.effectiveCalendar }

    /// `columns` in the order their fields appear in the locale's pattern for `template`.
    private static func ordered(_ columns: [Column], template: String, locale: Locale) -> [Column] {
        let pattern = fields(of: DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? "")
        func position(_ column: Column) -> Int {
            let letters: Set<Character> = switch column {
            case .year: ["y", "Y", "u", "U", "r"]
            case .month: ["M", "L"]
            default: ["d"]
            }
            return pattern.firstIndex(where: letters.contains).map { pattern.distance(from: pattern.startIndex, to: $0) } ?? Int.max
        }
        return columns.enumerated().sorted { (position($0.element), $0.offset) < (position($1.element), $1.offset) }.map(\.element)
    }

    /// The hour, minute and AM/PM columns of the locale's time pattern, in its order, and whether
    /// it writes the hour with two digits.
    private static func timeColumns(locale: Locale) -> (columns: [Column], twoDigitHours: Bool) {
        let pattern = fields(of: DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a")
        let hourLetters: Set<Character> = ["h", "H", "k", "K"]
        let twoDigits = pattern.contains("HH") || pattern.contains("hh") || pattern.contains("kk") || pattern.contains("KK")
        guard pattern.contains("a") || pattern.contains("h") || pattern.contains("K") else { return ([.hour, .minute], twoDigits) }
        let meridiemFirst = (pattern.firstIndex(of: "a") ?? pattern.endIndex) < (pattern.firstIndex(where: hourLetters.contains) ?? pattern.endIndex)
        return (meridiemFirst ? [.meridiem, .hour, .minute] : [.hour, .minute, .meridiem], twoDigits)
    }

    /// A date pattern without its quoted literal text ("d 'de' MMMM" is "d  MMMM"), so that letters
    /// of words are not taken for fields.
    private static func fields(of pattern: String) -> String {
        var result = "", quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() } else if !quoted { result.append(character) }
        }
        return result
    }

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
        case .hour: return clockIs24Hour ? 24 : 12
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
        case .hour:
            let hour = clockIs24Hour ? row : row + 1
            return hoursHaveTwoDigits ? String(format: "%02d", hour) : "\(hour)"
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
            case .hour: return clockIs24Hour ? hour : (hour + 11) % 12
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
            case .hour: if clockIs24Hour { parts.hour = row } else { hour12 = row + 1 }
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
