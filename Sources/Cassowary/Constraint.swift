/// `expression relation 0` with a strength and a rank. Compared by identity.
///
/// Non-required constraints of a higher rank are satisfied before any of a lower rank is considered;
/// within a rank, their strengths weigh against each other. Rank 0 alone is kiwi's weighted Cassowary.
public final class Constraint: Hashable, CustomStringConvertible {
    public let expression: Expression
    public let relation: Relation
    public let strength: Double
    public let rank: Int

    /// `lhs relation rhs`, stored as `lhs − rhs relation 0` with like terms merged.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression = Expression(), strength: Double = Strength.required,
                rank: Int = 0) {
        let difference = lhs - rhs
        var merged: [ObjectIdentifier: Expression.Term] = [:]
        var order: [ObjectIdentifier] = []
        for term in difference.terms {
            let key = ObjectIdentifier(term.variable)
            if let existing = merged[key] {
                merged[key] = Expression.Term(term.variable, existing.coefficient + term.coefficient)
            } else {
                merged[key] = term
                order.append(key)
            }
        }
        self.expression = Expression(terms: order.compactMap { merged[$0] }, constant: difference.constant)
        self.relation = relation
        self.strength = Strength.clip(strength)
        self.rank = rank
    }

    public var isRequired: Bool { strength >= Strength.required }

    public static func == (l: Constraint, r: Constraint) -> Bool { l === r }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String {
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        return "\(expression) \(op) 0 (strength \(strength), rank \(rank))"
    }
}
