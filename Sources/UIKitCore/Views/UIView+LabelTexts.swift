extension UIView {
    /// The texts of the labels shown inside this view, in tree order: what a cell reads as, and
    /// what a person sees on an element.
    package var shownLabelTexts: [String] {
        subviews.flatMap { subview -> [String] in
            guard !subview.isHidden else { return [] }
            if let label = subview as? UILabel { return label.text.map { $0.isEmpty ? [] : [$0] } ?? [] }
            return subview.shownLabelTexts
        }
    }
}
