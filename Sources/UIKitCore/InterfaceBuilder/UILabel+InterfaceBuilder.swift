// A label's text and how it draws it, as Interface Builder writes them.
extension UILabel {
    func decodeLabelProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        if let text = archive.text("text") { self.text = text }
        if let font = archive.font() { self.font = font }
        if let color = archive.color("textColor") { textColor = color ?? .label }
        if let alignment = archive.textAlignment() { textAlignment = alignment }
        if let lines = element.int("numberOfLines") { numberOfLines = lines }
        if let mode = NSLineBreakMode(archived: element["lineBreakMode"]) { lineBreakMode = mode }
        if let adjusts = element.bool("adjustsFontSizeToFit") { adjustsFontSizeToFitWidth = adjusts }
        // A scale factor makes an old document's `minimumFontSize` beside it meaningless.
        element.markRead(attributes: ["minimumFontSize"])
        if let scale = element.double("minimumScaleFactor") {
            minimumScaleFactor = CGFloat(scale)
        } else if let smallest = element.double("minimumFontSize"), let size = font?.pointSize, size > 0 {
            // Documents from before iOS 6 give the smallest size (UILabel's old `minimumFontSize`).
            minimumScaleFactor = Swift.min(1, CGFloat(smallest) / size)
        }
        if let adjustment = element["baselineAdjustment"].flatMap({ UIBaselineAdjustment(archived: $0) }) { baselineAdjustment = adjustment }
        if let color = archive.color("highlightedColor") { highlightedTextColor = color }
        if let color = archive.color("shadowColor") { shadowColor = color }
        if let offset = archive.size("shadowOffset") { shadowOffset = offset }
        if let adjusts = element.bool("adjustsFontForContentSizeCategory") { adjustsFontForContentSizeCategory = adjusts }
        if let enabled = element.bool("enabled") { isEnabled = enabled }
        if let highlighted = element.bool("highlighted") { isHighlighted = highlighted }
        // Interface Builder writes a styled label's text this way, with no `text` beside it.
        if let attributed = archive.attributedString("attributedText") { attributedText = attributed }
    }
}
