/// A cell's state: what `updateConfiguration(using:)` and `configurationUpdateHandler` receive.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}
