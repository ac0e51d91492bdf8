import InterfaceBuilder

// A text view's text, font, colour, editing and detected data, as Interface Builder writes them.
extension UITextView {
    func decodeTextViewProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        if let font = archive.font() { self.font = font }
        if let color = archive.color("textColor") { textColor = color }
        if let alignment = archive.textAlignment() { textAlignment = alignment }
        if let text = archive.text("text") { self.text = text }
        if let attributed = archive.attributedString("attributedText") { attributedText = attributed }
        if let editable = element.bool("editable") { isEditable = editable }
        if let selectable = element.bool("selectable") { isSelectable = selectable }
        if let allows = element.bool("allowsEditingTextAttributes") { allowsEditingTextAttributes = allows }
        if let adjusts = element.bool("adjustsFontForContentSizeCategory") { adjustsFontForContentSizeCategory = adjusts }
        if let detectors = element.child(key: "dataDetectorTypes") {
            // `<dataDetectorType phoneNumber="YES" link="YES" …/>`
            let names: [(String, UIDataDetectorTypes)] = [
                ("phoneNumber", .phoneNumber), ("link", .link), ("address", .address), ("calendarEvent", .calendarEvent),
                ("shipmentTrackingNumber", .shipmentTrackingNumber), ("flightNumber", .flightNumber),
                ("lookupSuggestion", .lookupSuggestion),
            ]
            dataDetectorTypes = UIDataDetectorTypes(names.filter { detectors.bool($0.0) == true }.map(\.1))
        }
        if let traits = element.child(key: "textInputTraits") { ArchivedTextInputTraits(traits).apply(to: self) }
    }
}
