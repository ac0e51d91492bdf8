import Foundation
import InterfaceBuilder

// A `<datePicker>` as Interface Builder writes it: `datePickerMode`, `style`, `minuteInterval`,
// `<date key="date" timeIntervalSinceReferenceDate=…>` (and the minimum and maximum), `<locale>`.
extension UIDatePicker {
    func decodeArchivedDatePicker(_ archive: InterfaceBuilderCoder) {
        let element = archive.element
        let modes: [String: Mode] = ["time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer,
                                     "yearAndMonth": .yearAndMonth]
        if let mode = element["datePickerMode"].flatMap({ modes[$0] }) { datePickerMode = mode }
        let styles: [String: UIDatePickerStyle] = ["automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline]
        if let style = element["style"].flatMap({ styles[$0] }) { preferredDatePickerStyle = style }
        if let interval = element.int("minuteInterval") { minuteInterval = interval }
        if let duration = element.double("countDownDuration") { countDownDuration = duration }
        if let locale = element.child(key: "locale")?["localeIdentifier"] { self.locale = Locale(identifier: locale) }
        func archivedDate(_ key: String) -> Date? {
            element.child(key: key)?.double("timeIntervalSinceReferenceDate").map(Date.init(timeIntervalSinceReferenceDate:))
        }
        if let minimum = archivedDate("minimumDate") { minimumDate = minimum }
        if let maximum = archivedDate("maximumDate") { maximumDate = maximum }
        if let date = archivedDate("date") { self.date = date }
    }
}
