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
    open var textualRange: UITextRange { textRange(from: textStart, to: endOfDocument)! }

    /// Where token `tokenIndex` is in the document: the tokens come first, one position each.
    open func positionOfToken(at tokenIndex: Int) -> UITextPosition {
        guard tokenList.indices.contains(tokenIndex) else {
            Diagnostics.warn("UISearchTextField.positionOfToken(at:): there is no token \(tokenIndex) of \(tokenList.count); the start of the text stands in.")
            return textStart
        }
        return UITextPosition(utf16Offset: tokenIndex - tokenList.count)
    }

    /// The tokens whose positions `range` covers.
    open func tokens(in range: UITextRange) -> [UISearchToken] {
        tokenList.indices.filter { index in
            let position = index - tokenList.count
            return range.start.utf16Offset <= position && position < range.end.utf16Offset
        }.map { tokenList[$0] }
    }

    /// The document begins at the first token.
    open override var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: -tokenList.count) }

    open override func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.utf16Offset + offset
        return (-tokenList.count...endOfDocument.utf16Offset).contains(target) ? UITextPosition(utf16Offset: target) : nil
    }

    /// A selected token is the selection, one position long; a range that starts among the tokens
    /// selects the token there.
    open override var selectedTextRange: UITextRange? {
        get {
            guard let index = selectedTokenIndex else { return super.selectedTextRange }
            let position = positionOfToken(at: index)
            return textRange(from: position, to: UITextPosition(utf16Offset: position.utf16Offset + 1))
        }
        set {
            guard let newValue, newValue.start.utf16Offset < 0 else {
                if selectedTokenIndex != nil { selectedTokenIndex = nil; refreshTokenColours() }
                super.selectedTextRange = newValue
                return
            }
            super.selectedTextRange = textRange(from: textStart, to: textStart)
            selectedTokenIndex = Swift.max(0, newValue.start.utf16Offset + tokenList.count)
            refreshTokenColours()
        }
    }

    /// The text of the range's textual part (tokens have no text).
    open override func text(in range: UITextRange) -> String? {
        super.text(in: textualPart(of: range))
    }

    /// Replacing a range that covers tokens removes them; its textual part takes the text.
    open override func replace(_ range: UITextRange, withText text: String) {
        let covered = tokenList.indices.filter { $0 - tokenList.count >= range.start.utf16Offset && $0 - tokenList.count < range.end.utf16Offset }
        if !covered.isEmpty {
            tokenList.removeSubrange(covered.first!...covered.last!)
            selectedTokenIndex = nil
            tokensDidChange()
        }
        super.replace(textualPart(of: range), withText: text)
    }

    /// A token's caret is at its pill's leading edge.
    open override func caretRect(for position: UITextPosition) -> CGRect {
        guard position.utf16Offset < 0 else { return super.caretRect(for: position) }
        let index = position.utf16Offset + tokenList.count
        guard tokenViews.indices.contains(index) else { return super.caretRect(for: textStart) }
        let pill = tokenViews[index].frame
        return CGRect(x: pill.minX, y: pill.minY, width: 2, height: pill.height)
    }

    /// The start of the typed text, after the tokens.
    private var textStart: UITextPosition { UITextPosition(utf16Offset: 0) }

    private func textualPart(of range: UITextRange) -> UITextRange {
        textRange(from: UITextPosition(utf16Offset: Swift.max(0, range.start.utf16Offset)),
                  to: UITextPosition(utf16Offset: Swift.max(0, range.end.utf16Offset)))!
    }

    /// Turns the text in `range` into `token` at `tokenIndex`: the text goes and the token joins
    /// the tokens, as a search app turns a typed word into a filter.
    open func replaceTextualPortion(of range: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        let start = range.start.utf16Offset, end = range.end.utf16Offset
        guard start >= 0, end <= endOfDocument.utf16Offset else {
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
