import Foundation

/// A single line of editable text, as UIKit's `UITextField`: a tap makes it the first responder,
/// after which what is typed on the computer's keyboard goes in at the end (Backspace deletes,
/// Return asks the delegate's `textFieldShouldReturn(_:)`). The caret sits after the text.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? ""; setNeedsDisplayTree(); observableValueDidChange(.text) }
    }
    private var storedText = ""

    open var placeholder: String? { didSet { setNeedsDisplayTree() } }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsDisplayTree() } }
    /// Whether a text-style font follows the user's text size (UIContentSizeCategoryAdjusting).
    open var adjustsFontForContentSizeCategory = false
    open var textColor: UIColor? = .label { didSet { setNeedsDisplayTree() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplayTree() } }
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplayTree() } }
    open var isSecureTextEntry = false { didSet { setNeedsDisplayTree() } }
    open weak var delegate: UITextFieldDelegate?
    open var clearsOnBeginEditing = false

    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType?

    public private(set) var isEditing = false

    /// Room between the border and the text of a rounded or lined field.
    static let textInset: CGFloat = 7

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in _ = self?.becomeFirstResponder() }, for: .touchUpInside)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addAction(UIAction { [weak self] _ in _ = self?.becomeFirstResponder() }, for: .touchUpInside)
        decodeTextFieldProperties(from: coder as! InterfaceBuilderCoder)
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    open override var canResignFirstResponder: Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    override func firstResponderStatusDidChange() {
        let editing = isFirstResponder
        guard editing != isEditing else { return }
        isEditing = editing
        setNeedsDisplayTree()
        if editing {
            // Apple: textFieldShouldClear is also asked when editing begins with clearsOnBeginEditing.
            if clearsOnBeginEditing && !storedText.isEmpty && (delegate?.textFieldShouldClear(self) ?? true) {
                storedText = ""
                textDidChange()
            }
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
            NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        } else {
            delegate?.textFieldDidEndEditing(self, reason: .committed)
            sendActions(for: .editingDidEnd)
            NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        }
        environment[SoftwareKeyboard.self].editingDidChange(in: self)
    }

    // MARK: UIKeyInput

    open var hasText: Bool { !storedText.isEmpty }

    open func insertText(_ text: String) {
        if text == "\n" { returnPressed(); return }
        let range = NSRange(location: storedText.utf16.count, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true else { return }
        storedText += text
        textDidChange()
    }

    open func deleteBackward() {
        guard let last = storedText.last else { return }
        let length = String(last).utf16.count
        let range = NSRange(location: storedText.utf16.count - length, length: length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        storedText.removeLast()
        textDidChange()
    }

    private func textDidChange() {
        setNeedsDisplayTree()
        observableValueDidChange(.text)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Return: the primary action, and `.editingDidEndOnExit`, which ends editing when something
    /// handles it (UIKit's "Did End On Exit" dismisses the keyboard).
    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if allControlEvents.contains(.editingDidEndOnExit) && isFirstResponder { _ = resignFirstResponder() }
    }

    // MARK: Drawing

    open override var intrinsicContentSize: CGSize {
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        return CGSize(width: UIView.noIntrinsicMetric, height: ceil(lineHeight) + (borderStyle == .roundedRect ? 14 : 0))
    }

    override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let bounds = presentationBounds
        switch borderStyle {
        case .roundedRect:
            commands.append(.fill(rect: bounds, transform: toWindow, color: .init(UIColor.white.rgba), cornerRadius: 5))
            commands.append(.stroke(rect: bounds, transform: toWindow, color: .init(UIColor.systemGray4.rgba), width: 0.5, cornerRadius: 5))
        case .line, .bezel:
            commands.append(.stroke(rect: bounds, transform: toWindow, color: .init(UIColor.black.rgba), width: 1, cornerRadius: 0))
        case .none:
            break
        }
        let font = self.font ?? .systemFont(ofSize: 17)
        let inset = borderStyle == .none ? 0 : UITextField.textInset
        let shown = isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
        let isPlaceholder = shown.isEmpty
        let string = isPlaceholder ? (placeholder ?? "") : shown
        let width = string.isEmpty ? 0 : TextEngine.shared.width(of: string, font: font)
        let lineHeight = font.lineHeight
        let y = bounds.minY + (bounds.height - lineHeight) / 2
        var x = bounds.minX + inset
        if textAlignment == .center { x = bounds.minX + (bounds.width - width) / 2 }
        if textAlignment == .right { x = bounds.maxX - inset - width }
        commands.append(.pushClip(bounds.insetBy(dx: inset / 2, dy: 0).applying(toWindow)))
        if !string.isEmpty {
            let color = isPlaceholder ? .placeholderText : (textColor ?? .label)
            commands.append(.text(string, font: .init(font), origin: CGPoint(x: x, y: y),
                                  transform: toWindow, color: .init(color.rgba)))
        }
        if isEditing {
            let caretX = isPlaceholder ? x : x + width + 1
            commands.append(.fill(rect: CGRect(x: caretX, y: y, width: 2, height: lineHeight), transform: toWindow,
                                  color: .init(tintColor.rgba), cornerRadius: 1))
        }
        commands.append(.popClip)
    }
}
