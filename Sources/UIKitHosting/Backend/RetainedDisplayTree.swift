/// A window's drawing kept between frames, one RenderNode a view (docs/ARCHITECTURE.md, "Retained
/// drawing"). A frame rebuilds the nodes of the views marked since the last one, and of those whose
/// place changed; the damage is what the rebuilt nodes covered before and cover now, never a
/// comparison of whole lists. A redraw of that damage emits only the nodes that meet it.
@MainActor
final class RetainedDisplayTree {
    private struct Root {
        let node: RenderNode
        var offset: CGPoint
        /// The window's `everyViewPaintVersion` when it was last painted whole.
        var everyViewVersion: UInt32
    }

    private var roots: [Root] = []
    private var visibleRect = CGRect.null
    private var scale: CGFloat = 0
    /// Device pixels changed since the damage was last taken; nil when everything may have.
    private var damage: CGRect? = nil
    private let measure: DisplayListRenderer
    /// The whole screen's commands as last emitted, patched in place where nodes changed without
    /// changing how many commands they emit: a full redraw then copies no command that stayed.
    private var screenList = DisplayList()
    private var screenListGeneration = 0
    private var screenListIsCurrent = false
    /// Nodes whose commands changed in place since `screenList` was patched.
    private var changedInPlace: [RenderNode] = []

    init(measuring measure: DisplayListRenderer) { self.measure = measure }

    /// Whether a layer is drawn in perspective: it can land anywhere its projection sends it.
    var hasProjections: Bool {
        // A loop, not `contains(where:)`: a main-actor closure handed to the standard library is
        // checked for its actor on every call.
        for root in roots where root.node.projectionCount > 0 { return true }
        return false
    }

    /// Brings the tree up to what `window`'s screen shows now (the window, then the windows shown
    /// above it), adding what changed to the damage.
    func update(screenOf window: UIWindow, scale: CGFloat) {
        measure.scale = scale
        let above = window.windowsAboveOnScreen
        let stack = above.isEmpty ? [(window: window, offset: CGPoint.zero)] : [(window: window, offset: CGPoint.zero)] + above
        var rebuild = visibleRect != window.bounds || scale != self.scale || stack.count != roots.count
        if !rebuild {
            // A loop, not `contains(where:)`: a main-actor closure handed to the standard library is
            // checked for its actor on every call.
            for (shown, root) in zip(stack, roots)
            where shown.window !== root.node.view || shown.offset != root.offset || shown.window.everyViewPaintVersion != root.everyViewVersion {
                rebuild = true
                break
            }
        }
        if rebuild {
            damage = nil
            screenListIsCurrent = false
            roots = stack.map { shown in
                Root(node: roots.first { $0.node.view === shown.window }?.node ?? RenderNode(view: shown.window), offset: shown.offset,
                     everyViewVersion: shown.window.everyViewPaintVersion)
            }
        }
        visibleRect = window.bounds
        self.scale = scale
        let resolution = TraitResolution.forThisThread
        for root in roots {
            update(root.node, inputs: root.node.view.rootPaintInputs(at: root.offset, visibleRect: visibleRect), sameInputs: false,
                   rebuild: rebuild, damaged: damage == nil, resolution: resolution)
        }
    }

    /// What changed since the last call, in device pixels (nil: everything may have), and starts
    /// collecting afresh.
    func takeDamage() -> CGRect? {
        defer { damage = .null }
        return damage
    }

    /// `area` grown until no pixel-reading command straddles it: a backdrop blur that reads pixels
    /// in the damage is redrawn with all it reads; an image's scaled copy samples relative to its
    /// clip, so it is redrawn whole. Readers are found through the tree's bounds, not a walk.
    func widened(_ area: CGRect) -> CGRect {
        var area = area
        var grew = true
        while grew {
            grew = false
            for root in roots {
                root.node.visitReaders(meeting: area) { reader in
                    if !area.contains(reader) { area = area.covering(reader); grew = true }
                }
            }
        }
        return area
    }

    /// The screen's commands that can meet `area`, in the flat painter's order: those of the views
    /// whose pixels can.
    func emit(into list: inout DisplayList, meeting area: CGRect) {
        list.commands.removeAll(keepingCapacity: true)
        list.hasProjections = hasProjections
        for root in roots { root.node.emit(into: &list.commands, meeting: area) }
    }

    /// The whole screen's commands, in the flat painter's order.
    var screenCommands: DisplayList {
        patchScreenList()
        return screenList
    }

    private func patchScreenList() {
        defer { changedInPlace.removeAll(keepingCapacity: true) }
        if screenListIsCurrent {
            var chunk: [DisplayCommand] = []
            for node in changedInPlace where node.emittedGeneration == screenListGeneration {
                chunk.removeAll(keepingCapacity: true)
                let range = node.emittedStart..<(node.emittedStart + node.commandCount)
                node.emit(into: &chunk, meeting: nil, stamp: RenderNode.Stamp(generation: screenListGeneration, base: range.lowerBound))
                guard chunk.count == range.count, range.upperBound <= screenList.commands.count else {
                    screenListIsCurrent = false
                    break
                }
                screenList.commands.replaceSubrange(range, with: chunk)
            }
        }
        guard !screenListIsCurrent else { return }
        screenListGeneration += 1
        screenList.commands.removeAll(keepingCapacity: true)
        let stamp = RenderNode.Stamp(generation: screenListGeneration, base: 0)
        for root in roots { root.node.emit(into: &screenList.commands, meeting: nil, stamp: stamp) }
        screenList.hasProjections = hasProjections
        screenListIsCurrent = true
    }

    /// After `node` was brought up to date: a change in how many commands it emits moves every
    /// command after it, so the whole list is emitted again; a change in place is patched.
    private func noteEmission(of node: RenderNode, countBefore: Int, changed: Bool) {
        if node.commandCount != countBefore {
            screenListIsCurrent = false
        } else if changed && screenListIsCurrent {
            changedInPlace.append(node)
        }
    }

    /// Forgets what the pixels show: the next damage is everything.
    func invalidateDamage() { damage = nil }

    private func addDamage(_ area: CGRect) {
        guard damage != nil, !area.isNull else { return }
        damage = damage!.covering(area)
    }

    /// Brings `node` up to date with its view placed by `inputs`. `rebuild`: an ancestor's own
    /// drawing changed, which can change this view's (an inherited tint or appearance), so it is
    /// rebuilt whatever its versions say. `sameInputs`: the inputs are the ones it was built with.
    /// `damaged`: an ancestor's whole subtree is damage already.
    private func update(_ node: RenderNode, inputs: PaintInputs, sameInputs: Bool, rebuild: Bool, damaged: Bool,
                        resolution: TraitResolution) {
        let view = node.view
        let ownVersion = view.paintVersions.own
        // A replicator draws its subviews' copies among its own commands: a change below it is its own.
        let ownChanged = ownVersion != node.ownVersion
            || (view.layer.drawsSublayerInstances && view.paintVersions.descendants != node.descendantVersion)
        guard rebuild || ownChanged || (!sameInputs && node.inputs != inputs) else {
            updateDescendants(of: node, damaged: damaged, resolution: resolution)
            return
        }
        let before = (head: node.head, tail: node.tail, group: node.group, projection: node.projection,
                      children: node.children, childInputs: node.childInputs, bounds: node.bounds, count: node.commandCount)
        node.ownVersion = ownVersion
        node.descendantVersion = view.paintVersions.descendants
        node.inputs = inputs
        guard let placement = view.paintPlacement(inputs) else {
            node.clear()
            noteEmission(of: node, countBefore: before.count, changed: false)
            if !damaged { addDamage(before.bounds) }
            return
        }
        let saved = resolution.enter(placement.appearance)
        defer { resolution.leave(saved) }
        node.appearance = placement.appearance
        node.alpha = placement.alpha
        node.projection = placement.projection
        node.childInputs = placement.childInputs
        node.head.removeAll(keepingCapacity: true)
        node.tail.removeAll(keepingCapacity: true)
        var projects = false
        view.paintBelowSubviews(placement, into: &node.head, projects: &projects)
        view.paintAboveSubviews(placement, into: &node.tail, projects: &projects, resolution: resolution)
        node.ownProjects = projects
        node.groupIndex = placement.closesAlphaGroup ? (placement.projection == nil ? 0 : 1) : nil
        measureOwnCommands(of: node, placement: placement)
        let children = placement.childInputs == nil ? [] : childNodes(of: view, reusing: before.children)
        let sameChildren = children.count == before.children.count && !zip(children, before.children).contains { $0 !== $1 }
        if !sameChildren { node.children = children }
        let ownDiffers = !sameChildren || node.head != before.head || node.tail != before.tail || node.projection != before.projection
        if let childInputs = placement.childInputs {
            let childrenDamaged = damaged || ownDiffers
            let sameChildInputs = childInputs == before.childInputs
            for child in node.children {
                update(child, inputs: childInputs, sameInputs: sameChildInputs, rebuild: rebuild || ownChanged,
                       damaged: childrenDamaged, resolution: resolution)
            }
        }
        node.summarize()
        noteEmission(of: node, countBefore: before.count, changed: ownDiffers || node.group != before.group)
        if !damaged && (ownDiffers || node.group != before.group) { addDamage(before.bounds.covering(node.bounds)) }
    }

    /// Brings up to date the children a change came through since `node` was built, handing them
    /// what they were handed before; the node's own drawing stands.
    private func updateDescendants(of node: RenderNode, damaged: Bool, resolution: TraitResolution) {
        let versions = node.view.paintVersions
        guard versions.descendants != node.descendantVersion else { return }
        let seen = node.descendantVersion
        node.descendantVersion = versions.descendants
        guard let childInputs = node.childInputs else { return }
        let before = (group: node.group, bounds: node.bounds, count: node.commandCount)
        let saved = resolution.enter(node.appearance)
        defer { resolution.leave(saved) }
        if let changed = versions.children(changedAfter: seen) {
            for view in changed {
                guard let position = node.childPosition(of: view) else { continue }
                let child = node.children[position], figures = child.figures
                update(child, inputs: childInputs, sameInputs: true, rebuild: false, damaged: damaged, resolution: resolution)
                node.childChanged(at: position, from: figures)
            }
            node.settle()
        } else {
            for child in node.children {
                update(child, inputs: childInputs, sameInputs: true, rebuild: false, damaged: damaged, resolution: resolution)
            }
            node.summarize()
        }
        // A folded group holds a descendant's command, which may be what changed.
        var folds = false
        if case .folded = node.group { folds = true }
        noteEmission(of: node, countBefore: before.count, changed: folds || node.group != before.group)
        if !damaged && node.group != before.group { addDamage(before.bounds.covering(node.bounds)) }
    }

    /// The nodes of `view`'s subviews, in order: the ones they had, new ones for new subviews.
    private func childNodes(of view: UIView, reusing old: [RenderNode]) -> [RenderNode] {
        let subviews = view.subviews
        var index: [ObjectIdentifier: RenderNode]?
        return subviews.enumerated().map { position, subview in
            if position < old.count, old[position].view === subview { return old[position] }
            if index == nil { index = Dictionary(old.map { (ObjectIdentifier($0.view), $0) }, uniquingKeysWith: { first, _ in first }) }
            return index![ObjectIdentifier(subview)] ?? RenderNode(view: subview)
        }
    }

    /// The device pixels the view's own commands touch and read, and its subviews' clip.
    private func measureOwnCommands(of node: RenderNode, placement: PaintPlacement) {
        var bounds = CGRect.null
        node.ownReaders.removeAll(keepingCapacity: true)
        for commands in [node.head, node.tail] {
            for command in commands {
                guard let area = measure.deviceBounds(of: command) else { continue }
                bounds = bounds.covering(area)
                switch command {
                case .backdropBlur: measure.blurReadArea(of: command).map { node.ownReaders.append($0) }
                case .image: node.ownReaders.append(area)
                default: break
                }
            }
        }
        node.ownBounds = bounds
        switch placement.childClip {
        case .none: node.childClip = nil
        case .rectangle: node.childClip = node.head.last.flatMap { measure.deviceClipBox(of: $0) }
        case .shape: node.childClip = node.head.last.flatMap { measure.deviceClipBox(of: $0) }
        }
    }
}
