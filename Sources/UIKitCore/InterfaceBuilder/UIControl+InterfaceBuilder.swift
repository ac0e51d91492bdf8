// What every control's element says of it: whether it is enabled, selected or highlighted, and
// where its content sits.
extension UIControl {
    func decodeControlProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        if let enabled = element.bool("enabled") { isEnabled = enabled }
        if let selected = element.bool("selected") { isSelected = selected }
        if let highlighted = element.bool("highlighted") { isHighlighted = highlighted }
        if let horizontal = element["contentHorizontalAlignment"].flatMap({ Self.horizontalAlignments[$0] }) { contentHorizontalAlignment = horizontal }
        if let vertical = element["contentVerticalAlignment"].flatMap({ Self.verticalAlignments[$0] }) { contentVerticalAlignment = vertical }
    }

    private static let horizontalAlignments: [String: ContentHorizontalAlignment] = [
        "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing,
    ]
    private static let verticalAlignments: [String: ContentVerticalAlignment] = ["center": .center, "top": .top, "bottom": .bottom, "fill": .fill]
}
