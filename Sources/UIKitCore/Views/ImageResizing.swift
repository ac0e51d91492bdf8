/// How a resizable image fills a size other than its own: its caps keep their size and its
/// middle tiles or stretches (`UIImage.resizableImage(withCapInsets:resizingMode:)`).
struct ImageResizing: Sendable {
    let capInsets: UIEdgeInsets
    let mode: UIImage.ResizingMode
}
