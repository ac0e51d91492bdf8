import UIKit

/// A booking form: a compact date picker for the departure, whose buttons open wheels, and
/// wheels for the alarm's time, each saying what it was set to.
final class DatePickerScreen: UIViewController {
    /// 6 December 2026, 19:15, in the screen's own time zone so the screen reads the same anywhere.
    private static let start = Date(timeIntervalSinceReferenceDate: 818_277_300)
    private let departure = UIDatePicker()
    private let alarm = UIDatePicker()
    private let summary = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Date picker"
        view.backgroundColor = .systemGroupedBackground
        let zone = TimeZone(identifier: "UTC")
        for picker in [departure, alarm] {
            picker.timeZone = zone
            picker.date = Self.start
            picker.addTarget(self, action: DatePickerScreen.changed, for: .valueChanged)
        }
        alarm.datePickerMode = .time
        alarm.preferredDatePickerStyle = .wheels
        alarm.minuteInterval = 5
        let row = UIView()
        row.backgroundColor = .secondarySystemGroupedBackground
        row.layer.cornerRadius = 10
        let caption = UILabel()
        caption.text = "Departure"
        summary.font = .preferredFont(forTextStyle: .footnote)
        summary.textColor = .secondaryLabel
        summary.numberOfLines = 0
        for part in [row, caption, departure, alarm, summary] { part.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(row)
        row.addSubview(caption)
        row.addSubview(departure)
        view.addSubview(alarm)
        view.addSubview(summary)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            row.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            row.heightAnchor.constraint(equalToConstant: 52),
            caption.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            caption.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            departure.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -12),
            departure.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            alarm.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 24),
            alarm.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            alarm.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            summary.topAnchor.constraint(equalTo: alarm.bottomAnchor, constant: 16),
            summary.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            summary.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
        ])
        changed()
    }

    func changed() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        let departs = formatter.string(from: departure.date)
        formatter.dateStyle = .none
        summary.text = "Departs \(departs). Alarm at \(formatter.string(from: alarm.date))."
    }
}
