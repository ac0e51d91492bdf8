import Cassowary

extension Constraint {
    /// A solver constraint at a layout priority's strength and rank.
    convenience init(_ lhs: Cassowary.Expression, _ relation: Relation, _ rhs: Cassowary.Expression, priority: UILayoutPriority) {
        self.init(lhs, relation, rhs, strength: priority.solverStrength, rank: priority.solverRank)
    }
}
