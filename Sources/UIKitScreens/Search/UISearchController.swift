import Foundation

/// Search over a screen's content, as UIKit's `UISearchController`: its `searchBar` shows in a
/// navigation item (or wherever the app puts it); editing the bar activates the controller, which
/// shows Cancel, obscures the content below the bar and, once there is text, shows the results
/// controller there. `searchResultsUpdater` hears of every change of the text and scope; Cancel
/// clears the text and deactivates it.
///
/// Activated, the controller is a child of the screen that shows its bar (the navigation stack's
/// top controller, or the controller whose view holds the bar), its view covering that screen below
/// the bar; with `hidesNavigationBarDuringPresentation` the navigation bar's title row folds away.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// A search bar's row in a navigation bar, as iOS lays it out.
    static let navigationBarRowHeight: CGFloat = 52

    /// The bar the search is typed in (subclasses may return their own).
    open var searchBar: UISearchBar { defaultSearchBar }
    private let defaultSearchBar = UISearchBar()
    public let searchResultsController: UIViewController?
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the content below the bar is obscured while searching.
    open var obscuresBackgroundDuringPresentation = true
    @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar's title row folds away while searching, leaving the search bar.
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller's view shows; set as the text becomes empty or not while
    /// `automaticallyShowsSearchResultsController` (the default).
    open var showsSearchResultsController = false { didSet { updateResultsVisibility() } }
    open var automaticallyShowsSearchResultsController = true

    private let dimmingView = UIView()
    private var host: UIViewController?

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        searchBar.placeholder = "Search"
    }

    public convenience init() { self.init(searchResultsController: nil) }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.searchController = self
        searchBar.placeholder = "Search"
    }

    open override func loadView() {
        let view = UIView()
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.obscuredBackgroundTapped() })
        view.addSubview(dimmingView)
        self.view = view
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        dimmingView.frame = view.bounds
    }

    // MARK: Activation

    /// Activating presents the search (Cancel, the obscured content, the results); deactivating
    /// dismisses it. The delegate hears both sides of each.
    open var isActive: Bool = false {
        didSet {
            guard isActive != oldValue else { return }
            isActive ? present() : dismiss()
        }
    }

    private func present() {
        guard let host = presentingHost() else {
            Diagnostics.warnOnce("searchController.noHost", "a UISearchController became active with its search bar in no view controller's view; "
                + "put the bar in a navigation item (navigationItem.searchController) or in a controller's view.")
            return
        }
        self.host = host
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        host.addChild(self)
        host.view.addSubview(view)
        placeView()
        didMove(toParent: host)
        if let results = searchResultsController {
            addChild(results)
            view.addSubview(results.view)
            results.view.frame = view.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            results.didMove(toParent: self)
        }
        updateResultsVisibility()
        relayOutNavigationBar()
        delegate?.didPresentSearchController(self)
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func dismiss() {
        delegate?.willDismissSearchController(self)
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        if let results = searchResultsController, results.parent === self {
            results.willMove(toParent: nil)
            results.view.removeFromSuperview()
            results.removeFromParent()
        }
        willMove(toParent: nil)
        viewIfLoaded?.removeFromSuperview()
        removeFromParent()
        host = nil
        relayOutNavigationBar()
        delegate?.didDismissSearchController(self)
    }

    /// The screen the search covers: the navigation stack's top controller when the bar is in a
    /// navigation bar, else the nearest controller whose view holds the bar.
    private func presentingHost() -> UIViewController? {
        var responder: UIResponder? = searchBar.next
        while let current = responder {
            if let navigation = current as? UINavigationController { return navigation.topViewController }
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// The search's view covers the host below the search bar (below the navigation bar, which
    /// holds it, when it is there).
    private func placeView() {
        guard let host, let hostView = host.viewIfLoaded else { return }
        let bounds = hostView.bounds
        var top = hostView.safeAreaInsets.top
        if !searchBar.isInNavigationBar, searchBar.window != nil {
            top = searchBar.convert(CGRect(origin: .zero, size: searchBar.bounds.size), to: hostView).maxY
        }
        view.frame = CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: Swift.max(0, bounds.height - top))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// The navigation bar's height follows the search (its title row folds away while active).
    private func relayOutNavigationBar() {
        guard searchBar.isInNavigationBar, let bar = searchBar.navigationBar else { return }
        bar.searchDidChangeActivity()
        if isActive { placeView() }
    }

    // MARK: The search bar's news

    func searchBarDidBeginEditing() {
        if !isActive { isActive = true }
    }

    func searchBarTextDidChange() {
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        if isActive { searchResultsUpdater?.updateSearchResults(for: self) }
        // The controller searched updates its content-unavailable view for the new text.
        presentingHost()?.setNeedsUpdateContentUnavailableConfiguration()
    }

    func searchBarScopeDidChange() {
        if isActive { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    /// Cancel empties the text, as if the person had, and ends the search.
    func searchBarCancelled() {
        if !(searchBar.text ?? "").isEmpty {
            searchBar.text = ""
            searchBar.textDidChange()
        }
        isActive = false
    }

    /// A tap on the obscured content ends an empty search, or just the typing of a search with text.
    private func obscuredBackgroundTapped() {
        if (searchBar.text ?? "").isEmpty { isActive = false } else { searchBar.resignFirstResponder() }
    }

    private func updateResultsVisibility() {
        guard isViewLoaded else { return }
        dimmingView.isHidden = !obscuresBackgroundDuringPresentation
        searchResultsController?.viewIfLoaded?.isHidden = !showsSearchResultsController
        // Without a dimming view and results to show, touches reach the content below.
        view.isUserInteractionEnabled = obscuresBackgroundDuringPresentation || showsSearchResultsController
    }
}

extension UISearchController: ContentUnavailableSearchSource {
    package var contentUnavailableSearchText: String? { searchBar.text ?? "" }
}
