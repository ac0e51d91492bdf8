import Foundation
import UIKit
import Cassowary

/// The Cassowary solver against kiwisolver's C++ core on the same systems, round by round, and
/// the first Auto Layout pass against the bare solver.
@MainActor
enum SolverBench {
    struct Row {
        let count: Int
        var build = Comparison()
        var resolve = Comparison()
    }

    /// A chain of `count` boxes, each after the previous one, with preferred widths: the shape of a
    /// window's worth of constraints (Tests/Tools/kiwi_bench.py builds the same).
    static func buildSystem(_ count: Int, into solver: Solver) throws -> Variable {
        var previousRight = Variable("origin")
        try solver.addConstraint(Constraint(Expression(previousRight), .equal, Expression(constant: 0)))
        let edit = Variable("edit")
        try solver.addEditVariable(edit, strength: Strength.strong)
        try solver.suggestValue(edit, 100)
        for index in 0..<count / 3 {
            let left = Variable("l\(index)"), width = Variable("w\(index)")
            try solver.addConstraint(Constraint(Expression(left), .equal, Expression(previousRight) + 8))
            try solver.addConstraint(Constraint(Expression(width), .greaterThanOrEqual, Expression(constant: 10)))
            try solver.addConstraint(Constraint(Expression(width), .equal, Expression(edit) * 0.5 + Double(index % 7),
                                                strength: Strength.medium))
            let right = Variable("r\(index)")
            try solver.addConstraint(Constraint(Expression(right), .equal, Expression(left) + Expression(width)))
            previousRight = right
        }
        return edit
    }

    /// kiwisolver's figures for one size, one round: (build, re-solve) seconds.
    static func kiwi(_ count: Int) throws -> (Double, Double) {
        let python = ".venv/bin/python", script = "Tests/Tools/kiwi_bench.py"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw BenchError("kiwisolver is not installed: run `make python-tools` (make bench does).")
        }
        let result = Subprocess.run(python, [script, "\(count)"])
        let line = result.output.split(separator: "\n").first { $0.hasPrefix("\(count) ") }
        let parts = line?.split(separator: " ") ?? []
        guard result.exitCode == 0, parts.count == 3, let build = Double(parts[1]), let resolve = Double(parts[2]) else {
            throw BenchError("kiwi_bench.py failed: \(result.output)")
        }
        return (build, resolve)
    }

    static func run() throws -> [Row] {
        try [100, 1_000, 10_000].map { count in
            var row = Row(count: count)
            let buildRepeats = count <= 100 ? 20 : 1
            let resolveRepeats = count >= 10_000 ? 5 : 50
            for _ in 0..<benchRounds {
                row.build.lab.add(timePerCall(iterations: buildRepeats) {
                    let solver = Solver()
                    _ = try? buildSystem(count, into: solver)
                    solver.updateVariables()
                })
                let solver = Solver()
                let edit = try buildSystem(count, into: solver)
                solver.updateVariables()
                var value = 100.0
                row.resolve.lab.add(timePerCall(iterations: resolveRepeats) {
                    value = value == 100 ? 140 : 100
                    try? solver.suggestValue(edit, value)
                    solver.updateVariables()
                })
                let (build, resolve) = try kiwi(count)
                row.build.reference.add(build)
                row.resolve.reference.add(resolve)
            }
            return row
        }
    }

    // MARK: First Auto Layout pass

    /// `count` sibling views in a 1000 × 1000 view, 4 constraints each (leading and top from the
    /// superview, a fixed width, a height proportional to the superview's).
    static func constrainedSiblings(_ count: Int) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        for index in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index % 100)),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index / 100)),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.01),
            ])
        }
        return root
    }

    /// The same system given straight to the solver, then one read of every value.
    static func bareSiblingSystem(_ count: Int) {
        let solver = Solver()
        let rootX = Variable("root.x"), rootY = Variable("root.y"), rootW = Variable("root.w"), rootH = Variable("root.h")
        for (variable, value) in [(rootX, 0.0), (rootY, 0), (rootW, 1000), (rootH, 1000)] {
            try? solver.addConstraint(Constraint(Expression(variable), .equal, Expression(constant: value)))
        }
        for index in 0..<count {
            let x = Variable("x"), y = Variable("y"), width = Variable("w"), height = Variable("h")
            try? solver.addConstraint(Constraint(Expression(x), .equal, Expression(rootX) + Double(index % 100)))
            try? solver.addConstraint(Constraint(Expression(y), .equal, Expression(rootY) + Double(index / 100)))
            try? solver.addConstraint(Constraint(Expression(width), .equal, Expression(constant: 10)))
            try? solver.addConstraint(Constraint(Expression(height), .equal, Expression(rootH) * 0.01))
        }
        solver.updateVariables()
    }

    static func firstLayout() -> [(Int, Comparison)] {
        [1_000, 10_000].map { count in
            var comparison = Comparison()
            for _ in 0..<benchRounds {
                let root = constrainedSiblings(count)
                comparison.lab.add(timePerCall(iterations: 1) { root.layoutIfNeeded() })
                comparison.reference.add(timePerCall(iterations: 1) { bareSiblingSystem(count) })
            }
            return (count, comparison)
        }
    }
}
