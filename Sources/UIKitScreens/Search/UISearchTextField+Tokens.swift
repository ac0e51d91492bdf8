import Foundation
@_spi(UIKitLayers) import UIKitCore

// A search field's tokens, as UIKit's: pills in the tint colour (or `tokenBackgroundColor`) before
// the typed text, which `text` leaves out. Backspace with the caret at the start of the text
// selects the last token, and a second Backspace deletes it (when `allowsDeletingTokens`).
extension UISearchTextField {
    static let tokenGap: CGFloat = 4

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

    /// The width the tokens take before the text, their gaps included.
    var tokensWidth: CGFloat {
        tokenViews.map { $0.fittingWidth + UISearchTextField.tokenGap }.reduce(0, +)
    }

    private func tokensDidChange() {
        for view in tokenViews { view.removeFromSuperview() }
        tokenViews = tokenList.map { token in
            let view = SearchTokenView(token: token)
            addSubview(view)
            return view
        }
        refreshTokenColours()
        setNeedsLayout()
        setNeedsDisplayTree()
        updateClearButton()
    }

    /// A token the user deleted is an edit: the field's editing-changed targets and observers
    /// hear of it (a search controller updates its results), as they do not of tokens set in code.
    private func userDidEditTokens() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func refreshTokenColours() {
        for (index, view) in tokenViews.enumerated() {
            view.show(colour: tokenBackgroundColor, isSelected: index == selectedTokenIndex)
        }
    }

    /// Backspace at the start of the text: selects the last token, or deletes the selected one.
    /// True when a token took the key.
    func deleteBackwardIntoTokens() -> Bool {
        guard let caret = selectedTextRange, caret.isEmpty, offset(from: beginningOfDocument, to: caret.start) == 0,
              !tokenList.isEmpty else { return false }
        if let selected = selectedTokenIndex {
            guard allowsDeletingTokens else { return true }
            removeToken(at: selected)
            userDidEditTokens()
        } else {
            selectedTokenIndex = tokenList.count - 1
            refreshTokenColours()
        }
        return true
    }

    /// Puts the tokens in a row along the line, ending where the text starts.
    func layoutTokens() {
        var x = textRect(forBounds: bounds).minX - tokensWidth
        for view in tokenViews {
            let height = SearchTokenView.height
            view.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: view.fittingWidth, height: height)
            x += view.fittingWidth + UISearchTextField.tokenGap
        }
    }
}
