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

    // MARK: Ranks (the original Cassowary's symbolic weights, which UIKit's priorities need)

    @Test func oneConstraintOfAHigherRankOutweighsAnyNumberOfLowerOnes() throws {
        let solver = Solver(), x = Variable("x")
        for _ in 0..<20 {
            try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 0), strength: Strength.medium, rank: 250))
        }
        let higher = Constraint(Expression(x), .equal, Expression(constant: 100), strength: Strength.medium, rank: 251)
        try solver.addConstraint(higher)
        solver.updateVariables()
        #expect(abs(x.value - 100) < 1e-9)
        try solver.removeConstraint(higher)
        solver.updateVariables()
        #expect(abs(x.value) < 1e-9)
    }

    @Test func withinARankStrengthsAddUpAsWeights() throws {
        let solver = Solver(), x = Variable("x")
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 0), strength: 1, rank: 5))
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 0), strength: 1, rank: 5))
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 10), strength: 1.5, rank: 5))
        solver.updateVariables()
        #expect(abs(x.value) < 1e-9)
    }

    @Test func lowerRanksAreStillMinimisedOnceHigherOnesAreMet() throws {
        let solver = Solver(), x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(Expression(x), .greaterThanOrEqual, Expression(constant: 10), strength: 1, rank: 2))
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(constant: 20), strength: 1, rank: 1))
        try solver.addConstraint(Constraint(Expression(y), .equal, Expression(x) + Expression(constant: 5), strength: 1, rank: 0))
        solver.updateVariables()
        #expect(abs(x.value - 20) < 1e-9)
        #expect(abs(y.value - 25) < 1e-9)
    }

    @Test func suggestionsAtAHigherRankMoveAnyNumberOfLowerOnes() throws {
        for ranked in [true, false] {
            let solver = Solver(), x = Variable("x"), y = Variable("y")
            try solver.addConstraint(Constraint(Expression(x), .lessThanOrEqual, Expression(y)))
            for _ in 0..<3 {
                try solver.addConstraint(Constraint(Expression(y), .equal, Expression(constant: 0), strength: 1, rank: ranked ? 1 : 0))
            }
            try solver.addEditVariable(x, strength: 1, rank: ranked ? 2 : 0)
            for value in [50.0, 80, 30] {
                try solver.suggestValue(x, value)
                solver.updateVariables()
                // Ranked, the edit wins over three lower constraints; as weights, three outweigh one.
                #expect(abs(y.value - (ranked ? value : 0)) < 1e-9, "ranked \(ranked), suggested \(value)")
            }
        }
    }
}
