/// A text field's font can follow the user's text size.
extension UITextField: FontSizeAdjusting {
    package func adjustFont(to category: UIContentSizeCategory) { if let font { self.font = font.adjusted(to: category) } }
}
