/// A text field's text announces every set and every typed change to key-value observers.
extension UITextField: AnnouncesSubclassProperties {}

extension AnnouncesSubclassProperties where Self: UITextField {
    package static func announcedProperties() -> [AnyKeyPath: ObservedProperty] { [\Self.text: .text] }
}
