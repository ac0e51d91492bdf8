/// A linear expression: a sum of `coefficient × variable` terms plus a constant.
public struct Expression: CustomStringConvertible {
    public struct Term {
        public let variable: Variable
        public let coefficient: Double
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    public init(constant: Double) { self.init(terms: [], constant: constant) }

    public var description: String {
        let parts = terms.map { "\($0.coefficient) * \($0.variable)" } + ["\(constant)"]
        return parts.joined(separator: " + ")
    }

    public static func + (l: Expression, r: Expression) -> Expression {
        Expression(terms: l.terms + r.terms, constant: l.constant + r.constant)
    }
    public static func + (l: Expression, r: Double) -> Expression {
        Expression(terms: l.terms, constant: l.constant + r)
    }
    public static func - (l: Expression, r: Expression) -> Expression { l + r * -1 }
    public static func - (l: Expression, r: Double) -> Expression { l + -r }
    public static func * (l: Expression, r: Double) -> Expression {
        Expression(terms: l.terms.map { Term($0.variable, $0.coefficient * r) }, constant: l.constant * r)
    }
}

/// How the two sides of a constraint relate.
public enum Relation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// Strengths as weights in the objective. `required` constraints must hold; the others are
/// satisfied as well as their weights allow, as in Cassowary (and kiwi's numbers).
public enum Strength {
    public static let required: Double = 1_001_001_000
    public static let strong: Double = 1_000_000
    public static let medium: Double = 1_000
    public static let weak: Double = 1

    /// Clips a strength into [0, required].
    static func clip(_ value: Double) -> Double { Swift.min(required, Swift.max(0, value)) }
}

/// `expression relation 0` with a strength. Compared by identity.
public final class Constraint: Hashable, CustomStringConvertible {
    public let expression: Expression
    public let relation: Relation
    public let strength: Double

    /// `lhs relation rhs`, stored as `lhs − rhs relation 0` with like terms merged.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression = Expression(), strength: Double = Strength.required) {
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
    }

    public var isRequired: Bool { strength >= Strength.required }

    public static func == (l: Constraint, r: Constraint) -> Bool { l === r }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String {
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        return "\(expression) \(op) 0 (strength \(strength))"
    }
}

/// Why the solver refused a request.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    case duplicateConstraint
    case unsatisfiableConstraint
    case unknownConstraint
    case duplicateEditVariable
    case unknownEditVariable
    case requiredEditVariable
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint: return "The constraint was already added to this solver."
        case .unsatisfiableConstraint: return "The required constraint conflicts with required constraints already added."
        case .unknownConstraint: return "The constraint was never added to this solver (or was removed already)."
        case .duplicateEditVariable: return "The variable is already an edit variable."
        case .unknownEditVariable: return "The variable is not an edit variable; add it with addEditVariable first."
        case .requiredEditVariable: return "An edit variable cannot be required; use a strength below Strength.required."
        case .internalError(let why): return "Solver internal error: \(why)"
        }
    }
}
