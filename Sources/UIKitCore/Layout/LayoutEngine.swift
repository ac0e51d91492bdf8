import Cassowary

// Foundation has types of these names too; the solver's are meant here.
private typealias Expression = Cassowary.Expression
private typealias Variable = Cassowary.Variable
private typealias Constraint = Cassowary.Constraint
private typealias Relation = Cassowary.Relation

/// Auto Layout for one view tree: turns the tree's active constraints into Cassowary constraints and
/// keeps the solver in step with them incrementally (a changed constant re-adds one constraint, a
/// resized autoresizing view re-suggests four edit variables), then hands solved frames to views.
///
/// Each view or guide gets four variables: its origin in its superview's (or owning view's)
/// coordinates and its size. An attribute is expressed in the coordinates of the nearest common
/// ancestor of the constraint's items by adding the origins along the way, so constraints across
/// levels of the tree need no special case. Views that keep `translatesAutoresizingMaskIntoConstraints`
/// have their variables held at their frames by near-required edit variables.
@preconcurrency @MainActor
package final class LayoutEngine {
    /// A class, so that walking the table each pass copies no weak reference (each copy of one is
    /// a call into the runtime) and retains one object, not five.
    private final class ItemVariables {
        let x: Variable, y: Variable, width: Variable, height: Variable
        private let reference: LayoutItemReference?
        var item: AnyObject? { reference?.item }
        /// The item when it is a view, read without a dynamic cast: every pass asks for each entry.
        var view: UIView? {
            guard case .view(let handle)? = reference else { return nil }
            return handle.object
        }
        var guide: UILayoutGuide? {
            guard case .guide(let handle)? = reference else { return nil }
            return handle.object
        }
        @exclusivity(unchecked) var pinnedFrame: CGRect?

        /// The frame the solver found (a negative size is none).
        var solvedFrame: CGRect {
            CGRect(x: x.value, y: y.value, width: Swift.max(0, width.value), height: Swift.max(0, height.value))
        }

        @MainActor init(x: Variable, y: Variable, width: Variable, height: Variable, item: AnyObject) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
            reference = (item as? LayoutItem)?.reference
        }
    }

    private struct Entry {
        let solverConstraints: [Constraint]
        let signature: Signature
    }

    /// What a constraint was translated from: when any of it changes, the translation is redone.
    /// Numbers (constant, priority, multiplier, attributes, margins) and the views on the way to the
    /// common ancestor.
    struct Signature: Equatable {
        var numbers: [Double] = []
        var path: [ObjectIdentifier] = []
    }

    /// Near-required, so autoresizing frames hold unless required constraints truly conflict: a
    /// rank above every priority below required.
    static let pinStrength = Strength.medium
    static let pinRank = UILayoutPriority.required.solverRank
    /// A fitting target asked at required priority: just below the pins, above any other priority.
    static let requiredFittingRank = pinRank - 1

    private unowned let root: UIView
    private let pinsAreFixed: Bool
    @exclusivity(unchecked) private var solver = Solver()
    @exclusivity(unchecked) private var variables: [ObjectIdentifier: ItemVariables] = [:] { didSet { pinnedEntryCache = nil; wrappingEntryCache = nil } }
    @exclusivity(unchecked) private var entries: [ObjectIdentifier: Entry] = [:]
    /// The items whose frames are pinned (autoresizing views), so that checking them for moves,
    /// which every view's layout pass does, costs the few pinned items and not every item.
    @exclusivity(unchecked) private var pinnedKeys: [ObjectIdentifier] = [] { didSet { pinnedEntryCache = nil } }
    /// The entries whose views may wrap to their solved width, found once: every solve looks for them.
    @exclusivity(unchecked) private var wrappingEntryCache: [ItemVariables]?
    private var wrappingEntries: [ItemVariables] {
        if let wrappingEntryCache { return wrappingEntryCache }
        var entries: [ItemVariables] = []
        for entry in variables.values where (entry.item as? UIView)?.wrapsToSolvedWidth == true { entries.append(entry) }
        wrappingEntryCache = entries
        return entries
    }
    /// The entries of `pinnedKeys`, looked up once: every view's layout pass refreshes the pins.
    @exclusivity(unchecked) private var pinnedEntryCache: [ItemVariables]?
    private var pinnedEntries: [ItemVariables] {
        if let pinnedEntryCache { return pinnedEntryCache }
        var entries: [ItemVariables] = []
        for key in pinnedKeys { if let entry = variables[key] { entries.append(entry) } }
        pinnedEntryCache = entries
        return entries
    }
    private(set) var brokenConstraints: [ObjectIdentifier] = []

    /// Set when constraints or the tree changed: the next `update()` re-reads the tree.
    @exclusivity(unchecked) var needsSync = true
    /// Whether a view of the tree may be marked for `updateConstraints()`: set when one is marked or a
    /// subtree joins (views start marked), cleared by the pass that walks the tree for them.
    @exclusivity(unchecked) var mayNeedConstraintUpdates = true

    init(root: UIView, pinsAreFixed: Bool = true) {
        self.root = root
        self.pinsAreFixed = pinsAreFixed
    }

    // MARK: Updating

    /// Brings the solver up to date and writes solved frames to the views (not yet applied: each
    /// superview applies them in layoutSubviews, as UIKit does).
    func update() {
        // Wrapping labels need their width before they know their height: solve, give each its
        // solved width, and solve again if that changed a height (UIKit's two-pass layout).
        for _ in 0..<3 {
            if needsSync {
                needsSync = false
                sync()
            }
            refreshPins()
            solver.updateVariables()
            breakConstraintsPullingAutoresizingViews()
            guard updateWrappingWidths() else { break }
            needsSync = true
        }
        publishSolvedFrames()
    }

    /// Gives wrapping views (multi-line labels, text views that do not scroll) their solved width;
    /// true when one's intrinsic size changed.
    private func updateWrappingWidths() -> Bool {
        var changed = false
        for entry in wrappingEntries {
            guard let view = entry.view, view.takeSolvedWidth(CGFloat(entry.width.value)) else { continue }
            changed = true
        }
        return changed
    }

    /// Re-suggests the frames of autoresizing views that changed since the last solve.
    /// Returns true when one had changed.
    @discardableResult
    func refreshPins() -> Bool {
        var changed = false
        for entry in pinnedEntries {
            guard let view = entry.view, view.translatesAutoresizingMaskIntoConstraints,
                  view !== root || pinsAreFixed, entry.pinnedFrame != nil else { continue }
            let frame = view.frame
            if let pinned = entry.pinnedFrame, pinned.isSame(as: frame) { continue }
            suggest(entry, frame)
            entry.pinnedFrame = frame
            changed = true
        }
        return changed
    }

    /// Pins views that translate their autoresizing mask and frees those that stopped (as UIKit
    /// removes a view's autoresizing constraints when `translatesAutoresizingMaskIntoConstraints`
    /// becomes false). True when a pin was removed.
    private func updatePins() -> Bool {
        var removed = false
        for (key, entry) in variables {
            guard let view = entry.view else { continue }
            let shouldPin = view.translatesAutoresizingMaskIntoConstraints && (view !== root || pinsAreFixed)
            let isPinned = entry.pinnedFrame != nil
            guard shouldPin != isPinned else { continue }
            for variable in [entry.x, entry.y, entry.width, entry.height] {
                if shouldPin {
                    try? solver.addEditVariable(variable, strength: LayoutEngine.pinStrength, rank: LayoutEngine.pinRank)
                } else if solver.hasEditVariable(variable) {
                    try? solver.removeEditVariable(variable)
                }
            }
            if shouldPin {
                variables[key]?.pinnedFrame = view.frame
                pinnedKeys.append(key)
                suggest(entry, view.frame)
            } else {
                variables[key]?.pinnedFrame = nil
                pinnedKeys.removeAll { $0 == key }
                removed = true
            }
        }
        return removed
    }

    private func suggest(_ entry: ItemVariables, _ frame: CGRect) {
        try? solver.suggestValue(entry.x, Double(frame.minX))
        try? solver.suggestValue(entry.y, Double(frame.minY))
        try? solver.suggestValue(entry.width, Double(frame.width))
        try? solver.suggestValue(entry.height, Double(frame.height))
    }

    private func sync() {
        // A dead item leaves variables behind in the solver; start afresh then, so nothing accumulates.
        if variables.values.contains(where: { $0.item == nil }) {
            solver = Solver()
            variables.removeAll()
            pinnedKeys.removeAll()
            entries.removeAll()
        }
        if updatePins() {
            // A constraint broken against a pin that is gone may hold now: translate it again.
            for key in brokenConstraints { entries.removeValue(forKey: key) }
        }
        // What should be in the solver now, keyed like `entries`.
        // Kept in tree and activation order too, so additions (and which side of a conflict
        // breaks) are the same on every run.
        var wanted: [ObjectIdentifier: (signature: Signature, make: () -> Void)] = [:]
        var order: [ObjectIdentifier] = []
        for constraint in root.activeConstraintsInTree() {
            let key = ObjectIdentifier(constraint)
            let signature = self.signature(of: constraint)
            wanted[key] = (signature, { [unowned self] in self.add(constraint, key: key, signature: signature) })
            order.append(key)
        }
        for view in root.intrinsicallySizedViewsInTree() {
            let size = view.intrinsicContentSize
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                let key = ObjectIdentifier(view.intrinsicSizeMarkers[axis.rawValue])
                let length = axis == .horizontal ? size.width : size.height
                let signature = Signature(numbers: [Double(length), Double(view.contentHuggingPriority(for: axis).rawValue),
                                                    Double(compressionResistance(of: view, for: axis).rawValue)])
                wanted[key] = (signature, { [unowned self] in self.addIntrinsic(view, axis, length: length, key: key, signature: signature) })
                order.append(key)
            }
        }
        // Removals first: an outgoing constraint must not make an incoming one look unsatisfiable.
        for (key, entry) in entries where wanted[key]?.signature != entry.signature {
            remove(entry)
            entries.removeValue(forKey: key)
        }
        for key in order where entries[key] == nil { wanted[key]?.make() }
    }

    private func addIntrinsic(_ view: UIView, _ axis: NSLayoutConstraint.Axis, length: CGFloat, key: ObjectIdentifier,
                              signature: Signature) {
        guard length != UIView.noIntrinsicMetric else {
            entries[key] = Entry(solverConstraints: [], signature: signature)
            return
        }
        let vars = variables(for: view)
        let dimension = Expression(axis == .horizontal ? vars.width : vars.height)
        let hugging = Constraint(dimension, .lessThanOrEqual, Expression(constant: Double(length)),
                                 priority: view.contentHuggingPriority(for: axis))
        let compression = Constraint(dimension, .greaterThanOrEqual, Expression(constant: Double(length)),
                                     priority: compressionResistance(of: view, for: axis))
        try? solver.addConstraint(hugging)
        try? solver.addConstraint(compression)
        entries[key] = Entry(solverConstraints: [hugging, compression], signature: signature)
    }

    /// A wrapping label that Auto Layout has not yet given a width measures its text on one line.
    /// That width is only a first guess for UIKit's two-pass layout, so it resists compression
    /// below required until the label knows its width: a required resistance set in Interface
    /// Builder wraps the text instead of breaking the label's edge constraints.
    private func compressionResistance(of view: UIView, for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priority = view.contentCompressionResistancePriority(for: axis)
        guard axis == .horizontal, let label = view as? UILabel, label.numberOfLines != 1,
              label.preferredMaxLayoutWidth == 0, label.automaticMaxLayoutWidth == nil else { return priority }
        return min(priority, UILayoutPriority(rawValue: UILayoutPriority.required.rawValue - 1))
    }

    private func remove(_ entry: Entry) {
        for constraint in entry.solverConstraints where solver.hasConstraint(constraint) {
            try? solver.removeConstraint(constraint)
        }
    }

    private func add(_ constraint: NSLayoutConstraint, key: ObjectIdentifier, signature: Signature) {
        guard let translated = translate(constraint) else { return }
        do {
            try solver.addConstraint(translated)
            brokenConstraints.removeAll { $0 == key }
            entries[key] = Entry(solverConstraints: [translated], signature: signature)
        } catch {
            brokenConstraints.append(key)
            entries[key] = Entry(solverConstraints: [], signature: signature)
            reportUnsatisfiable(constraint)
        }
    }

    /// What makes a constraint's translation stale: its constant, priority and the chain of views
    /// between its items and their common ancestor (the chain shapes the expression).
    private func signature(of constraint: NSLayoutConstraint) -> Signature {
        var signature = Signature(numbers: [Double(constraint.constant), Double(constraint.priority.rawValue),
                                            Double(constraint.multiplier), Double(constraint.firstAttribute.rawValue),
                                            Double(constraint.secondAttribute.rawValue), Double(constraint.relation.rawValue)])
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
            var view = (item as? LayoutItem)?.owningViewForLayout
            // The content offsets the translation reads (origin(of:in:), span(of:in:)): of the
            // scroll views between the item and the holder, and of the item's own scroll view.
            if let scrollView = view as? UIScrollView, attribute != .width, attribute != .height {
                let inside = scrollView === constraint.holder
                let isFrameGuide = (item as? UILayoutGuide)?.kind == .scrollFrame
                if isFrameGuide == inside { signature.numbers += scrollView.contentOffsetSignature }
            }
            while let current = view, current !== constraint.holder {
                signature.path.append(ObjectIdentifier(current))
                view = current.superview
                if let scrollView = view as? UIScrollView, scrollView !== constraint.holder {
                    signature.numbers += scrollView.contentOffsetSignature
                }
            }
            // A separator, so a path that moved from one item to the other is a different signature.
            signature.path.append(ObjectIdentifier(LayoutEngine.self))
            if let guide = item as? UILayoutGuide { signature.numbers += guide.layoutMarginsSignature }
        }
        return signature
    }

    // MARK: Translation

    private func variables(for item: AnyObject) -> ItemVariables {
        let key = ObjectIdentifier(item)
        if let existing = variables[key] { return existing }
        let name = String(describing: type(of: item))
        let entry = ItemVariables(x: Variable("\(name).x"), y: Variable("\(name).y"),
                                  width: Variable("\(name).width"), height: Variable("\(name).height"), item: item)
        if let view = item as? UIView, view.translatesAutoresizingMaskIntoConstraints, view !== root || pinsAreFixed {
            for variable in [entry.x, entry.y, entry.width, entry.height] {
                try? solver.addEditVariable(variable, strength: LayoutEngine.pinStrength, rank: LayoutEngine.pinRank)
            }
            entry.pinnedFrame = view.frame
            variables[key] = entry
            pinnedKeys.append(key)
            suggest(entry, view.frame)
            return entry
        }
        variables[key] = entry
        return entry
    }

    /// The origin of `view`'s frame, in the coordinates of `ancestor`. A scroll view on the way moves
    /// what it holds by its content offset, as in UIKit: a view inside it constrained to a view
    /// outside stays put while the content scrolls.
    private func origin(of view: UIView, in ancestor: UIView, horizontal: Bool) -> Expression {
        var expression = Expression()
        var current = view
        while current !== ancestor, let parent = current.superview {
            let vars = variables(for: current)
            expression = expression + Expression(horizontal ? vars.x : vars.y)
            if parent !== ancestor, let scrollView = parent as? UIScrollView {
                expression = expression - contentOffset(of: scrollView, horizontal: horizontal)
            }
            current = parent
        }
        return expression
    }

    /// A scroll view's content offset along one axis, marking the scroll view so that scrolling
    /// solves its constraints again.
    private func contentOffset(of scrollView: UIScrollView, horizontal: Bool) -> Double {
        scrollView.layoutDependsOnContentOffset = true
        return Double(horizontal ? scrollView.bounds.origin.x : scrollView.bounds.origin.y)
    }

    /// The item's leading (or top) edge and its length, in the coordinates of `ancestor`.
    /// A size (`sizeOnly`) reads no position, so it leaves the content offset alone.
    private func span(of item: LayoutItem, in ancestor: UIView, horizontal: Bool, margins: Bool, sizeOnly: Bool) -> (Expression, Expression) {
        if let view = item as? UIView {
            if margins { return span(of: view.layoutMarginsGuide, in: ancestor, horizontal: horizontal, margins: false, sizeOnly: sizeOnly) }
            let vars = variables(for: view)
            let length = Expression(horizontal ? vars.width : vars.height)
            return (sizeOnly ? Expression() : origin(of: view, in: ancestor, horizontal: horizontal), length)
        }
        let guide = item as! UILayoutGuide
        let owner = guide.owningView!
        let base = sizeOnly ? Expression() : origin(of: owner, in: ancestor, horizontal: horizontal)
        let ownerVars = variables(for: owner)
        let ownerLength = Expression(horizontal ? ownerVars.width : ownerVars.height)
        switch guide.kind {
        case .custom:
            let vars = variables(for: guide)
            let length = Expression(horizontal ? vars.width : vars.height)
            guard !sizeOnly else { return (base, length) }
            return (base + Expression(horizontal ? vars.x : vars.y) - contentShift(of: owner, in: ancestor, horizontal: horizontal), length)
        case .readable where horizontal && owner.readableInsetWithinMargins > 0:
            // Narrower than the margins: the readable width, centred between them.
            let margins = owner.effectiveLayoutMargins
            let width = Double(owner.readableWidth)
            let start = base + Double(margins.left) + (ownerLength - Double(margins.left + margins.right) - width) * 0.5
            return (start, Expression(constant: width))
        case .margins, .safeArea, .readable:
            let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMargins
            let start = Double(horizontal ? insets.left : insets.top)
            let end = Double(horizontal ? insets.right : insets.bottom)
            return (base + start, ownerLength - (start + end))
        case .scrollContent:
            // At the content's origin; its size is free, and becomes the scroll view's content size.
            let vars = variables(for: guide)
            let length = Expression(horizontal ? vars.width : vars.height)
            return (sizeOnly ? base : base - contentShift(of: owner, in: ancestor, horizontal: horizontal), length)
        case .scrollFrame:
            // Inside the scroll view, the frame is where the content is scrolled to.
            guard owner === ancestor, !sizeOnly, let scrollView = owner as? UIScrollView else { return (base, ownerLength) }
            return (base + contentOffset(of: scrollView, horizontal: horizontal), ownerLength)
        }
    }

    /// How far a scroll view has moved what it holds, seen from an ancestor outside it (0 from inside).
    private func contentShift(of owner: UIView, in ancestor: UIView, horizontal: Bool) -> Double {
        guard owner !== ancestor, let scrollView = owner as? UIScrollView else { return 0 }
        return contentOffset(of: scrollView, horizontal: horizontal)
    }

    private func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView) -> Expression {
        typealias A = NSLayoutConstraint.Attribute
        let horizontal: Bool, margins: Bool
        switch attribute {
        case .left, .right, .leading, .trailing, .width, .centerX: (horizontal, margins) = (true, false)
        case .top, .bottom, .height, .centerY: (horizontal, margins) = (false, false)
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: (horizontal, margins) = (true, true)
        case .topMargin, .bottomMargin, .centerYWithinMargins: (horizontal, margins) = (false, true)
        case .notAnAttribute: return Expression()
        }
        let (start, length) = span(of: item, in: ancestor, horizontal: horizontal, margins: margins,
                                   sizeOnly: attribute == .width || attribute == .height)
        switch attribute {
        case .left, .leading, .top, .leftMargin, .leadingMargin, .topMargin: return start
        case .right, .trailing, .bottom, .rightMargin, .trailingMargin, .bottomMargin: return start + length
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: return start + length * 0.5
        case .width, .height: return length
        case .notAnAttribute: return Expression()
        }
    }

    private func translate(_ constraint: NSLayoutConstraint) -> Constraint? {
        guard var first = constraint.firstItem as? LayoutItem, let ancestor = constraint.holder else { return nil }
        var second = constraint.secondItem as? LayoutItem
        // As in UIKit, a scroll view's edges (not its centres or sizes) constrained to its own content mean the content area.
        if let scrollView = first as? UIScrollView, let other = second as? UIView, other.isDescendant(of: scrollView), other !== scrollView,
           LayoutEngine.isEdge(constraint.firstAttribute) {
            first = scrollView.contentLayoutGuide
        }
        if let scrollView = second as? UIScrollView, let other = first as? UIView, other.isDescendant(of: scrollView), other !== scrollView,
           LayoutEngine.isEdge(constraint.secondAttribute) {
            second = scrollView.contentLayoutGuide
        }
        let lhs = expression(first, constraint.firstAttribute, in: ancestor)
        var rhs = Expression(constant: Double(constraint.constant))
        if let second {
            rhs = expression(second, constraint.secondAttribute, in: ancestor) * Double(constraint.multiplier) + rhs
        } else if constraint.secondItem == nil && constraint.firstAttribute != .width && constraint.firstAttribute != .height {
            return nil
        }
        let relation: Relation = constraint.relation == .equal ? .equal
            : constraint.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        return Constraint(lhs, relation, rhs, priority: constraint.priority)
    }

    /// Edges and margins: what refers to a scroll view's content area. Sizes and centres refer to its
    /// frame ("Constraints between the height, width, or centers attach to the scroll view's frame").
    private static func isEdge(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .width, .height, .notAnAttribute, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: return false
        default: return true
        }
    }

    // MARK: Results

    private func publishSolvedFrames() {
        for entry in variables.values {
            if let view = entry.view {
                guard !view.translatesAutoresizingMaskIntoConstraints else { continue }
                let frame = entry.solvedFrame
                if !(view.layoutState.solvedFrame?.isSame(as: frame) ?? false) {
                    view.layoutState.solvedFrame = frame
                    // Once marked, a superview is laid out anyway: marking it again for each of
                    // its subviews would walk its ancestors again.
                    if let superview = view.superview, !superview.layoutState.needsLayout { superview.setNeedsLayout() }
                }
            } else if let guide = entry.guide {
                if guide.kind == .custom {
                    guide.solvedFrame = entry.solvedFrame
                } else if guide.kind == .scrollContent, let scrollView = guide.owningView as? UIScrollView {
                    let size = entry.solvedFrame.size
                    if scrollView.contentSize != size { scrollView.contentSize = size }
                }
            }
        }
    }

    /// Asks the solver for a size as close as the given priorities allow to `target`.
    func fit(_ view: UIView, to target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        update()
        let vars = variables(for: view)
        let width = Constraint(Expression(vars.width), .equal, Expression(constant: Double(target.width)),
                               strength: Strength.medium, rank: Swift.min(horizontal.solverRank, LayoutEngine.requiredFittingRank))
        let height = Constraint(Expression(vars.height), .equal, Expression(constant: Double(target.height)),
                                strength: Strength.medium, rank: Swift.min(vertical.solverRank, LayoutEngine.requiredFittingRank))
        try? solver.addConstraint(width)
        try? solver.addConstraint(height)
        solver.updateVariables()
        let size = CGSize(width: vars.width.value, height: vars.height.value)
        try? solver.removeConstraint(width)
        try? solver.removeConstraint(height)
        return size
    }

    // MARK: Autoresizing views keep their frames

    /// In UIKit the constraints of `translatesAutoresizingMaskIntoConstraints` are required, so such a
    /// view (a controller's root view included) keeps the frame it was given. Here they are
    /// near-required edit variables, for cheap resizes; when required constraints of the app's pull
    /// one away, one of those is broken instead (the latest activated that resolves it), logged as
    /// UIKit logs it, and nothing is solved against a size the view does not have.
    private func breakConstraintsPullingAutoresizingViews() {
        var rounds = 0
        while let pulled = pinnedViewPulledAway(), rounds < 8 {
            rounds += 1
            let candidates = root.activeConstraintsInTree().reversed().filter { constraint in
                constraint.priority == .required && !(entries[ObjectIdentifier(constraint)]?.solverConstraints.isEmpty ?? true)
            }
            guard !candidates.isEmpty else { return }
            // The latest constraint whose removal lets the view keep its frame; failing that, the latest.
            let chosen = candidates.first { candidate in
                let solverConstraints = entries[ObjectIdentifier(candidate)]!.solverConstraints
                for constraint in solverConstraints { try? solver.removeConstraint(constraint) }
                solver.updateVariables()
                let resolves = pinnedViewPulledAway() == nil
                for constraint in solverConstraints { try? solver.addConstraint(constraint) }
                solver.updateVariables()
                return resolves
            } ?? candidates[0]
            let key = ObjectIdentifier(chosen)
            guard let entry = entries[key] else { return }
            remove(entry)
            entries[key] = Entry(solverConstraints: [], signature: entry.signature)
            brokenConstraints.append(key)
            solver.updateVariables()
            reportUnsatisfiable(chosen, autoresizing: pulled)
        }
    }

    /// An autoresizing view whose solved frame is not the frame it was given, if any.
    private func pinnedViewPulledAway() -> UIView? {
        func differs(_ solved: Double, _ given: CGFloat) -> Bool { abs(solved - Double(given)) > 0.01 }
        for entry in pinnedEntries {
            guard let pinned = entry.pinnedFrame, let view = entry.view else { continue }
            if differs(entry.x.value, pinned.minX) || differs(entry.y.value, pinned.minY)
                || differs(entry.width.value, pinned.width) || differs(entry.height.value, pinned.height) { return view }
        }
        return nil
    }

    // MARK: Diagnostics

    private func reportUnsatisfiable(_ broken: NSLayoutConstraint, autoresizing view: UIView? = nil) {
        let related = root.activeConstraintsInTree().filter { other in
            other !== broken && other.priority == .required && !Set(other.itemIdentifiers).isDisjoint(with: broken.itemIdentifiers)
        }
        var lines = (related + [broken]).map { "    \"\($0)\"" }
        if let view {
            // How UIKit names the constraints it makes from an autoresizing mask.
            let frame = view.frame
            let name = NSLayoutConstraint.debugName(of: view)
            lines.append("    \"<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(name).width == \(frame.width)   (active)>\"")
            lines.append("    \"<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(name).height == \(frame.height)   (active)>\"")
        }
        let list = lines.joined(separator: ",\n")
        Diagnostics.warn("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this: (1) look at each constraint and try to figure out which you don't expect; \
            (2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """)
    }
}

extension NSLayoutConstraint {
    var itemIdentifiers: [ObjectIdentifier] {
        [firstItem, secondItem].compactMap { $0.map(ObjectIdentifier.init) }
    }
}

extension UILayoutGuide {
    var layoutMarginsSignature: [Double] {
        guard let owner = owningView else { return [] }
        func numbers(_ insets: UIEdgeInsets) -> [Double] { [Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right)] }
        switch kind {
        case .margins: return numbers(owner.effectiveLayoutMargins)
        case .safeArea: return numbers(owner.safeAreaInsets)
        case .readable:
            // Its translation depends on whether it is narrower than the margins.
            return numbers(owner.effectiveLayoutMargins) + [Double(owner.readableWidth), owner.readableInsetWithinMargins > 0 ? 1 : 0]
        case .custom, .scrollContent, .scrollFrame: return []
        }
    }
}

extension UIView {
    /// The tree's layout engine, for tests and diagnostics.
    package var layoutEngineForTests: LayoutEngine? { treeRoot.layoutState.engine }
}

extension LayoutEngine {
    package var brokenConstraintCount: Int { brokenConstraints.count }
}
