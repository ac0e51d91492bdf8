/// Where a list row's image, text and secondary text go: one layout for the classic cell styles
/// (`textLabel`, `detailTextLabel`, `imageView`) and for `UIListContentConfiguration`'s content view,
/// so both look alike, as they do in UIKit.
struct ListContentLayout {
    enum Arrangement {
        /// Text alone, after the image.
        case text
        /// Secondary text under the text (`.subtitle`, `subtitleCell()`).
        case stacked
        /// Secondary text at the trailing edge (`.value1`, `valueCell()`).
        case trailingValue
        /// A narrow trailing-aligned text, then the secondary text (`.value2`).
        case leadingTitle
    }

    var arrangement: Arrangement
    var margins: UIEdgeInsets
    var imageSize: CGSize?
    var textSize: CGSize
    var secondaryTextSize: CGSize
    /// Points between the image and the text, and between text and secondary text side by side.
    var imageToTextPadding: CGFloat = 16
    var textToSecondaryTextPadding: CGFloat = 8
    /// Between the text and the secondary text stacked.
    var verticalPadding: CGFloat = 2

    /// UIKit's `.value2` title column: about a quarter of a phone's row.
    static let leadingTitleWidth: CGFloat = 91

    struct Frames { var image: CGRect?; var text: CGRect; var secondaryText: CGRect }

    /// The content's height for this layout, margins included.
    var fittingHeight: CGFloat {
        let textBlock: CGFloat
        switch arrangement {
        case .stacked:
            textBlock = textSize.height + (secondaryTextSize.height > 0 ? verticalPadding + secondaryTextSize.height : 0)
        case .text:
            textBlock = textSize.height
        case .trailingValue, .leadingTitle:
            textBlock = Swift.max(textSize.height, secondaryTextSize.height)
        }
        return Swift.max(textBlock, imageSize?.height ?? 0) + margins.top + margins.bottom
    }

    func frames(in bounds: CGRect) -> Frames {
        let content = bounds.inset(by: margins)
        var x = content.minX
        var image: CGRect?
        if let imageSize {
            image = CGRect(x: x, y: bounds.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
            x += imageSize.width + imageToTextPadding
        }
        let width = Swift.max(0, content.maxX - x)
        switch arrangement {
        case .text:
            let text = CGRect(x: x, y: bounds.midY - textSize.height / 2, width: width, height: textSize.height)
            return Frames(image: image, text: text, secondaryText: CGRect(x: x, y: text.maxY, width: 0, height: 0))
        case .stacked:
            let total = textSize.height + (secondaryTextSize.height > 0 ? verticalPadding + secondaryTextSize.height : 0)
            let top = bounds.midY - total / 2
            let text = CGRect(x: x, y: top, width: width, height: textSize.height)
            let secondary = CGRect(x: x, y: text.maxY + verticalPadding, width: width, height: secondaryTextSize.height)
            return Frames(image: image, text: text, secondaryText: secondary)
        case .trailingValue:
            let valueWidth = Swift.min(secondaryTextSize.width, width)
            let textWidth = Swift.max(0, Swift.min(textSize.width, width - valueWidth - (valueWidth > 0 ? textToSecondaryTextPadding : 0)))
            let text = CGRect(x: x, y: bounds.midY - textSize.height / 2, width: textWidth, height: textSize.height)
            let value = CGRect(x: content.maxX - valueWidth, y: bounds.midY - secondaryTextSize.height / 2,
                               width: valueWidth, height: secondaryTextSize.height)
            return Frames(image: image, text: text, secondaryText: value)
        case .leadingTitle:
            let titleWidth = Swift.min(ListContentLayout.leadingTitleWidth, width)
            let text = CGRect(x: x, y: bounds.midY - textSize.height / 2, width: titleWidth, height: textSize.height)
            let secondaryX = x + titleWidth + textToSecondaryTextPadding
            let secondary = CGRect(x: secondaryX, y: bounds.midY - secondaryTextSize.height / 2,
                                   width: Swift.max(0, content.maxX - secondaryX), height: secondaryTextSize.height)
            return Frames(image: image, text: text, secondaryText: secondary)
        }
    }
}
