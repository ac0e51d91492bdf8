import UIKit

/// Text views as apps use them: an editable one for notes whose count follows the typing (its
/// delegate), and a read-only one sized to its text, whose links report where they lead.
final class TextViewScreen: UIViewController, UITextViewDelegate {
    private let notes = UITextView()
    private let count = UILabel()
    private let about = UITextView()
    private let opened = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Text view"
        view.backgroundColor = .systemGroupedBackground

        notes.font = .preferredFont(forTextStyle: .body)
        notes.backgroundColor = .secondarySystemGroupedBackground
        notes.layer.cornerRadius = 10
        notes.accessibilityIdentifier = "notes"
        notes.delegate = self
        count.font = .preferredFont(forTextStyle: .footnote)
        count.textColor = .secondaryLabel
        updateCount()

        about.isEditable = false
        about.isScrollEnabled = false
        about.dataDetectorTypes = [.link, .phoneNumber]
        about.font = .preferredFont(forTextStyle: .callout)
        about.backgroundColor = .clear
        about.text = "Read-only and sized to its text: see https://developer.apple.com/documentation/uikit or call 408 555 0100."
        about.delegate = self
        opened.font = .preferredFont(forTextStyle: .footnote)
        opened.textColor = .secondaryLabel
        opened.text = "Opened: nothing yet"

        let guide = view.layoutMarginsGuide
        for part in [notes, count, about, opened] as [UIView] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
            part.leadingAnchor.constraint(equalTo: guide.leadingAnchor).isActive = true
            part.trailingAnchor.constraint(equalTo: guide.trailingAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            notes.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            notes.heightAnchor.constraint(equalToConstant: 160),
            count.topAnchor.constraint(equalTo: notes.bottomAnchor, constant: 6),
            about.topAnchor.constraint(equalTo: count.bottomAnchor, constant: 24),
            opened.topAnchor.constraint(equalTo: about.bottomAnchor, constant: 6),
        ])
    }

    private func updateCount() {
        let characters = notes.text.count
        count.text = characters == 1 ? "1 character" : "\(characters) characters"
    }

    func textViewDidChange(_ textView: UITextView) { updateCount() }

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool {
        opened.text = "Opened: \(URL.absoluteString)"
        return true
    }
}
