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
        state.isSwiped = owningTableView?.rowSwipe?.cell === self
        state.isReordering = owningTableView?.rowReorder?.cell === self
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    public func setNeedsUpdateConfiguration() {
        guard !needsConfigurationUpdate else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
        environment.runAfterFrame { [weak self] in self?.updateConfigurationIfNeeded() }
    }

    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
    }

    func contentConfigurationDidChange() {
        configurations.contentDidChange(to: contentConfiguration, in: contentView)
        // A configuration replaces the style's own labels, as in UIKit.
        for part in [styleLabels.text, styleLabels.detail, styleLabels.image] as [UIView?] { part?.isHidden = contentConfiguration != nil }
        setNeedsLayout()
    }

    func applyBackgroundConfiguration() {
        configurations.backgroundDidChange(to: backgroundConfiguration, in: self)
        applyTableBackground(backgroundConfiguration == nil ? .systemBackground : .clear)
        updateSelectionAppearance(animated: false)
    }

    /// Sets the background the table's style gives, unless the app chose one.
    func applyTableBackground(_ color: UIColor?) {
        guard !hasCustomBackgroundColor else { return }
        isApplyingTableBackground = true
        backgroundColor = color
        isApplyingTableBackground = false
    }
}
