/// Which appearance a toolbar draws, by Apple's fallbacks (UIToolbar, *scrollEdgeAppearance*,
/// *compactAppearance*, *compactScrollEdgeAppearance*).
extension UIToolbar {
    /// A navigation controller's toolbar whose top controller's content is scrolled to its bottom,
    /// or has no scroll view. A toolbar no navigation controller manages uses its standard appearances.
    var isAtScrollEdge: Bool {
        guard let top = navigationController?.topViewController else { return false }
        return top.contentIsAtEdge(.bottom)
    }

    /// The appearance drawn now: at compact height the compact ones first; at the scroll edge the
    /// scroll-edge ones, else the standard one with a transparent background.
    var effectiveAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = (compact ? compactAppearance : nil) ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if compact, let edge = compactScrollEdgeAppearance { return edge }
        if let edge = scrollEdgeAppearance { return edge }
        let transparent: UIToolbarAppearance = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// The content may have reached or left its bottom edge: draw the other appearance if so.
    func scrollEdgeMayHaveChanged() {
        if isAtScrollEdge != shownAtScrollEdge { applyAppearance() }
    }
}
