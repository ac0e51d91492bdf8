/// How many times what a view draws, and what its descendants draw, has changed, and which children
/// the latest changes came through. A retained display tree (Backend/RetainedDisplayTree.swift)
/// remembers the versions each view's drawing was built from, so every tree (a window's, a test's
/// second presenter) sees each change once, however many look, and visits only the children that
/// changed.
package struct PaintVersions {
    package var own: UInt64 = 0
    package var descendants: UInt64 = 0
    /// The latest children a descendant change came through, each with the version it brought.
    private(set) var markedChildren: [(child: UIView, version: UInt64)] = []
    /// Changes up to this version may have fallen out of `markedChildren`.
    private(set) var forgottenUpTo: UInt64 = 0

    /// How many children `markedChildren` remembers; past that, a tree looks at every child.
    private static let remembered = 32

    /// A descendant's change came through `child`.
    mutating func descendantChanged(through child: UIView) {
        descendants &+= 1
        if let last = markedChildren.last, last.child === child {
            markedChildren[markedChildren.count - 1].version = descendants
            return
        }
        if markedChildren.count == Self.remembered { forgottenUpTo = markedChildren.removeFirst().version }
        markedChildren.append((child, descendants))
    }

    /// The children descendant changes came through after `version`, or nil when some may be forgotten.
    package func children(changedAfter version: UInt64) -> [UIView]? {
        guard version >= forgottenUpTo else { return nil }
        var children: [UIView] = []
        for entry in markedChildren.reversed() {
            guard entry.version > version else { break }
            if !children.contains(where: { $0 === entry.child }) { children.append(entry.child) }
        }
        return children
    }
}
