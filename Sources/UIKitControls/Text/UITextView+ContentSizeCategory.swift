/// A text view's font can follow the user's text size, as labels' and fields' do.
extension UITextView: FontSizeAdjusting {
    package func adjustFont(to category: UIContentSizeCategory) { if let font { self.font = font.adjusted(to: category) } }
}
