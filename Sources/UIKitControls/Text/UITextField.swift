import Foundation
@_spi(UIKitLayers) import UIKitCore

/// A single line of editable text, as UIKit's `UITextField`: a tap makes it the first responder,
/// after which what is typed on the computer's keyboard replaces the selection (Backspace deletes,
/// Return asks the delegate's `textFieldShouldReturn(_:)`). Editing begins with the caret at the end.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay view (`leftView`, `rightView`) shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// Setting it puts the caret at the end of the new text.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            selection = NSRange(location: storedText.utf16.count, length: 0)
            setNeedsDisplayTree()
            if clearButtonMode != .never { setNeedsLayout() }
            observableValueDidChange(.text)
        }
    }
    package var storedText = ""
    /// The selected UTF-16 range; a caret when empty.
    var selection = NSRange(location: 0, length: 0)

    /// Views in the field's left and right ends, shown as their modes say.
    open var leftView: UIView? { didSet { overlayDidChange(from: oldValue) } }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? { didSet { overlayDidChange(from: oldValue) } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// When the clear button shows, while the field has text (UITextField+ClearButton.swift).
    open var clearButtonMode: ViewMode = .never {
        didSet {
            setNeedsLayout()
            setNeedsDisplayTree()
        }
    }
    private(set) lazy var clearButton = makeClearButton()

    /// A view shown in the keyboard's place while the field is edited (a custom keyboard); call
    /// `reloadInputViews()` after changing it during editing, as in UIKit.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?

    /// A view shown above the keyboard while this edits (a bar with Done, say); call
    /// `reloadInputViews()` after changing it during editing, as in UIKit.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

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
    /// Shrinks the font of text wider than the field, down to `minimumFontSize`, when not editing.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplayTree() } }
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplayTree() } }

    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look while editing: `.default` follows the system appearance.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    @_spi(UIKitLayers) open override var keyboardAppearanceWhileFirst: UIKeyboardAppearance { keyboardAppearance }
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType?

    public private(set) var isEditing = false

    /// Room between the border and the text of a rounded or lined field.
    static let textInset: CGFloat = 7

    /// Where the touch that just lifted was, and how many taps it ended: the tap action places the caret there.
    var liftedTouch: (point: CGPoint, tapCount: Int)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTouches()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTouches()
        decodeTextFieldProperties(from: coder as! InterfaceBuilderCoder)
    }

    private func setUpTouches() {
        addAction(UIAction { [weak self] _ in self?.tappedToEdit() }, for: .touchUpInside)
        addGestureRecognizer(TextSelectionRecognizer(text: self))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { liftedTouch = (touch.location(in: self), touch.tapCount) }
        super.touchesEnded(touches, with: event)
        liftedTouch = nil
    }

    /// A tap: editing begins, and the caret goes where the finger lifted (UITextField+Touches).
    private func tappedToEdit() {
        let wasEditing = isFirstResponder
        guard becomeFirstResponder() else { return }
        guard let lifted = liftedTouch else { return }
        textTapped(at: lifted.point, tapCount: lifted.tapCount, beganEditing: !wasEditing)
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    open override var canResignFirstResponder: Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    @_spi(UIKitLayers) open override func firstResponderStatusDidChange() {
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
            selection = NSRange(location: storedText.utf16.count, length: 0)
            setNeedsLayout()
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
            NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        } else {
            dismissTextEditMenu()
            setNeedsLayout()
            delegate?.textFieldDidEndEditing(self, reason: .committed)
            sendActions(for: .editingDidEnd)
            NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        }
        environment[SoftwareKeyboard.self].editingDidChange(in: self, isEditing: editing)
    }

    // MARK: UIKeyInput

    open var hasText: Bool { !storedText.isEmpty }

    /// Replaces the selection, leaving the caret after the new text.
    open func insertText(_ text: String) {
        if text == "\n" { returnPressed(); return }
        replaceCharacters(in: selection, with: text)
    }

    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        guard let range = rangeDeletedBackward() else { return }
        replaceCharacters(in: range, with: "")
    }

    // MARK: Edit actions (UIResponderStandardEditActions; TextEditing+EditActions.swift)

    open override func copy(_ sender: Any?) { copySelection() }
    open override func cut(_ sender: Any?) { cutSelection() }
    open override func paste(_ sender: Any?) { pasteOverSelection() }
    open override func select(_ sender: Any?) { selectWordAtCaret() }
    open override func selectAll(_ sender: Any?) { selectAllText() }
    open override func delete(_ sender: Any?) { deleteSelection() }

    /// The standard edit actions the text's state allows (the edit menu shows these), and any
    /// other action as UIResponder answers it.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard let standard = StandardEditAction(rawValue: action.description) else { return super.canPerformAction(action, withSender: sender) }
        return canPerformEditAction(standard)
    }

    // MARK: UITextInput (positions are UTF-16 offsets; UITextField+TextInput.swift)

    open var selectedTextRange: UITextRange? {
        get { textRange(selection) }
        set {
            guard let newValue else { return }
            select(newValue.utf16Range)
        }
    }
    /// Always nil: the lab has no input method composing text.
    open var markedTextRange: UITextRange? { nil }
    open var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(utf16Offset: storedText.utf16.count) }
    open func text(in range: UITextRange) -> String? { substring(range.utf16Range) }
    open func replace(_ range: UITextRange, withText text: String) { replaceText(in: range.utf16Range, with: text) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextEditing.textRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextEditing.position(from: position, offset: offset, length: storedText.utf16.count)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextEditing.compare(position, to: other)
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.utf16Offset - from.utf16Offset }

    /// The caret's rectangle at a position, in the field's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { caretRect(atOffset: position.utf16Offset) }

    /// The text position nearest a point in the field's coordinates.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { UITextPosition(utf16Offset: offset(nearest: point)) }

    // MARK: Rectangles (open, as apps override them to pad the text)

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle: the bounds less the overlay views shown and the border's inset.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds
        if shownOverlay(leftView, leftViewMode) != nil {
            let width = leftViewRect(forBounds: bounds).maxX - bounds.minX
            rect.origin.x += width
            rect.size.width -= width
        }
        if shownOverlay(rightView, rightViewMode) != nil {
            rect.size.width -= bounds.maxX - rightViewRect(forBounds: bounds).minX
        }
        if showsClearButton { rect.size.width = Swift.max(0, clearButtonRect(forBounds: bounds).minX - rect.minX) }
        let inset = borderStyle == .none ? 0 : UITextField.textInset
        return rect.inset(by: UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset))
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The left view at the field's left edge, centred vertically, at its own size.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The clear button's rectangle: at the trailing end, before a right view that shows.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let trailing = shownOverlay(rightView, rightViewMode) != nil ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        let width = UITextField.clearButtonWidth
        return CGRect(x: trailing - width, y: bounds.midY - width / 2, width: width, height: width)
    }

    /// Whether the field holds something the clear button would clear (a search field's tokens count).
    @_spi(UIKitLayers) open var hasClearableContent: Bool { !storedText.isEmpty }

    /// Empties the field for the clear button, as typing would; a search field's tokens go too.
    @_spi(UIKitLayers) open func clearContents() {
        replaceText(in: NSRange(location: 0, length: storedText.utf16.count), with: "")
    }

    /// The right view at the field's right edge, centred vertically, at its own size.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = overlaySize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func textDidChange() {
        setNeedsDisplayTree()
        if clearButtonMode != .never { setNeedsLayout() }
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

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
        layoutClearButton()
    }

    // MARK: Drawing

    open override var intrinsicContentSize: CGSize {
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        return CGSize(width: UIView.noIntrinsicMetric, height: ceil(lineHeight) + (borderStyle == .roundedRect ? 14 : 0))
    }

    /// A rounded-rect field fills its background colour inside its rounded border, as iOS's does:
    /// a coloured field has no square corners.
    @_spi(UIKitLayers) open override var paintsBackgroundColorInContent: Bool { borderStyle == .roundedRect }

    @_spi(UIKitLayers) open override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        let bounds = presentationBounds
        switch borderStyle {
        case .roundedRect:
            // Without a colour of its own the field is filled with the system background (white in
            // light mode, black in dark), as iOS's rounded field is.
            let fill = presentationBackgroundColor ?? UIColor.systemBackground.rgba
            if fill.alpha > 0 { commands.append(.fill(rect: bounds, transform: toWindow, color: .init(fill), cornerRadius: 5)) }
            commands.append(.stroke(rect: bounds, transform: toWindow, color: .init(UIColor.systemGray4.rgba), width: 0.5, cornerRadius: 5))
        case .line, .bezel:
            commands.append(.stroke(rect: bounds, transform: toWindow, color: .init(UIColor.black.rgba), width: 1, cornerRadius: 0))
        case .none:
            break
        }
        let line = shownLine(in: bounds)
        // The clip reaches halfway into the border's inset, so a caret at either end shows whole.
        let clipOutset = borderStyle == .none ? 0 : UITextField.textInset / 2
        commands.append(.pushClip(line.rect.insetBy(dx: -clipOutset, dy: 0).intersection(bounds).applying(toWindow)))
        if isEditing && selection.length > 0 {
            let start = line.x(atOffset: selection.location, in: self), end = line.x(atOffset: NSMaxRange(selection), in: self)
            commands.append(.fill(rect: CGRect(x: start, y: line.y, width: end - start, height: line.lineHeight),
                                  transform: toWindow, color: .init(tintColor.withAlphaComponent(0.25).rgba), cornerRadius: 0))
        }
        if !line.string.isEmpty {
            let color = line.isPlaceholder ? .placeholderText : (textColor ?? .label)
            commands.append(.text(line.string, font: .init(line.font), origin: CGPoint(x: line.originX, y: line.y),
                                  transform: toWindow, color: .init(color.rgba)))
        }
        if isEditing && selection.length == 0 {
            commands.append(.fill(rect: caretRect(atOffset: selection.location), transform: toWindow, color: .init(tintColor.rgba), cornerRadius: 1))
        }
        commands.append(.popClip)
        // The handles reach above and below the line, past the text's clip.
        if isEditing && selection.length > 0 {
            TextEditing.paintSelectionHandles(start: caretRect(atOffset: selection.location), end: caretRect(atOffset: NSMaxRange(selection)),
                                              color: tintColor, into: &commands, toWindow: toWindow)
        }
    }
}
