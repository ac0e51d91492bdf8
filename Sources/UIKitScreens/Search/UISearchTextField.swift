/// The field inside a search bar, as UIKit's `UISearchTextField`: a rounded field in the tertiary
/// fill with a magnifying glass and the tokens before the text (UISearchTextField+Tokens) and a
/// clear button after it while there is text or a token.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// UIKit's search field: 36 points high, corners of 10.
    static let height: CGFloat = 36
    static let cornerRadius: CGFloat = 10

    private let clearButton = UIButton(type: .system)
    var tokenList: [UISearchToken] = []
    var tokenViews: [SearchTokenView] = []
    /// The token Backspace selected, which the next Backspace deletes.
    var selectedTokenIndex: Int?
    /// The tokens' colour: the tint colour unless set (setting nil goes back to it).
    open var tokenBackgroundColor: UIColor! {
        get { chosenTokenColour ?? tintColor }
        set {
            chosenTokenColour = newValue
            refreshTokenColours()
        }
    }
    private var chosenTokenColour: UIColor?
    /// Whether Backspace deletes tokens.
    open var allowsDeletingTokens = true

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

    // MARK: Tokens (drawn and edited in UISearchTextField+Tokens)

    open var tokens: [UISearchToken] {
        get { tokenList }
        set {
            tokenList = newValue
            selectedTokenIndex = nil
            tokensDidChange()
        }
    }

    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        guard (0...tokenList.count).contains(tokenIndex) else {
            Diagnostics.warn("UISearchTextField.insertToken(_:at:): index \(tokenIndex) is beyond the \(tokenList.count) tokens; the token is not inserted.")
            return
        }
        tokenList.insert(token, at: tokenIndex)
        selectedTokenIndex = nil
        tokensDidChange()
    }

    open func removeToken(at tokenIndex: Int) {
        guard tokenList.indices.contains(tokenIndex) else {
            Diagnostics.warn("UISearchTextField.removeToken(at:): there is no token \(tokenIndex) of \(tokenList.count); nothing is removed.")
            return
        }
        tokenList.remove(at: tokenIndex)
        selectedTokenIndex = nil
        tokensDidChange()
    }

    /// The range of the typed text (the text after the tokens).
    open var textualRange: UITextRange { textRange(from: beginningOfDocument, to: endOfDocument)! }

    /// Turns the text in `range` into `token` at `tokenIndex`: the text goes and the token joins
    /// the tokens, as a search app turns a typed word into a filter.
    open func replaceTextualPortion(of range: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        let start = offset(from: beginningOfDocument, to: range.start), end = offset(from: beginningOfDocument, to: range.end)
        guard start >= 0, end <= offset(from: beginningOfDocument, to: endOfDocument) else {
            Diagnostics.warn("UISearchTextField.replaceTextualPortion(of:with:at:): the range is outside the text; nothing is replaced.")
            return
        }
        replace(range, withText: "")
        insertToken(token, at: Swift.min(Swift.max(0, tokenIndex), tokenList.count))
    }

    open override var text: String? {
        didSet { updateClearButton() }
    }

    /// The clear button shows while editing text or tokens, as iOS's search field's does.
    func updateClearButton() {
        rightViewMode = (text ?? "").isEmpty && tokenList.isEmpty ? .never : .whileEditing
    }

    /// The clear button empties the field, its tokens too, as typing would, so the search bar's
    /// delegate hears of it.
    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !tokenList.isEmpty { tokens = [] }
        replaceText(in: NSRange(location: 0, length: storedText.utf16.count), with: "")
        updateClearButton()
    }

    /// The text starts after the magnifying glass and the tokens, with UIKit's small gap.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds).inset(by: UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 4))
        let tokens = tokensWidth
        rect.origin.x += tokens
        rect.size.width = Swift.max(0, rect.width - tokens)
        return rect
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTokens()
    }

    /// Backspace at the start of the text reaches the tokens; any other key unselects a token.
    open override func deleteBackward() {
        if deleteBackwardIntoTokens() { return }
        super.deleteBackward()
    }

    open override func insertText(_ text: String) {
        if selectedTokenIndex != nil {
            selectedTokenIndex = nil
            refreshTokenColours()
        }
        super.insertText(text)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshTokenColours()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISearchTextField.height) }
}
