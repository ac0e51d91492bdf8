import Synchronization

/// A linear relation between two layout attributes: `first = multiplier × second + constant`,
/// solved by the Cassowary solver of the window's layout engine.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public var firstItem: AnyObject? { firstItemReference.item }
    public var secondItem: AnyObject? { secondItemReference?.item }
    /// The items without weak references to them (LayoutItemReference): every constrained view
    /// would otherwise have a side table.
    private let firstItemReference: LayoutItemReference
    private let secondItemReference: LayoutItemReference?

    /// The first item's anchor for `firstAttribute` (equal to the anchor the constraint was made with).
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        guard let item = firstItem as? LayoutItem else {
            Diagnostics.warnOnce("constraint.firstAnchor", "NSLayoutConstraint.firstAnchor: the first item no longer exists; the anchor stands for nothing.")
            return NSLayoutAnchor(item: UILayoutGuide(), attribute: firstAttribute)
        }
        return NSLayoutAnchor(item: item, attribute: firstAttribute)
    }

    /// The second item's anchor for `secondAttribute`, nil for a constant size.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        (secondItem as? LayoutItem).map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat

    open var constant: CGFloat {
        didSet {
            NSLayoutConstraint.refuseNonFinite(constant, of: self)
            if oldValue != constant { engineDidChange() }
            descriptionParts.withLock { $0.constant = constant }
        }
    }

    /// An object's address as UIKit's logs print it (`0x7fb8e8d0b2e0`), so the same view reads the
    /// same in every line of a log.
    nonisolated static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// How a constraint's description names an item: `UIView:0x7fb8e8d0b2e0`.
    nonisolated static func debugName(of item: AnyObject) -> String { "\(type(of: item)):\(address(of: item))" }

    /// UIKit's assertion for a constant that is not finite.
    static func refuseNonFinite(_ constant: CGFloat, of constraint: NSLayoutConstraint) {
        guard !constant.isFinite else { return }
        Diagnostics.fail("NSLayoutConstraint constant is not finite! That's illegal. constant:\(constant) firstAttribute:\(constraint.firstAttribute)")
    }

    /// Changing a required priority to optional (or back) on an active constraint is an error in UIKit;
    /// here it takes effect, re-solving.
    open var priority: UILayoutPriority = .required {
        didSet {
            if oldValue != priority { engineDidChange() }
            descriptionParts.withLock { $0.priority = priority.rawValue }
        }
    }

    open var identifier: String? {
        didSet { descriptionParts.withLock { $0.identifier = identifier } }
    }

    /// The view whose `constraints` hold this one while active: the items' nearest common ancestor.
    @Unretained var holder: UIView? = nil {
        didSet { descriptionParts.withLock { $0.isActive = holder != nil } }
    }

    /// What `description` shows, kept current as the constraint changes, so that `description`
    /// works on any thread, as UIKit's does (printing a constraint from a background task).
    private struct DescriptionParts: Sendable {
        let address: String, first: String, second: String?
        let firstAttribute: Attribute, secondAttribute: Attribute, relation: Relation, multiplier: CGFloat
        var constant: CGFloat, priority: Float, identifier: String?, isActive: Bool
    }
    private let descriptionParts: Mutex<DescriptionParts>

    open var isActive: Bool {
        get { holder != nil }
        set { newValue ? activateSelf() : deactivateSelf() }
    }

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let second = view2 as? LayoutItem
        guard let first = view1 as? LayoutItem, view2 == nil || second != nil else {
            let item = view1 is LayoutItem ? view2! : view1
            Diagnostics.raise("NSInvalidArgumentException", reason: "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                + "Constraint items must each be a view or layout guide (got \(type(of: item))).")
        }
        self.init(first: first, attr1, relation, second, attr2, multiplier: multiplier, constant: c)
    }

    init(first: LayoutItem, _ attr1: Attribute, _ relation: Relation, _ second: LayoutItem?,
         _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat) {
        // A zero multiplier cancels the second item of a size: UIKit keeps the constraint as a
        // constant size, with no second item and a multiplier of 1.
        let cancelsSecond = multiplier == 0 && second != nil && (attr1 == .width || attr1 == .height)
        let second = cancelsSecond ? nil : second
        let multiplier: CGFloat = cancelsSecond ? 1 : multiplier
        precondition(attr1 != .notAnAttribute, "A constraint's first attribute cannot be .notAnAttribute.")
        if second == nil {
            precondition(attr1 == .width || attr1 == .height,
                         "A constraint with no second item must constrain .width or .height, not \(attr1).")
        }
        firstItemReference = first.reference
        secondItemReference = second?.reference
        self.firstAttribute = attr1
        self.secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        descriptionParts = Mutex(DescriptionParts(
            address: "", first: NSLayoutConstraint.debugName(of: first), second: second.map(NSLayoutConstraint.debugName), firstAttribute: attr1,
            secondAttribute: second == nil ? .notAnAttribute : attr2, relation: relation, multiplier: multiplier,
            constant: constant, priority: UILayoutPriority.required.rawValue, identifier: nil, isActive: false))
        super.init()
        let address = NSLayoutConstraint.address(of: self)
        descriptionParts.withLock { $0 = DescriptionParts(
            address: address, first: $0.first, second: $0.second, firstAttribute: $0.firstAttribute,
            secondAttribute: $0.secondAttribute, relation: $0.relation, multiplier: $0.multiplier,
            constant: $0.constant, priority: $0.priority, identifier: $0.identifier, isActive: $0.isActive) }
        NSLayoutConstraint.refuseNonFinite(constant, of: self)
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    nonisolated open override var description: String {
        let parts = descriptionParts.withLock { $0 }
        let op = parts.relation == .equal ? "==" : parts.relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = ""
        if let second = parts.second {
            rhs = "\(second).\(parts.secondAttribute)"
            if parts.multiplier != 1 { rhs += "*\(parts.multiplier)" }
            if parts.constant != 0 { rhs += parts.constant > 0 ? " + \(parts.constant)" : " - \(-parts.constant)" }
        } else {
            rhs = "\(parts.constant)"
        }
        let tag = parts.identifier.map { "'\($0)' " } ?? ""
        let priorityText = parts.priority == UILayoutPriority.required.rawValue ? "" : " @\(Int(parts.priority))"
        return "<NSLayoutConstraint:\(parts.address) \(tag)\(parts.first).\(parts.firstAttribute) \(op) \(rhs)\(priorityText)   (\(parts.isActive ? "active" : "inactive"))>"
    }

    private func activateSelf() {
        guard holder == nil, let first = firstItem as? LayoutItem else { return }
        let items = [first.owningViewForLayout, (secondItem as? LayoutItem)?.owningViewForLayout].compactMap { $0 }
        guard let ancestor = UIView.nearestCommonAncestor(items) else {
            Diagnostics.warn("""
                Unable to activate constraint with anchors \(firstAttribute) and \(secondAttribute) because they \
                have no common ancestor. Add both views to the same hierarchy before activating: \(self)
                """)
            return
        }
        holder = ancestor
        ancestor.layoutState.constraints.append(self)
        ancestor.constraintsDidChange()
    }

    private func deactivateSelf() {
        guard let holder else { return }
        holder.layoutState.constraints.removeAll { $0 === self }
        self.holder = nil
        holder.constraintsDidChange()
    }

    private func engineDidChange() {
        holder?.constraintsDidChange()
    }
}

extension NSLayoutConstraint.Attribute: CustomStringConvertible {
    public var description: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}
