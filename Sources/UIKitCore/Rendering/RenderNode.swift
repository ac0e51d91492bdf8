/// One view's drawing kept between frames by a retained display tree (Backend/RetainedDisplayTree.swift):
/// what the view paints below and above its subviews, its subviews' nodes, and the device pixels the
/// subtree can touch. A frame rebuilds only the nodes whose views changed; the rest are reused as
/// they are, and a partial redraw skips every node outside the damage.
///
/// Access is single-threaded (the main actor) by construction, so the hot fields skip Swift's
/// run-time exclusivity check.
@MainActor
package final class RenderNode {
    /// How the view's alpha group ends up in the commands (as the flat painter's `closeGroup`).
    package enum Group: Equatable {
        /// No alpha group to close here (the view is opaque, or its mask closes the group).
        case none
        /// An offscreen group, closed after the tail.
        case open
        /// Nothing inside the group: it is left out.
        case empty
        /// One command inside, drawn with the group's alpha folded into it instead.
        case folded(DisplayCommand)
    }

    package let view: UIView
    /// The view's versions (PaintVersions) this node was built from; the first build finds them different.
    @exclusivity(unchecked) package var ownVersion = UInt64.max
    @exclusivity(unchecked) package var descendantVersion = UInt64.max
    /// What the superview handed the view when this node was built, and what the view hands its
    /// subviews (nil when it paints none).
    @exclusivity(unchecked) package var inputs: PaintInputs?
    @exclusivity(unchecked) package var childInputs: PaintInputs?
    @exclusivity(unchecked) package var appearance = TraitAppearance.unspecified
    /// The view's own commands below and above its subviews.
    @exclusivity(unchecked) package var head: [DisplayCommand] = []
    @exclusivity(unchecked) package var tail: [DisplayCommand] = []
    /// Where in `head` the alpha group opens that `group` decides about, and the group's alpha.
    @exclusivity(unchecked) package var groupIndex: Int?
    @exclusivity(unchecked) package var alpha: CGFloat = 1
    @exclusivity(unchecked) package var group = Group.none
    @exclusivity(unchecked) package var projection: Homography?
    @exclusivity(unchecked) package var children: [RenderNode] = [] {
        didSet {
            childPositions = nil
            childGrid = nil
            unretainedChildren = children.map { Unmanaged.passUnretained($0) }
        }
    }
    /// The same children, called without retaining each (`children` keeps them alive): emitting
    /// thousands a frame, the reference counting cost more than the emitting.
    @exclusivity(unchecked) private var unretainedChildren: [Unmanaged<RenderNode>] = []
    /// Each child's `bounds`, kept beside them: a partial redraw tests thousands of them a frame,
    /// and reading plain values costs no reference counting.
    @exclusivity(unchecked) private var childBoxes: [CGRect] = []
    /// The children's boxes filed by where they are, made when a node of many children is first
    /// drawn in part, and the positions a lookup found.
    @exclusivity(unchecked) private var childGrid: ChildGrid?
    @exclusivity(unchecked) private var foundPositions: [Int] = []
    /// Where each child's view is in `children`, made when a node of many children is first asked.
    @exclusivity(unchecked) private var childPositions: [ObjectIdentifier: Int]?
    /// Device pixels the view's own commands can touch, and the clip its subviews draw in.
    @exclusivity(unchecked) package var ownBounds = CGRect.null
    @exclusivity(unchecked) package var childClip: CGRect?
    /// Device pixels the children can touch (it may stay larger than they are until the node is
    /// rebuilt), and the subtree.
    @exclusivity(unchecked) private var childBounds = CGRect.null
    @exclusivity(unchecked) package var bounds = CGRect.null
    /// The commands the children emit, and the subtree.
    @exclusivity(unchecked) private var childCommandCount = 0
    @exclusivity(unchecked) package var commandCount = 0
    /// What the view's own pixel-reading commands (backdrop blurs, images) read, and the union of
    /// every such area in the subtree, with how many there are.
    @exclusivity(unchecked) package var ownReaders: [CGRect] = []
    @exclusivity(unchecked) var readerBounds = CGRect.null
    @exclusivity(unchecked) var readerCount = 0
    /// Whether the view is drawn in perspective, and how many in the subtree are.
    @exclusivity(unchecked) package var ownProjects = false
    @exclusivity(unchecked) package var projectionCount = 0

    /// Where the node's commands stand in the screen's whole list (RetainedDisplayTree's), and
    /// which emission of that list put them there.
    @exclusivity(unchecked) package var emittedStart = 0
    @exclusivity(unchecked) package var emittedGeneration = 0

    /// Marks, in an emission of the screen's whole list, where each node's commands go: `base` is
    /// the list position of the first command emitted.
    package struct Stamp {
        var generation: Int
        var base: Int

        package init(generation: Int, base: Int) {
            self.generation = generation
            self.base = base
        }
    }

    package init(view: UIView) { self.view = view }

    /// The node paints nothing (hidden, transparent, culled).
    package func clear() {
        head.removeAll(keepingCapacity: true)
        tail.removeAll(keepingCapacity: true)
        children.removeAll()
        childBoxes.removeAll()
        childGrid = nil
        childInputs = nil
        groupIndex = nil
        group = .none
        projection = nil
        ownBounds = .null
        childClip = nil
        childBounds = .null
        bounds = .null
        childCommandCount = 0
        commandCount = 0
        ownReaders.removeAll()
        readerBounds = .null
        readerCount = 0
        ownProjects = false
        projectionCount = 0
    }

    /// Where `view`'s node is among the children.
    package func childPosition(of view: UIView) -> Int? {
        if children.count <= 8 { return children.firstIndex { $0.view === view } }
        if childPositions == nil {
            childPositions = Dictionary(children.indices.map { (ObjectIdentifier(children[$0].view), $0) }, uniquingKeysWith: { a, _ in a })
        }
        return childPositions![ObjectIdentifier(view)]
    }

    /// Totals every child into the subtree's figures.
    package func summarize() {
        var count = 0, area = CGRect.null, readers = ownReaders.count, readArea = CGRect.null, projections = ownProjects ? 1 : 0
        for reader in ownReaders { readArea = readArea.covering(reader) }
        childBoxes.removeAll(keepingCapacity: true)
        childGrid = nil
        for child in children {
            childBoxes.append(child.commandCount > 0 ? child.bounds : .null)
            guard child.commandCount > 0 else { continue }
            count += child.commandCount
            area = area.covering(child.bounds)
            if child.readerCount > 0 {
                readers += child.readerCount
                readArea = readArea.covering(child.readerBounds)
            }
            projections += child.projectionCount
        }
        childCommandCount = count
        childBounds = area
        readerCount = readers
        readerBounds = readArea
        projectionCount = projections
        settle()
    }

    /// The child at `position` had the figures `before` and has its own now: the subtree's totals follow.
    package func childChanged(at position: Int, from before: (count: Int, readers: Int, projections: Int)) {
        let child = children[position]
        let box = child.commandCount > 0 ? child.bounds : .null
        if childGrid != nil { childGrid!.refile(position, from: childBoxes[position], to: box) }
        childBoxes[position] = box
        childCommandCount += child.commandCount - before.count
        if child.commandCount > 0 { childBounds = childBounds.covering(child.bounds) }
        readerCount += child.readerCount - before.readers
        if child.readerCount > 0 { readerBounds = readerBounds.covering(child.readerBounds) }
        projectionCount += child.projectionCount - before.projections
    }

    /// The figures a parent's totals need before this node changes.
    package var figures: (count: Int, readers: Int, projections: Int) { (commandCount, readerCount, projectionCount) }

    /// Works out the bounds and the alpha group from the totals, as the flat painter's
    /// `closeGroup` does: a group of nothing is left out, a group of one command folds.
    package func settle() {
        var shownChildren = childBounds
        if let childClip { shownChildren = shownChildren.intersection(childClip) }
        bounds = projection != nil ? .infinite : ownBounds.covering(shownChildren)
        let closers = projection == nil ? 0 : 1
        guard let groupIndex else {
            group = .none
            commandCount = head.count + childCommandCount + tail.count + closers
            return
        }
        let headInside = head.count - groupIndex - 1
        let inside = headInside + childCommandCount + tail.count
        if inside == 0 {
            group = .empty
        } else if inside == 1, let only = headInside == 1 ? head.last : tail.first ?? children.lazy.compactMap(\.onlyCommand).first,
                  let folded = only.withAlpha(multipliedBy: alpha) {
            group = .folded(folded)
        } else {
            group = .open
        }
        switch group {
        case .empty: commandCount = groupIndex + closers
        case .folded: commandCount = groupIndex + 1 + closers
        default: commandCount = head.count + childCommandCount + tail.count + 1 + closers
        }
    }

    /// The subtree's one command, when it emits exactly one.
    var onlyCommand: DisplayCommand? {
        guard commandCount == 1 else { return nil }
        if case .folded(let command) = group { return command }
        if head.count == 1 { return head[0] }
        if tail.count == 1 { return tail[0] }
        return children.lazy.compactMap(\.onlyCommand).first
    }

    /// Appends the subtree's commands, as the flat painter orders them; with `area`, only the
    /// nodes whose pixels can meet it (the others change nothing there).
    package func emit(into commands: inout [DisplayCommand], meeting area: CGRect?, stamp: Stamp? = nil) {
        guard commandCount > 0 else { return }
        if let area, !bounds.meets(area) { return }
        if let stamp {
            emittedGeneration = stamp.generation
            emittedStart = stamp.base + commands.count
        }
        switch group {
        case .empty, .folded:
            if projection != nil { commands.append(head[0]) }
            if case .folded(let command) = group { commands.append(command) }
        case .none, .open:
            commands.append(contentsOf: head)
            if let area {
                if childBoxes.count >= ChildGrid.minimumChildren, positionsFound(meeting: area) {
                    for position in foundPositions {
                        unretainedChildren[position].takeUnretainedValue().emit(into: &commands, meeting: area)
                    }
                } else {
                    for position in childBoxes.indices where childBoxes[position].meets(area) {
                        unretainedChildren[position].takeUnretainedValue().emit(into: &commands, meeting: area)
                    }
                }
            } else {
                for child in unretainedChildren { child.takeUnretainedValue().emit(into: &commands, meeting: nil, stamp: stamp) }
            }
            commands.append(contentsOf: tail)
            if group == .open { commands.append(.endGroup) }
        }
        if let projection { commands.append(.endProjection(homography: projection)) }
    }

    /// Puts in `foundPositions`, in painter's order, the children whose boxes meet `area`, looked up
    /// in the grid; false when the area is too large for the grid to help.
    private func positionsFound(meeting area: CGRect) -> Bool {
        if childGrid == nil { childGrid = ChildGrid(boxes: childBoxes) }
        foundPositions.removeAll(keepingCapacity: true)
        guard childGrid!.candidates(meeting: area, into: &foundPositions) else { return false }
        // The candidates that do meet the area (testing is cheaper than ordering), then ordered.
        var kept = 0
        for index in foundPositions.indices where childBoxes[foundPositions[index]].meets(area) {
            foundPositions[kept] = foundPositions[index]
            kept += 1
        }
        foundPositions.removeLast(foundPositions.count - kept)
        ChildGrid.order(&foundPositions)
        return true
    }

    /// Calls `body` with every pixel-reading area of the subtree that can meet `area`.
    package func visitReaders(meeting area: CGRect, _ body: (CGRect) -> Void) {
        guard readerCount > 0, readerBounds.meets(area) else { return }
        for reader in ownReaders where reader.meets(area) { body(reader) }
        for child in children { child.visitReaders(meeting: area, body) }
    }
}

extension CGRect {
    /// `union` for the device boxes of the retained tree, which are never negative in size: the
    /// general one standardizes both rectangles first, a cost paid per view per frame here.
    @inline(__always) package func covering(_ other: CGRect) -> CGRect {
        if other.isNull { return self }
        if isNull { return other }
        let x0 = Swift.min(origin.x, other.origin.x), y0 = Swift.min(origin.y, other.origin.y)
        let x1 = Swift.max(origin.x + size.width, other.origin.x + other.size.width)
        let y1 = Swift.max(origin.y + size.height, other.origin.y + other.size.height)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `intersection` for boxes never negative in size (a negative one takes the general path, which
    /// standardizes both rectangles first): rectangles that only touch meet in an empty one, as there.
    @inline(__always) func clipped(to other: CGRect) -> CGRect {
        guard size.width >= 0, size.height >= 0, other.size.width >= 0, other.size.height >= 0 else { return intersection(other) }
        if isNull || other.isNull { return .null }
        let x0 = Swift.max(origin.x, other.origin.x), y0 = Swift.max(origin.y, other.origin.y)
        let x1 = Swift.min(origin.x + size.width, other.origin.x + other.size.width)
        let y1 = Swift.min(origin.y + size.height, other.origin.y + other.size.height)
        guard x1 >= x0, y1 >= y0 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `==` field by field, inlined: Foundation's standardizes both rectangles in a call of its own,
    /// a cost each view's layout pass paid several times. Rectangles of negative size that
    /// standardize to the same one read as different here.
    @inline(__always) func isSame(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width && size.height == other.size.height
    }

    /// `intersects` for the same boxes.
    @inline(__always) func meets(_ other: CGRect) -> Bool {
        !isNull && !other.isNull && origin.x < other.origin.x + other.size.width && other.origin.x < origin.x + size.width
            && origin.y < other.origin.y + other.size.height && other.origin.y < origin.y + size.height
    }
}
