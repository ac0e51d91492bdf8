import Foundation
@_spi(UIKitLayers) import UIKitCore

/// A field for search terms, as UIKit's `UISearchBar`: a rounded search field, a Cancel button
/// beside it when `showsCancelButton`, and a scope bar below it when `showsScopeBar`. The delegate
/// hears of editing, typing, the Search key, Cancel and the scope, in UIKit's order.
///
/// Standing alone it is 56 points high (100 with its scope bar); in a navigation bar, a search
/// controller's is 52.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }

    static let standaloneHeight: CGFloat = 56
    static let scopeBarHeight: CGFloat = 44
    static let sideInset: CGFloat = 8

    public let searchTextField = UISearchTextField()
    private let cancelButton = UIButton(type: .system)
    private let scopeBar = UISegmentedControl(items: [])
    /// Turns the field's delegate calls into the search bar's.
    private lazy var fieldListener = SearchFieldListener(searchBar: self)

    open weak var delegate: UISearchBarDelegate?

    /// The search text. Setting it tells the delegate nothing: `searchBar(_:textDidChange:)` is for
    /// the person's changes, as Apple documents it.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the field.
    open var prompt: String? { didSet { if prompt != nil { Diagnostics.warnOnce("searchBar.prompt", "UISearchBar.prompt is not drawn yet.") } } }

    open var searchBarStyle: Style = .default { didSet { setNeedsDisplayTree() } }
    open var barTintColor: UIColor? { didSet { setNeedsDisplayTree() } }
    /// Accepted and said once when turned off: the bar's background is drawn opaque either way.
    open var isTranslucent = true {
        didSet { if !isTranslucent { Diagnostics.warnOnce("searchBar.isTranslucent", "UISearchBar.isTranslucent is not honoured; the bar's background is drawn the same either way.") } }
    }

    open var showsCancelButton = false { didSet { if oldValue != showsCancelButton { setNeedsLayout() } } }
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != self.showsCancelButton else { return }
        self.showsCancelButton = showsCancelButton
        if animated, window != nil { UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() } }
    }

    /// The titles of the scope bar's segments; the bar shows when `showsScopeBar` and there are some.
    open var scopeButtonTitles: [String]? { didSet { rebuildScopeBar() } }
    open var selectedScopeButtonIndex: Int {
        get { scopeBar.selectedSegmentIndex == UISegmentedControl.noSegment ? 0 : scopeBar.selectedSegmentIndex }
        set { scopeBar.selectedSegmentIndex = newValue }
    }
    open var showsScopeBar = false { didSet { if oldValue != showsScopeBar { invalidateIntrinsicContentSize(); setNeedsLayout() } } }
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    // The keyboard the field asks for.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var textContentType: UITextContentType? {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }

    /// The search controller whose bar this is; it takes Cancel and the editing that activates it.
    weak var searchController: UISearchController?
    /// The navigation bar showing this bar, when a navigation item's search controller owns it.
    var navigationBar: UINavigationBar? {
        sequence(first: superview, next: { $0?.superview }).lazy.compactMap { $0 as? UINavigationBar }.first
    }
    /// Whether the bar is inside a navigation bar (a search controller's there), 52 points high.
    var isInNavigationBar = false { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.standaloneHeight)) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
        decodeSearchBarProperties(from: coder as! InterfaceBuilderCoder)
    }

    private func setUpParts() {
        searchTextField.delegate = fieldListener
        searchTextField.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
        addSubview(scopeBar)
    }

    // MARK: Events

    /// The person changed the text (typing, the clear button, Cancel in a search controller).
    func textDidChange() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        searchController?.searchBarTextDidChange()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelled()
    }

    private func scopeChanged() {
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.searchBarScopeDidChange()
    }

    private func rebuildScopeBar() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() { scopeBar.insertSegment(withTitle: title, at: index, animated: false) }
        if scopeBar.numberOfSegments > 0 { scopeBar.selectedSegmentIndex = 0 }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: First responder: the field's

    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    @discardableResult open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: Layout

    var showsScope: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// The height of the row that holds the field: 56 alone, 52 in a navigation bar.
    var fieldRowHeight: CGFloat { isInNavigationBar ? UISearchController.navigationBarRowHeight : UISearchBar.standaloneHeight }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: fieldRowHeight + (showsScope ? UISearchBar.scopeBarHeight : 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset = isInNavigationBar ? NavigationBarContent.edgeMargin : UISearchBar.sideInset
        var fieldRight = bounds.width - inset
        cancelButton.isHidden = !showsCancelButton
        if showsCancelButton {
            let size = cancelButton.intrinsicContentSize
            cancelButton.frame = CGRect(x: fieldRight - size.width, y: (fieldRowHeight - size.height) / 2, width: size.width, height: size.height)
            fieldRight = cancelButton.frame.minX - UISearchBar.sideInset
        }
        searchTextField.frame = CGRect(x: inset, y: (fieldRowHeight - UISearchTextField.height) / 2,
                                       width: Swift.max(0, fieldRight - inset), height: UISearchTextField.height)
        scopeBar.isHidden = !showsScope
        if showsScope {
            scopeBar.frame = CGRect(x: inset, y: fieldRowHeight, width: Swift.max(0, bounds.width - 2 * inset), height: 32)
        }
    }

    // MARK: Drawing

    /// The default and prominent styles stand on the system background (or `barTintColor`); the
    /// minimal one, and a bar in a navigation bar, on nothing of their own.
    @_spi(UIKitLayers) open override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        guard !isInNavigationBar, searchBarStyle != .minimal || barTintColor != nil else { return }
        let color = barTintColor ?? .systemBackground
        commands.append(.fill(rect: presentationBounds, transform: toWindow, color: .init(color.rgba), cornerRadius: 0))
    }
}

/// The search field's delegate: the search bar's questions and news, asked of its own delegate.
@MainActor
private final class SearchFieldListener: NSObject, UITextFieldDelegate {
    unowned let searchBar: UISearchBar

    init(searchBar: UISearchBar) { self.searchBar = searchBar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        searchBar.searchController?.searchBarDidBeginEditing()
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }
}
