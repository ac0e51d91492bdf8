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
