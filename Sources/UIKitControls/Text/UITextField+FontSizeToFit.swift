// A text field's `adjustsFontSizeToFitWidth`: text wider than the field is drawn in a smaller
// font, a point at a time, until it fits or reaches `minimumFontSize`.
extension UITextField {
    func fittedFont(for string: String, width: CGFloat) -> UIFont {
        let font = self.font ?? .systemFont(ofSize: 17)
        guard adjustsFontSizeToFitWidth, width > 0, !string.isEmpty else { return font }
        var size = font.pointSize
        while size - 1 >= minimumFontSize, size > 1, TextEngine.shared.width(of: string, font: font.withSize(size)) > width {
            size -= 1
        }
        return size == font.pointSize ? font : font.withSize(size)
    }
}
