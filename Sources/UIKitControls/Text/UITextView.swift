import Foundation
@_spi(UIKitLayers) import UIKitCore

/// Scrolling, multi-line text, as UIKit's `UITextView`: editable by default (a tap makes it the
/// first responder and puts the caret where the finger landed), its text wrapped at words inside
/// `textContainerInset` and the container's `lineFragmentPadding`, scrolling when taller than the
/// view, and sized to its text by Auto Layout when scrolling is off. Typing, Backspace and Return
/// edit at the selection; the delegate may refuse each change.
///
/// The text is an attributed string, as UIKit keeps it: `text`, `font` and `textColor` set the
/// whole of it. Layout is in TextViewLayout.swift, editing in UITextView+Editing.swift, drawing in
/// UITextView+Drawing.swift.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    /// Setting it gives the whole text the view's font and colour and puts the caret at the end.
    open var text: String! {
        get { storage.string }
        set {
            replaceStorage(with: NSAttributedString(string: newValue ?? "", attributes: wholeTextAttributes))
        }
    }

    /// The styled text; runs with no font or colour are drawn in the view's.
    open var attributedText: NSAttributedString! {
        get { storage }
        set { replaceStorage(with: NSAttributedString(attributedString: newValue ?? NSAttributedString(string: ""))) }
    }

    var storage = NSAttributedString(string: "")
    /// The selected UTF-16 range; a caret when empty.
    var selection = NSRange(location: 0, length: 0)
    /// When and where the last tap landed: a second one soon after and near it is a double tap.
    var lastTap: (time: TimeInterval, point: CGPoint)?

    /// The whole text's font; UIKit's default is the body style of the system font.
    open var font: UIFont? {
        didSet {
            if let font { storage = storage.settingAttribute(.font, to: font) }
            textLayoutDidChange()
        }
    }
    open var textColor: UIColor? {
        didSet {
            if let textColor { storage = storage.settingAttribute(.foregroundColor, to: textColor) }
            setNeedsDisplayTree()
        }
    }
    open var textAlignment: NSTextAlignment = .natural { didSet { textLayoutDidChange() } }
    /// Whether a text-style font follows the user's text size (UIContentSizeCategoryAdjusting).
    open var adjustsFontForContentSizeCategory = false

    /// Whether a tap starts editing; a read-only text view still scrolls and opens its links.
    open var isEditable = true {
        didSet { if !isEditable && isFirstResponder { _ = resignFirstResponder() } }
    }
    open var isSelectable = true

    /// The selection in UTF-16 units, as UIKit's `NSRange`s count; held inside the text.
    open var selectedRange: NSRange {
        get { selection }
        set { select(newValue) }
    }

    /// The attributes typed text takes: the view's font and colour unless the app sets others.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? wholeTextAttributes }
        set { storedTypingAttributes = newValue }
    }
    private var storedTypingAttributes: [NSAttributedString.Key: Any]?

    /// The margins around the text container inside the content: 8 points above and below by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textLayoutDidChange() } }
    public let textContainer: NSTextContainer

    /// Which kinds of text in a read-only view become tappable links.
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { textLayoutDidChange() } }
    /// How links are drawn; by default in the tint colour.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { storedLinkTextAttributes ?? [.foregroundColor: tintColor as Any] }
        set { storedLinkTextAttributes = newValue; setNeedsDisplayTree() }
    }
    private var storedLinkTextAttributes: [NSAttributedString.Key: Any]?
    /// Accepted and said once: the lab has no edit menu to style text with.
    open var allowsEditingTextAttributes = false {
        didSet { if allowsEditingTextAttributes { Diagnostics.warnOnce("textView.allowsEditingTextAttributes", "UITextView.allowsEditingTextAttributes is not honoured; the lab has no edit menu to style text with.") } }
    }
    /// Whether typing replaces the whole text when editing begins.
    open var clearsOnInsertion = false

    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look while editing: `.default` follows the system appearance.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    @_spi(UIKitLayers) open override var keyboardAppearanceWhileFirst: UIKeyboardAppearance { keyboardAppearance }
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var textContentType: UITextContentType?
    open var isSecureTextEntry = false

    /// A view shown in the keyboard's place while the text view is edited (a custom keyboard).
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

    /// The delegate, as a scroll view delegate (Swift cannot narrow an overridden property's type);
    /// a `UITextViewDelegate` set here gets the text view's calls too.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { textDelegate = delegate as? UITextViewDelegate }
    }
    weak var textDelegate: UITextViewDelegate?

    /// Whether the text view is the first responder, editing.
    private(set) var isEditingText = false

    /// The text laid out for the current width; made again when the text, its styles or the width change.
    var cachedLayout: (wrapWidth: CGFloat, layout: TextViewLayout)?
    /// The width Auto Layout gave a text view that does not scroll: its height wraps to it.
    var solvedWidth: CGFloat?

    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: CGSize(width: frame.width, height: .greatestFiniteMagnitude))
        super.init(frame: frame)
        // A text view made in code is opaque in the system background (Interface Builder writes its own).
        backgroundColor = .systemBackground
        setUpTextView()
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    public convenience init() { self.init(frame: .zero, textContainer: nil) }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: .zero)
        super.init(coder: coder)
        setUpTextView()
        decodeTextViewProperties(from: coder as! InterfaceBuilderCoder)
    }

    private func setUpTextView() {
        textContainer.textView = self
        if font == nil { font = .systemFont(ofSize: 17) }
        addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.tapped(at: recognizer.location(in: self))
        })
        // A selection handle's drag wins over scrolling: the scroll waits for it to fail.
        let selecting = TextSelectionRecognizer(text: self)
        addGestureRecognizer(selecting)
        panGestureRecognizer.require(toFail: selecting)

    }

    /// The attributes `text`, `font` and `textColor` give the whole text.
    var wholeTextAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font { attributes[.font] = font }
        if let textColor { attributes[.foregroundColor] = textColor }
        return attributes
    }

    /// New text from code: the caret goes to its end, and the delegate is not told (as in UIKit).
    private func replaceStorage(with text: NSAttributedString) {
        storage = text
        selection = NSRange(location: text.length, length: 0)
        textLayoutDidChange()
    }

    /// The text or how it is laid out changed: measure again, and draw.
    func textLayoutDidChange() {
        cachedLayout = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplayTree()
    }

    @_spi(UIKitLayers) open override var isAccessibilityElementByDefault: Bool { true }
    @_spi(UIKitLayers) open override var defaultAccessibilityValue: String? { text }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard isEditable, textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    open override var canResignFirstResponder: Bool { textDelegate?.textViewShouldEndEditing(self) ?? true }

    @_spi(UIKitLayers) open override func firstResponderStatusDidChange() {
        let editing = isFirstResponder
        guard editing != isEditingText else { return }
        isEditingText = editing
        setNeedsDisplayTree()
        if editing {
            if clearsOnInsertion { storage = NSAttributedString(string: ""); selection = NSRange(location: 0, length: 0); textLayoutDidChange() }
            textDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        } else {
            dismissTextEditMenu()
            textDelegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        }
        environment[SoftwareKeyboard.self].editingDidChange(in: self, isEditing: editing)
    }

    // MARK: UIKeyInput

    open var hasText: Bool { storage.length > 0 }

    /// Replaces the selection with typed text (Return types a newline), the caret after it.
    open func insertText(_ text: String) { replaceCharacters(in: selection, with: text) }

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

    // MARK: UITextInput (positions are UTF-16 offsets)

    open var selectedTextRange: UITextRange? {
        get { textRange(selection) }
        set { if let newValue { select(newValue.utf16Range) } }
    }
    /// Always nil: the lab has no input method composing text.
    open var markedTextRange: UITextRange? { nil }
    open var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(utf16Offset: storage.length) }
    open func text(in range: UITextRange) -> String? { substring(range.utf16Range) }
    open func replace(_ range: UITextRange, withText text: String) { replaceText(in: range.utf16Range, with: text) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextEditing.textRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextEditing.position(from: position, offset: offset, length: storage.length)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextEditing.compare(position, to: other)
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.utf16Offset - from.utf16Offset }

    /// The caret's rectangle at a position, in the text view's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect {
        let layout = textViewLayout
        return layout.caretRect(beforeCharacter: layout.character(atUTF16: position.utf16Offset))
    }

    /// The text position nearest a point in the text view's coordinates.
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        let layout = textViewLayout
        return UITextPosition(utf16Offset: layout.utf16Offset(ofCharacter: layout.character(nearest: point)))
    }

    /// Scrolls the least needed to show the text of `range`.
    open func scrollRangeToVisible(_ range: NSRange) {
        let layout = textViewLayout
        let start = layout.caretRect(beforeCharacter: layout.character(atUTF16: range.location))
        let end = layout.caretRect(beforeCharacter: layout.character(atUTF16: NSMaxRange(range)))
        scrollRectToVisible(start.union(end).insetBy(dx: 0, dy: -textContainerInset.bottom / 2), animated: false)
    }

    // MARK: Measuring (UITextView+Layout.swift)

    /// Turning scrolling off makes the text view as tall as its text under Auto Layout.
    open override var isScrollEnabled: Bool {
        didSet { if oldValue != isScrollEnabled { invalidateIntrinsicContentSize() } }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = fittingSize(of: textViewLayout).height
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    /// With scrolling off, the text's size at the width Auto Layout gave it, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        let width = solvedWidth ?? (bounds.width > 0 && translatesAutoresizingMaskIntoConstraints ? bounds.width : .greatestFiniteMagnitude)
        return fittingSize(of: layout(forWidth: width))
    }

    /// The size that shows all the text at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let layout = makeLayout(forWidth: size.width > 0 ? size.width : .greatestFiniteMagnitude)
        let fitting = fittingSize(of: layout)
        return CGSize(width: size.width > 0 ? Swift.min(size.width, fitting.width) : fitting.width, height: fitting.height)
    }

    @_spi(UIKitLayers) open override var wrapsToSolvedWidth: Bool { true }

    @_spi(UIKitLayers) open override func takeSolvedWidth(_ width: CGFloat) -> Bool {
        guard !isScrollEnabled, !translatesAutoresizingMaskIntoConstraints, abs((solvedWidth ?? -1) - width) > 0.5 else { return false }
        solvedWidth = width
        invalidateIntrinsicContentSize()
        return true
    }

    // MARK: Drawing (UITextView+Drawing.swift)

    @_spi(UIKitLayers) open override var contentMayOverflowBounds: Bool { true }

    @_spi(UIKitLayers) open override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        paintText(into: &commands, toWindow: toWindow)
    }
}
