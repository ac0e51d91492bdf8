import Foundation

// The compact style: the date and the time as grey rounded buttons; a tap opens the wheels of
// that part in a popover pointing at the button, and what they settle on is the picker's date.
extension UIDatePicker {
    static let compactHeight: CGFloat = 34
    static let compactSpacing: CGFloat = 6

    /// The buttons the mode shows: the date, the time, or both.
    var compactParts: [Mode] {
        switch datePickerMode {
        case .date, .yearAndMonth: return [datePickerMode]
        case .time: return [.time]
        case .dateAndTime: return [.date, .time]
        case .countDownTimer: return []
        }
    }

    func compactTitle(for part: Mode) -> String {
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        formatter.calendar = effectiveCalendar
        formatter.timeZone = effectiveCalendar.timeZone
        switch part {
        case .time: formatter.dateStyle = .none; formatter.timeStyle = .short
        case .yearAndMonth: formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        default: formatter.dateStyle = .medium; formatter.timeStyle = .none
        }
        return formatter.string(from: date)
    }

    func makeCompactButton(for part: Mode) -> UIButton {
        let button = UIButton(type: .custom)
        button.backgroundColor = .tertiarySystemFill
        button.layer.cornerRadius = 6
        button.setTitleColor(.label, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17)
        button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 11, bottom: 6, right: 11)
        button.addAction(UIAction { [weak self, weak button] _ in
            guard let self, let button else { return }
            self.openWheels(for: part, from: button)
        }, for: .touchUpInside)
        addSubview(button)
        return button
    }

    /// Presents wheels for `part` in a popover from `button`, from the controller showing the picker.
    private func openWheels(for part: Mode, from button: UIButton) {
        guard let presenter = controllerToPresentFrom else {
            Diagnostics.warnOnce("datePicker.noController", "UIDatePicker: a compact picker opens its wheels from the controller showing it; this one is in no controller's view.")
            return
        }
        let editor = CompactDateEditor(editing: self, part: part)
        editor.modalPresentationStyle = .popover
        editor.preferredContentSize = CGSize(width: 320, height: UIPickerView.defaultHeight)
        if let popover = editor.popoverPresentationController {
            popover.sourceView = button
            popover.sourceRect = button.bounds
            popover.delegate = editor
        }
        presenter.present(editor, animated: true)
    }
}

/// The popover a compact date picker opens: wheels for the date or the time, whose settled value
/// becomes the compact picker's date (sending its `.valueChanged`).
@MainActor
final class CompactDateEditor: UIViewController, UIPopoverPresentationControllerDelegate {
    private unowned let compact: UIDatePicker
    let wheels = UIDatePicker()

    init(editing compact: UIDatePicker, part: UIDatePicker.Mode) {
        self.compact = compact
        super.init(nibName: nil, bundle: nil)
        wheels.preferredDatePickerStyle = .wheels
        wheels.datePickerMode = part
        wheels.locale = compact.locale
        wheels.timeZone = compact.timeZone
        wheels.minuteInterval = compact.minuteInterval
        wheels.minimumDate = compact.minimumDate
        wheels.maximumDate = compact.maximumDate
        wheels.date = compact.date
        wheels.addAction(UIAction { [weak self] _ in self?.wheelsChanged() }, for: .valueChanged)
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        wheels.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(wheels)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        wheels.frame = view.bounds.inset(by: view.safeAreaInsets)
    }

    private func wheelsChanged() {
        compact.setDate(wheels.date, animated: false)
        compact.sendActions(for: .valueChanged)
    }

    /// A popover on iPhone too, as UIKit shows the compact picker's.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
}
