import Foundation
import Testing
@testable import Cassowary

/// Random constraint systems solved by our solver and by kiwisolver (the C++ Cassowary solver,
/// through its Python binding in .venv, which `make test` installs): the same constraints must be
/// refused and every variable must come out the same.
@Suite struct DifferentialTests {
    static let systemCount = 1_100
    /// Systems that must be compared value for value (kiwisolver aborts on a few percent).
    static let requiredComparisons = 1_000

    struct Spec: Codable {
        var terms: [[Double]]
        var constant: Double
        var op: String
        var strength: Double
    }

    struct System: Codable {
        var variables: Int
        var constraints: [Spec]
    }

    struct Result: Codable {
        var values: [Double]
        var rejected: [Int]
        /// Set when kiwisolver itself failed on the system (its internal errors abort the process).
        var error: String?
    }

    /// A deterministic generator (SplitMix64), so a failing seed can be replayed.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    /// Hundreds of variables, required equalities and inequalities between them, preferences of
    /// mixed strengths, and a weak pull with its own weight on every variable so the optimum is unique.
    static func makeSystem(seed: UInt64) -> System {
        var random = Random(state: seed)
        let count = random.int(100...300)
        var constraints: [Spec] = []
        for index in 0..<count {
            // Variable `index` relates to an earlier one: a chain with branches, like a layout.
            if index > 0 {
                let other = random.int(0...(index - 1))
                let gap = Double(random.int(-50...50))
                let kind = random.unit()
                let op = kind < 0.4 ? "==" : (kind < 0.7 ? ">=" : "<=")
                let strength = random.unit() < 0.7 ? Strength.required : [Strength.strong, Strength.medium * 10, Strength.medium][random.int(0...2)]
                constraints.append(Spec(terms: [[Double(index), 1], [Double(other), -1]], constant: -gap, op: op, strength: strength))
            }
            if random.unit() < 0.3 {
                let weight = Strength.medium * (1 + random.unit())
                constraints.append(Spec(terms: [[Double(index), 1]], constant: -Double(random.int(0...1000)), op: "==", strength: weight))
            }
            if random.unit() < 0.1, index > 5 {
                // A proportion of one of the first few variables (a width that is a share of the
                // window's, a centre): multipliers as layouts use them, not chained deep.
                let base = random.int(0...4)
                let share = [0.5, 1.0 / 3.0, 2.0 / 3.0, 0.25][random.int(0...3)]
                constraints.append(Spec(terms: [[Double(index), 1], [Double(base), -share]], constant: -Double(random.int(0...40)),
                                        op: random.unit() < 0.5 ? "==" : ">=",
                                        strength: random.unit() < 0.5 ? Strength.required : Strength.strong))
            }
        }
        for index in 0..<count {
            constraints.append(Spec(terms: [[Double(index), 1]], constant: -Double(random.int(0...1000)), op: "==",
                                    strength: Strength.weak * (1 + random.unit())))
        }
        return System(variables: count, constraints: constraints)
    }

    static func solveHere(_ system: System) -> Result {
        let solver = Solver()
        let variables = (0..<system.variables).map { Variable("v\($0)") }
        var rejected: [Int] = []
        for (index, spec) in system.constraints.enumerated() {
            let expression = Expression(terms: spec.terms.map { Expression.Term(variables[Int($0[0])], $0[1]) }, constant: spec.constant)
            let relation: Relation = spec.op == "==" ? .equal : (spec.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual)
            do {
                try solver.addConstraint(Constraint(expression, relation, strength: spec.strength))
            } catch SolverError.unsatisfiableConstraint {
                rejected.append(index)
            } catch {
                return Result(values: [], rejected: [-1], error: "constraint \(index): \(error)")
            }
        }
        solver.updateVariables()
        return Result(values: variables.map(\.value), rejected: rejected)
    }

    static var python: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".venv/bin/python")
    }

    @Test func agreesWithKiwisolverOnAThousandRandomSystems() throws {
        let root = DifferentialTests.python.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let python = DifferentialTests.python
        try #require(FileManager.default.isExecutableFile(atPath: python.path),
                     "kiwisolver's Python is missing at \(python.path); run `make python-tools` (make test does)")
        let systems = (0..<DifferentialTests.systemCount).map { DifferentialTests.makeSystem(seed: UInt64($0) &* 7919 &+ 17) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cassowary-differential-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("systems.json"), output = folder.appendingPathComponent("kiwi.json")
        try JSONEncoder().encode(["systems": systems]).write(to: input)

        let process = Process()
        process.executableURL = python
        process.arguments = [root.appendingPathComponent("Tests/Tools/kiwi_solve.py").path, input.path, output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "kiwisolver run failed: \(errorText)")
        let theirs = try JSONDecoder().decode([String: [Result]].self, from: Data(contentsOf: output))["results"]!
        try #require(theirs.count == systems.count)

        var compared = 0, rejections = 0, kiwiFailures = 0
        for (index, system) in systems.enumerated() {
            let ours = DifferentialTests.solveHere(system)
            guard ours.error == nil else {
                Issue.record("system \(index): our solver failed: \(ours.error!)")
                continue
            }
            if theirs[index].error != nil {
                // No reference: ours must still satisfy every required constraint it accepted.
                kiwiFailures += 1
                for (constraintIndex, spec) in system.constraints.enumerated()
                    where spec.strength >= Strength.required && !ours.rejected.contains(constraintIndex) {
                    let value = spec.terms.reduce(spec.constant) { $0 + ours.values[Int($1[0])] * $1[1] }
                    let holds = spec.op == "==" ? abs(value) < 1e-6 : (spec.op == "<=" ? value < 1e-6 : value > -1e-6)
                    #expect(holds, "system \(index): required constraint \(constraintIndex) does not hold")
                }
                continue
            }
            #expect(ours.rejected == theirs[index].rejected, "system \(index): refused constraints differ")
            rejections += ours.rejected.count
            for (variable, (a, b)) in zip(ours.values, theirs[index].values).enumerated() {
                // A thousandth of a point: far below anything a layout can show.
                let tolerance = 1e-3
                if abs(a - b) > tolerance {
                    Issue.record("system \(index) (seed \(UInt64(index) &* 7919 &+ 17)), v\(variable): ours \(a), kiwisolver \(b)")
                    break
                }
            }
            compared += 1
        }
        #expect(compared >= DifferentialTests.requiredComparisons,
                "compared \(compared) systems with kiwisolver (it failed internally on \(kiwiFailures))")
        #expect(rejections > 0, "the generator should exercise conflicting required constraints too")
    }
}

