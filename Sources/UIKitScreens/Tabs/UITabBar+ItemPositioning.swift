// Where a tab bar's items go: sharing the whole width (filled, a compact width's automatic
// positioning) or at a fixed width and spacing, centred (a regular width's).
extension UITabBar {
    /// The width of a centred item when `itemWidth` is 0 (the lab's measure; UIKit's is not documented).
    static let systemCentredItemWidth: CGFloat = 76
    /// The space between centred items when `itemSpacing` is 0 (the lab's measure).
    static let systemCentredItemSpacing: CGFloat = 34

    /// The positioning in use: the bar's, or for `.automatic` the one its width class calls for.
    var effectiveItemPositioning: ItemPositioning {
        guard itemPositioning == .automatic else { return itemPositioning }
        return traitCollection.horizontalSizeClass == .regular ? .centered : .fill
    }

    /// Each item's left edge and width.
    func itemSpans(count: Int) -> [(x: CGFloat, width: CGFloat)] {
        guard count > 0 else { return [] }
        guard effectiveItemPositioning == .centered else {
            let width = bounds.width / CGFloat(count)
            return (0..<count).map { (CGFloat($0) * width, width) }
        }
        let spacing = itemSpacing > 0 ? itemSpacing : UITabBar.systemCentredItemSpacing
        var width = itemWidth > 0 ? itemWidth : UITabBar.systemCentredItemWidth
        // Items that would overflow share the width instead, as a filled bar's do.
        width = Swift.min(width, (bounds.width - spacing * CGFloat(count - 1)) / CGFloat(count))
        let total = width * CGFloat(count) + spacing * CGFloat(count - 1)
        let start = ((bounds.width - total) / 2).rounded()
        return (0..<count).map { (start + CGFloat($0) * (width + spacing), width) }
    }
}
