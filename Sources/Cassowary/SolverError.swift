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
