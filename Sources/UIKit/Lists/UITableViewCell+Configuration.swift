// Content and background configurations: the cell makes its content view from the configuration
// and gives both configurations the cell's state again whenever it changes.
extension UITableViewCell {
    /// A list configuration in this cell's style (the text of `.default`, the stacked secondary
    /// text of `.subtitle`, the trailing value of `.value1`).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }

    /// The cell's state now: highlighted, selected, editing, with the cell's traits.
    public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isEditing = isEditing
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    public func setNeedsUpdateConfiguration() {
        guard !needsConfigurationUpdate else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
        UIApplication.shared.runAfterFrame { [weak self] in self?.updateConfigurationIfNeeded() }
    }

    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
    }

    func contentConfigurationDidChange() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            for part in [styleLabels.text, styleLabels.detail, styleLabels.image] as [UIView?] { part?.isHidden = false }
            setNeedsLayout()
            return
        }
        if let existing = configuredContentView, existing.supports(configuration) {
            existing.configuration = configuration
        } else {
            configuredContentView?.removeFromSuperview()
            let made = configuration.makeContentView()
            contentView.addSubview(made)
            configuredContentView = made
        }
        // A configuration replaces the style's own labels, as in UIKit.
        for part in [styleLabels.text, styleLabels.detail, styleLabels.image] as [UIView?] { part?.isHidden = true }
        setNeedsLayout()
        owningTableView?.cellContentDidChange(self)
    }

    func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            applyTableBackground(.systemBackground)
            updateSelectionAppearance(animated: false)
            return
        }
        let view = configuration.customView ?? backgroundConfigurationView ?? UIView()
        if view !== backgroundConfigurationView {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = view
            insertSubview(view, at: 0)
        }
        if configuration.customView == nil { view.backgroundColor = configuration.backgroundColor }
        view.layer.cornerRadius = configuration.cornerRadius
        view.layer.borderWidth = configuration.strokeWidth
        view.layer.borderColor = configuration.strokeColor?.cgColor
        applyTableBackground(.clear)
        view.frame = backgroundConfigurationFrame
        updateSelectionAppearance(animated: false)
    }

    /// Sets the background the table's style gives, unless the app chose one.
    func applyTableBackground(_ color: UIColor?) {
        guard !hasCustomBackgroundColor else { return }
        isApplyingTableBackground = true
        backgroundColor = color
        isApplyingTableBackground = false
    }

    var backgroundConfigurationFrame: CGRect {
        guard let insets = backgroundConfiguration?.backgroundInsets else { return bounds }
        return bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    }
}
