/// One view's drawing kept between frames by a retained display tree (Backend/RetainedDisplayTree.swift):
/// what the view paints below and above its subviews, its subviews' nodes, and the device pixels the
/// subtree can touch. A frame rebuilds only the nodes whose views changed; the rest are reused as
/// they are, and a partial redraw skips every node outside the damage.
@MainActor
final class RenderNode {
    /// How the view's alpha group ends up in the commands (as the flat painter's `closeGroup`).
    enum Group: Equatable {
        /// No alpha group to close here (the view is opaque, or its mask closes the group).
        case none
        /// An offscreen group, closed after the tail.
        case open
        /// Nothing inside the group: it is left out.
        case empty
        /// One command inside, drawn with the group's alpha folded into it instead.
        case folded(DisplayCommand)
    }

    let view: UIView
    /// The view's versions this node was built from; the first build finds them different.
    var versions = PaintVersions(own: .max, descendants: .max)
    /// What the superview handed the view when this node was built, and what the view hands its
    /// subviews (nil when it paints none).
    var inputs: PaintInputs?
    var childInputs: PaintInputs?
    var style = UIUserInterfaceStyle.unspecified
    /// The view's own commands below and above its subviews.
    var head: [DisplayCommand] = []
    var tail: [DisplayCommand] = []
    /// Where in `head` the alpha group opens that `group` decides about, and the group's alpha.
    var groupIndex: Int?
    var alpha: CGFloat = 1
    var group = Group.none
    var projection: Homography?
    var children: [RenderNode] = []
    /// Device pixels the view's own commands can touch, and the clip its subviews draw in.
    var ownBounds = CGRect.null
    var childClip: CGRect?
    /// Device pixels the subtree can touch.
    var bounds = CGRect.null
    /// The commands the subtree emits.
    var commandCount = 0
    /// What the view's own pixel-reading commands (backdrop blurs, images) read, and the union of
    /// every such area in the subtree, with how many there are.
    var ownReaders: [CGRect] = []
    var readerBounds = CGRect.null
    var readerCount = 0
    /// Whether the view or a descendant is drawn in perspective.
    var ownProjects = false
    var projects = false

    init(view: UIView) { self.view = view }

    /// The node paints nothing (hidden, transparent, culled).
    func clear() {
        head.removeAll(keepingCapacity: true)
        tail.removeAll(keepingCapacity: true)
        children.removeAll()
        childInputs = nil
        groupIndex = nil
        group = .none
        projection = nil
        ownBounds = .null
        childClip = nil
        bounds = .null
        commandCount = 0
        ownReaders.removeAll()
        readerBounds = .null
        readerCount = 0
        ownProjects = false
        projects = false
    }

    /// Totals the children into the subtree's figures and decides the alpha group, as the flat
    /// painter's `closeGroup` does: a group of nothing is left out, a group of one command folds.
    func summarize() {
        var childCommands = 0, childBounds = CGRect.null, readers = ownReaders.count
        var readArea = ownReaders.reduce(CGRect.null) { $0.union($1) }, projects = ownProjects
        for child in children where child.commandCount > 0 {
            childCommands += child.commandCount
            childBounds = childBounds.union(child.bounds)
            if child.readerCount > 0 {
                readers += child.readerCount
                readArea = readArea.union(child.readerBounds)
            }
            projects = projects || child.projects
        }
        if let childClip { childBounds = childBounds.intersection(childClip) }
        bounds = projection != nil ? .infinite : ownBounds.union(childBounds)
        readerBounds = readArea
        readerCount = readers
        self.projects = projects
        let closers = projection == nil ? 0 : 1
        guard let groupIndex else {
            group = .none
            commandCount = head.count + childCommands + tail.count + closers
            return
        }
        let headInside = head.count - groupIndex - 1
        let inside = headInside + childCommands + tail.count
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
        default: commandCount = head.count + childCommands + tail.count + 1 + closers
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
    func emit(into commands: inout [DisplayCommand], meeting area: CGRect?) {
        guard commandCount > 0 else { return }
        if let area, !bounds.intersects(area) { return }
        switch group {
        case .empty, .folded:
            if projection != nil { commands.append(head[0]) }
            if case .folded(let command) = group { commands.append(command) }
        case .none, .open:
            commands.append(contentsOf: head)
            for child in children { child.emit(into: &commands, meeting: area) }
            commands.append(contentsOf: tail)
            if group == .open { commands.append(.endGroup) }
        }
        if let projection { commands.append(.endProjection(homography: projection)) }
    }

    /// Calls `body` with every pixel-reading area of the subtree that can meet `area`.
    func visitReaders(meeting area: CGRect, _ body: (CGRect) -> Void) {
        guard readerCount > 0, readerBounds.intersects(area) else { return }
        for reader in ownReaders where reader.intersects(area) { body(reader) }
        for child in children { child.visitReaders(meeting: area, body) }
    }
}
