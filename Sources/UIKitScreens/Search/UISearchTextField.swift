import Foundation
@_spi(UIKitLayers) import UIKitControls

/// The field inside a search bar, as UIKit's `UISearchTextField`: a rounded field in the tertiary
/// fill with a magnifying glass and the tokens before the text (UISearchTextField+Tokens) and the
/// text field's clear button after it while editing text or tokens (`clearButtonMode` `.whileEditing`).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// UIKit's search field: 36 points high, corners of 10.
    static let height: CGFloat = 36
    static let cornerRadius: CGFloat = 10

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
        clearButtonMode = .whileEditing
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

    /// Tokens count as something to clear, as text does.
    @_spi(UIKitLayers) open override var hasClearableContent: Bool { super.hasClearableContent || !tokenList.isEmpty }

    /// The clear button empties the field, its tokens too, as typing would, so the search bar's
    /// delegate hears of it.
    @_spi(UIKitLayers) open override func clearContents() {
        if !tokenList.isEmpty { tokens = [] }
        super.clearContents()
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
