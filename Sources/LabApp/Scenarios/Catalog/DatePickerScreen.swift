import UIKit

/// A booking form: a compact date picker for the departure, whose buttons open wheels; an
/// inline calendar for the return, no earlier than the departure; and wheels for the alarm's
/// time, each saying what it was set to. The form scrolls, as it is taller than a phone.
final class DatePickerScreen: UIViewController {
    /// 6 December 2026, 19:15, in the screen's own time zone so the screen reads the same anywhere.
    private static let start = Date(timeIntervalSinceReferenceDate: 818_277_300)
    private let departure = UIDatePicker()
    private let returning = UIDatePicker()
    private let alarm = UIDatePicker()
    private let summary = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Date picker"
        view.backgroundColor = .systemGroupedBackground
        let zone = TimeZone(identifier: "UTC")
        for picker in [departure, returning, alarm] {
            picker.timeZone = zone
            picker.date = Self.start
            picker.addTarget(self, action: DatePickerScreen.changed, for: .valueChanged)
        }
        returning.datePickerMode = .date
        returning.preferredDatePickerStyle = .inline
        returning.minimumDate = Self.start
        returning.date = Self.start.addingTimeInterval(7 * 86_400)
        alarm.datePickerMode = .time
        alarm.preferredDatePickerStyle = .wheels
        alarm.minuteInterval = 5

        let scrollView = UIScrollView()
        // A form bounces even when it fits, so its content keeps clear of the bars in a tall window.
        scrollView.alwaysBounceVertical = true
        let departureRow = card()
        let caption = UILabel()
        caption.text = "Departure"
        let returnCard = card()
        summary.font = .preferredFont(forTextStyle: .footnote)
        summary.textColor = .secondaryLabel
        summary.numberOfLines = 0
        for part in [scrollView, departureRow, caption, departure, returnCard, returning, alarm, summary] {
            part.translatesAutoresizingMaskIntoConstraints = false
        }
        view.addSubview(scrollView)
        scrollView.addSubview(departureRow)
        departureRow.addSubview(caption)
        departureRow.addSubview(departure)
        scrollView.addSubview(returnCard)
        returnCard.addSubview(returning)
        scrollView.addSubview(alarm)
        scrollView.addSubview(summary)
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            departureRow.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            departureRow.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            departureRow.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            departureRow.heightAnchor.constraint(equalToConstant: 52),
            caption.leadingAnchor.constraint(equalTo: departureRow.leadingAnchor, constant: 16),
            caption.centerYAnchor.constraint(equalTo: departureRow.centerYAnchor),
            departure.trailingAnchor.constraint(equalTo: departureRow.trailingAnchor, constant: -12),
            departure.centerYAnchor.constraint(equalTo: departureRow.centerYAnchor),
            returnCard.topAnchor.constraint(equalTo: departureRow.bottomAnchor, constant: 20),
            returnCard.leadingAnchor.constraint(equalTo: departureRow.leadingAnchor),
            returnCard.trailingAnchor.constraint(equalTo: departureRow.trailingAnchor),
            returning.topAnchor.constraint(equalTo: returnCard.topAnchor, constant: 4),
            returning.bottomAnchor.constraint(equalTo: returnCard.bottomAnchor),
            returning.leadingAnchor.constraint(equalTo: returnCard.leadingAnchor),
            returning.trailingAnchor.constraint(equalTo: returnCard.trailingAnchor),
            alarm.topAnchor.constraint(equalTo: returnCard.bottomAnchor, constant: 20),
            alarm.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            alarm.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            summary.topAnchor.constraint(equalTo: alarm.bottomAnchor, constant: 16),
            summary.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            summary.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            summary.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
        ])
        changed()
    }

    private func card() -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        return card
    }

    func changed() {
        // The return is no earlier than the departure (a departure after it moves it on).
        returning.minimumDate = departure.date
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        let departs = formatter.string(from: departure.date)
        formatter.timeStyle = .none
        let returns = formatter.string(from: returning.date)
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        summary.text = "Departs \(departs), returns \(returns). Alarm at \(formatter.string(from: alarm.date))."
    }
}
