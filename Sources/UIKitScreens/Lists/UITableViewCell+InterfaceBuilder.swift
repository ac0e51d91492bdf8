import InterfaceBuilder

// A table cell as Interface Builder writes it: its style's parts, accessory and selection, and
// its content view with the subviews laid out on it.
extension UITableViewCell {
    static func archivedStyle(_ coder: NSCoder) -> CellStyle {
        switch (coder as? InterfaceBuilderCoder)?.element["style"] {
        case "IBUITableViewCellStyleValue1"?: .value1
        case "IBUITableViewCellStyleValue2"?: .value2
        case "IBUITableViewCellStyleSubtitle"?: .subtitle
        default: .default
        }
    }

    func decodeCellProperties(from archive: InterfaceBuilderCoder) {
        let element = archive.element
        switch element["accessoryType"] ?? element["accessory"] {
        case "disclosureIndicator"?: accessoryType = .disclosureIndicator
        case "checkmark"?: accessoryType = .checkmark
        case "detailButton"?: accessoryType = .detailButton
        case "detailDisclosureButton"?: accessoryType = .detailDisclosureButton
        default: break
        }
        switch element["selectionStyle"] {
        case "none"?: selectionStyle = .none
        case "blue"?: selectionStyle = .blue
        case "gray"?: selectionStyle = .gray
        default: break
        }
        if let width = element.double("indentationWidth") { indentationWidth = CGFloat(width) }
        if let level = element.int("indentationLevel") { indentationLevel = level }
        // The lab's cells give their content views the margins that preserving the table's gives on iOS.
        element.markRead(attributes: ["preservesSuperviewLayoutMargins"])
        // A cell's own row height (a nib's cell, a storyboard prototype's "Custom" height) sizes it
        // on the canvas only; the table's row height, its delegate or the cell's constraints size it.
        element.markRead(attributes: ["rowHeight"])
        if let content = element.child(key: "contentView") {
            // The cell sizes its content view; the document's frame for it is the canvas's.
            content.markRead(attributes: ["tableViewCell", "preservesSuperviewLayoutMargins"], keys: ["frame"])
            archive.unarchiver.register(contentView, for: content)
            contentView.decodeViewProperties(from: archive.coder(for: content))
        }
        // The style's labels and image view are the cell's own parts; the document's stand-ins
        // give them their text and look, and outlets to them reach the real ones.
        adoptStylePart(element["textLabel"], as: textLabel, archive: archive)
        adoptStylePart(element["detailTextLabel"], as: detailTextLabel, archive: archive)
        adoptStylePart(element["imageView"], as: imageView, archive: archive)
    }

    private func adoptStylePart(_ identifier: String?, as part: UIView?, archive: InterfaceBuilderCoder) {
        guard let identifier, let part, let standIn = archive.unarchiver.object(withIdentifier: identifier) as? UIView else { return }
        standIn.removeFromSuperview()
        if let label = standIn as? UILabel, let partLabel = part as? UILabel {
            partLabel.text = label.text
            // Interface Builder writes a style's own font as size 0: the part keeps the style's.
            if let font = label.font, font.pointSize > 0 { partLabel.font = font }
            partLabel.textColor = label.textColor
            partLabel.textAlignment = label.textAlignment
            partLabel.numberOfLines = label.numberOfLines
        } else if let image = standIn as? UIImageView, let partImage = part as? UIImageView {
            partImage.image = image.image
        }
        archive.unarchiver.bind(identifier, to: part)
    }
}
