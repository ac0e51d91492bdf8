import Foundation

// The links of a text view: the `.link` attributes of its text, and, in a read-only view, what its
// `dataDetectorTypes` find (web and email addresses, phone numbers), drawn in `linkTextAttributes`.
extension UITextView {
    /// Every link, with its UTF-16 range.
    var links: [(url: URL, range: NSRange)] {
        var found: [(url: URL, range: NSRange)] = []
        storage.enumerateAttribute(.link, in: NSRange(location: 0, length: storage.length), options: []) { value, range, _ in
            if let url = value as? URL ?? (value as? String).flatMap(URL.init(string:)) { found.append((url, range)) }
        }
        guard !isEditable, !dataDetectorTypes.isEmpty else { return found }
        let undetected = dataDetectorTypes.subtracting([.link, .phoneNumber])
        if !undetected.isEmpty {
            Diagnostics.warnOnce("textView.dataDetectorTypes", "UITextView finds links and phone numbers only; "
                + "the other dataDetectorTypes (addresses, events, tracking and flight numbers) are not detected in the lab.")
        }
        let text = storage.string
        for (type, detector) in Self.detectors where dataDetectorTypes.contains(type) {
            for match in detector.pattern.matches(in: text, range: NSRange(location: 0, length: storage.length)) {
                let matched = (text as NSString).substring(with: match.range)
                if let url = detector.url(matched), !found.contains(where: { NSIntersectionRange($0.range, match.range).length > 0 }) {
                    found.append((url, match.range))
                }
            }
        }
        return found
    }

    /// The text as drawn: links in the link attributes.
    var displayedText: NSAttributedString {
        let links = self.links
        guard !links.isEmpty else { return storage }
        return links.reduce(storage) { text, link in text.settingAttributes(linkTextAttributes ?? [:], in: link.range) }
    }

    private struct Detector {
        let pattern: NSRegularExpression
        let url: (String) -> URL?
    }

    private static let detectors: [(UIDataDetectorTypes, Detector)] = [
        (.link, Detector(pattern: try! NSRegularExpression(pattern: #"\b(?:https?://|www\.)[^\s<>"]*[^\s<>".,;:!?)]"#)) {
            URL(string: $0.hasPrefix("www.") ? "http://" + $0 : $0)
        }),
        (.link, Detector(pattern: try! NSRegularExpression(pattern: #"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b"#)) {
            URL(string: "mailto:" + $0)
        }),
        (.phoneNumber, Detector(pattern: try! NSRegularExpression(pattern: #"(?<![\w])\+?\(?\d{1,4}\)?(?:[ .-]?\d{2,4}){2,4}(?![\w])"#)) {
            URL(string: "tel:" + $0.filter { $0.isNumber || $0 == "+" })
        }),
    ]
}
