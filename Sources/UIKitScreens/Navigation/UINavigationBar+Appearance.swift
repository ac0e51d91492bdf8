/// Which appearance a navigation bar draws, by Apple's fallbacks (UINavigationBar and
/// UINavigationItem, *scrollEdgeAppearance*, *compactAppearance*, *compactScrollEdgeAppearance*).
extension UINavigationBar {
    /// A navigation controller's bar whose top controller's content is scrolled to the top, or has
    /// no scroll view; while the bar's large title and search rows fold, the content's top still
    /// meets the bar's foot, so the bar stays at its scroll edge until they have folded. A bar no
    /// navigation controller manages always uses its standard appearances.
    var isAtScrollEdge: Bool {
        guard let top = navigationController?.topViewController else { return false }
        if let folding = content?.foldingHeight, folding > 0 { return contentScrolledDistance <= folding + 0.5 }
        return top.contentIsAtEdge(.top)
    }

    /// The appearance drawn now: at compact height the compact ones first; at the scroll edge the
    /// scroll-edge ones, else the standard one with a transparent background.
    var effectiveAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = (compact ? item?.compactAppearance ?? compactAppearance : nil) ?? item?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if compact, let edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { return edge }
        if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent: UINavigationBarAppearance = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// The content may have reached or left the top edge: draw the other appearance if so.
    func scrollEdgeMayHaveChanged() {
        foldRowsToContent()
        if isAtScrollEdge != shownAtScrollEdge { applyAppearance() }
    }
}
