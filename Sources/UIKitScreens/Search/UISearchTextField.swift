/// The field inside a search bar, as UIKit's `UISearchTextField`: a rounded field in the tertiary
/// fill with a magnifying glass before the text and a clear button after it while there is text.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// UIKit's search field: 36 points high, corners of 10.
    static let height: CGFloat = 36
    static let cornerRadius: CGFloat = 10

    private let clearButton = UIButton(type: .system)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = UISearchTextField.cornerRadius
        clipsToBounds = true
        returnKeyType = .search
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 28, height: UISearchTextField.height)
        leftView = glass
        leftViewMode = .always
        clearButton.setImage(UIImage(systemName: "xmark.circle"), for: .normal)
        clearButton.tintColor = .secondaryLabel
        clearButton.frame = CGRect(x: 0, y: 0, width: 28, height: UISearchTextField.height)
        clearButton.accessibilityLabel = "Clear text"
        clearButton.addAction(UIAction { [weak self] _ in self?.clearTapped() }, for: .touchUpInside)
        rightView = clearButton
        addAction(UIAction { [weak self] _ in self?.updateClearButton() }, for: [.editingChanged, .editingDidBegin, .editingDidEnd])
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override var text: String? {
        didSet { updateClearButton() }
    }

    /// The clear button shows while editing text that is not empty, as iOS's search field's does.
    private func updateClearButton() {
        rightViewMode = (text ?? "").isEmpty ? .never : .whileEditing
    }

    /// The clear button empties the field as typing would, so the search bar's delegate hears of it.
    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        replaceText(in: NSRange(location: 0, length: storedText.utf16.count), with: "")
        updateClearButton()
    }

    /// The text starts after the magnifying glass, with UIKit's small gap.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        super.textRect(forBounds: bounds).inset(by: UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 4))
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISearchTextField.height) }
}
