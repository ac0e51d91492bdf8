// iOS 17's content-unavailable view: a configuration the controller shows over its view (an empty
// list, a search without results, loading), updated through `updateContentUnavailableConfiguration(using:)`.
extension UIViewController {
    /// The configuration of the view shown over this controller's view when its content is
    /// unavailable (nil: none). A new one of the same type updates the view shown; another type
    /// replaces it.
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { contentUnavailableState.configuration }
        set {
            contentUnavailableState.configuration = newValue
            if isViewLoaded { showContentUnavailableView() }
        }
    }

    /// The system's state: the traits, and the search text of the navigation item's search controller.
    var systemContentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = searchTextForContentUnavailable
        return state
    }

    /// The navigation item's search text, without making an item for a controller that has none.
    private var searchTextForContentUnavailable: String? {
        (barState.navigationItem?.searchControllerStorage as? ContentUnavailableSearchSource)?.contentUnavailableSearchText
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` before the view's next layout.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        contentUnavailableState.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Runs the update when one is owed: asked for, the view's first layout, or a new search text.
    func updateContentUnavailableConfigurationIfNeeded() {
        let searchText = searchTextForContentUnavailable
        guard contentUnavailableState.needsUpdate || searchText != contentUnavailableState.lastSearchText else { return }
        contentUnavailableState.needsUpdate = false
        contentUnavailableState.lastSearchText = searchText
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// Shows the configuration: the view made from it over the controller's view, filling it, or
    /// none.
    func showContentUnavailableView() {
        guard let view = viewIfLoaded else { return }
        guard let configuration = contentUnavailableState.configuration else {
            contentUnavailableState.view?.removeFromSuperview()
            contentUnavailableState.view = nil
            return
        }
        if let shown = contentUnavailableState.view, shown.supports(configuration) {
            shown.configuration = configuration
        } else {
            contentUnavailableState.view?.removeFromSuperview()
            let made = configuration.makeContentView()
            contentUnavailableState.view = made
            view.addSubview(made)
        }
        placeContentUnavailableView()
    }

    /// Keeps the view over the controller's view and on top of its subviews.
    func placeContentUnavailableView() {
        guard let shown = contentUnavailableState.view, let view = viewIfLoaded else { return }
        // Over a scrolling list it stays in place, covering what is visible.
        let visible = (view as? UIScrollView).map { CGRect(origin: $0.contentOffset, size: $0.bounds.size) } ?? view.bounds
        if shown.frame != visible { shown.frame = visible }
        if view.subviews.last !== shown { view.bringSubviewToFront(shown) }
    }
}
