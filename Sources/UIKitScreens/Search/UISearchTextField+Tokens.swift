import Foundation
@_spi(UIKitLayers) import UIKitCore
@_spi(UIKitLayers) import UIKitControls

// A search field's tokens, as UIKit's: pills in the tint colour (or `tokenBackgroundColor`) before
// the typed text, which `text` leaves out. Backspace with the caret at the start of the text
// selects the last token, and a second Backspace deletes it (when `allowsDeletingTokens`). The
// open members are in the class's own file, where subclasses can override them.
extension UISearchTextField {
    static let tokenGap: CGFloat = 4

    /// The width the tokens take before the text, their gaps included.
    var tokensWidth: CGFloat {
        tokenViews.map { $0.fittingWidth + UISearchTextField.tokenGap }.reduce(0, +)
    }

    /// The tokens changed: their pills are made anew and laid out before the text.
    func tokensDidChange() {
        for view in tokenViews { view.removeFromSuperview() }
        tokenViews = tokenList.map { token in
            let view = SearchTokenView(token: token)
            addSubview(view)
            return view
        }
        refreshTokenColours()
        setNeedsLayout()
        setNeedsDisplayTree()
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
        guard !tokenList.isEmpty else { return false }
        if selectedTokenIndex == nil {
            guard let caret = selectedTextRange, caret.isEmpty, caret.start.utf16Offset == 0 else { return false }
        }
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
