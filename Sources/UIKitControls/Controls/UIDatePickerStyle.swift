/// How a date picker shows its date, as UIKit's `UIDatePickerStyle`.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice: compact, but wheels for a countdown timer (iOS 14 and later).
    case automatic = 0
    case wheels = 1
    /// The date and time as buttons that open wheels to change them.
    case compact = 2
    /// A calendar shown in place; the lab draws wheels for it and says so once.
    case inline = 3
}
