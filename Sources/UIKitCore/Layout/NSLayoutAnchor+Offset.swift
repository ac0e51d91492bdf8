// `anchorWithOffset(to:)`: the distance between two anchors on one axis, as a dimension that
// constraints can set, compare and multiply (UIKit's, iOS 10). Here it is the height (or width) of
// a hidden guide spanning from this anchor to the other, which the solver keeps exact.
extension NSLayoutXAxisAnchor {
    /// The distance from this anchor to `otherAnchor` (negative when the other lies before it).
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        let guide = offsetGuide()
        NSLayoutConstraint.activate([guide.leadingAnchor.constraint(equalTo: self),
                                     guide.trailingAnchor.constraint(equalTo: otherAnchor)])
        return guide.widthAnchor
    }
}

extension NSLayoutYAxisAnchor {
    /// The distance from this anchor down to `otherAnchor` (negative when the other lies above it).
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        let guide = offsetGuide()
        NSLayoutConstraint.activate([guide.topAnchor.constraint(equalTo: self),
                                     guide.bottomAnchor.constraint(equalTo: otherAnchor)])
        return guide.heightAnchor
    }
}

extension NSLayoutAnchor {
    /// A guide in this anchor's view, for spanning a distance.
    func offsetGuide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "anchorWithOffset"
        guard let view = item.owningViewForLayout else {
            Diagnostics.fail("anchorWithOffset(to:): the anchor's layout guide belongs to no view yet; add it with addLayoutGuide(_:) first.")
        }
        view.addLayoutGuide(guide)
        return guide
    }
}
