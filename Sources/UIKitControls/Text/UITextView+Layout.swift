import Foundation

// How a text view measures its text: the layout for its width, the content size that scrolls, and
// the size Auto Layout gives a text view that does not scroll (its text's height at its width).
extension UITextView {
    /// The text laid out for the current width, made when first asked after a change.
    var textViewLayout: TextViewLayout {
        layout(forWidth: bounds.width > 0 ? bounds.width : (solvedWidth ?? .greatestFiniteMagnitude))
    }

    /// The layout for a view `width` wide: the one made last when the width is the same, as every
    /// layout pass and paint asks for it again.
    func layout(forWidth width: CGFloat) -> TextViewLayout {
        if let cachedLayout, cachedLayout.wrapWidth == width { return cachedLayout.layout }
        let layout = makeLayout(forWidth: width)
        cachedLayout = (width, layout)
        return layout
    }

    /// The layout for a view `width` wide (infinite: one line per paragraph).
    func makeLayout(forWidth width: CGFloat) -> TextViewLayout {
        let inset = textContainerInset, padding = textContainer.lineFragmentPadding
        var lineWidth = width - inset.left - inset.right - 2 * padding
        if !textContainer.widthTracksTextView, textContainer.size.width > 0 { lineWidth = textContainer.size.width - 2 * padding }
        let runs = AttributedTextRuns(displayedText, font: font ?? .systemFont(ofSize: 17), color: textColor ?? .label)
        return TextViewLayout(runs: runs, origin: CGPoint(x: inset.left + padding, y: inset.top), lineWidth: Swift.max(1, lineWidth),
                              maxLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode,
                              alignment: textAlignment)
    }

    /// The view's size for the text laid out at `layout`: the widest line's width and every line's
    /// height, with the insets and padding around them.
    func fittingSize(of layout: TextViewLayout) -> CGSize {
        let inset = textContainerInset, padding = textContainer.lineFragmentPadding
        return CGSize(width: ceil(layout.widestLine + 2 * padding + inset.left + inset.right),
                      height: ceil(layout.textHeight + inset.top + inset.bottom))
    }
}
