import Foundation
@_spi(UIKitLayers) import UIKitCore

// The clear button (`clearButtonMode`): a circled × at the field's trailing end, before the right
// view, shown as the mode says while the field has something to clear. A tap asks the delegate's
// `textFieldShouldClear(_:)`, then empties the field as typing would (editing-changed actions and
// the text-change notification follow), as UIKit's does.
extension UITextField {
    /// The clear button's square: UIKit's circled × and the margin around it.
    static let clearButtonWidth: CGFloat = 28

    /// Whether the clear button shows now: the mode allows it and there is something to clear.
    var showsClearButton: Bool {
        guard hasClearableContent else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    func makeClearButton() -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "xmark.circle"), for: .normal)
        button.tintColor = .secondaryLabel
        button.accessibilityLabel = "Clear text"
        button.addAction(UIAction { [weak self] _ in self?.clearButtonTapped() }, for: .touchUpInside)
        return button
    }

    /// Shows the button in its rectangle while it should show; takes it out otherwise.
    func layoutClearButton() {
        guard clearButtonMode != .never || clearButton.superview === self else { return }
        if showsClearButton {
            if clearButton.superview !== self { addSubview(clearButton) }
            clearButton.frame = clearButtonRect(forBounds: bounds)
        } else if clearButton.superview === self {
            clearButton.removeFromSuperview()
        }
    }

    private func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        clearContents()
        setNeedsLayout()
    }
}
