import Testing
@testable import Cassowary

@Suite struct SolverTests {
    @Test func requiredEqualitiesSolveExactly() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(Expression(x) + Expression(y), .equal, Expression(constant: 10)))
        try solver.addConstraint(Constraint(Expression(x) - Expression(y), .equal, Expression(constant: 4)))
        solver.updateVariables()
        #expect(abs(x.value - 7) < 1e-9)
        #expect(abs(y.value - 3) < 1e-9)
    }

    @Test func strongerPreferenceWins() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 10), strength: Strength.weak))
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 20), strength: Strength.strong))
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9)
    }

    @Test func inequalityBoundsAPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 5)))
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 100), strength: Strength.medium))
        solver.updateVariables()
        #expect(abs(x.value - 5) < 1e-9)
    }

    @Test func conflictingRequiredConstraintIsRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 1)))
        #expect(throws: SolverError.unsatisfiableConstraint) {
            try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 2)))
        }
        solver.updateVariables()
        #expect(abs(x.value - 1) < 1e-9)
    }

    @Test func removingAConstraintRestoresTheWeakerOne() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 10), strength: Strength.weak))
        let strong = Constraint(Expression(x), .equal, Expression(constant: 20), strength: Strength.strong)
        try solver.addConstraint(strong)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
        #expect(throws: SolverError.unknownConstraint) { try solver.removeConstraint(strong) }
    }

    @Test func editVariablesFollowSuggestions() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(Constraint(Expression(right), .equal, Expression(left) + Expression(width)))
        try solver.addConstraint(Constraint(Expression(width), .greaterThanOrEqual, Expression(constant: 50)))
        try solver.addEditVariable(left, strength: Strength.strong)
        try solver.addEditVariable(right, strength: Strength.strong)
        for (l, r) in [(0.0, 100.0), (10, 300), (40, 60)] {
            try solver.suggestValue(left, l)
            try solver.suggestValue(right, r)
            solver.updateVariables()
            #expect(width.value >= 50 - 1e-9)
            if r - l >= 50 {
                #expect(abs(width.value - (r - l)) < 1e-9)
            }
        }
        #expect(throws: SolverError.requiredEditVariable) { try solver.addEditVariable(Variable(), strength: Strength.required) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(Variable(), 1) }
    }

    @Test func duplicateConstraintIsRefused() throws {
        let solver = Solver()
        let constraint = Constraint(Expression(Variable()), .equal, Expression(constant: 1))
        try solver.addConstraint(constraint)
        #expect(throws: SolverError.duplicateConstraint) { try solver.addConstraint(constraint) }
    }
}
