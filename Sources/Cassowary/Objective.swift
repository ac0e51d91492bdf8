/// What the solver minimises: the weighted errors of the non-required constraints, one row for each
/// rank in use. A higher rank is minimised before any lower rank counts, as the original Cassowary's
/// symbolic weights are compared, so one constraint of a higher rank outweighs any number of lower
/// ones; within a rank, strengths are plain weights that add up, as kiwi's are.
///
/// A single row with every weight folded in cannot do this: twenty errors of weight 250 outweigh one
/// of 251, and weights spaced far enough apart to stop that lose the lower ranks to rounding.
final class Objective {
    /// The ranks in use, highest first, and their rows at the same positions.
    private(set) var ranks: [Int] = []
    private(set) var rows: [Row] = []

    init() {}

    /// An objective of one row, as phase one of adding a constraint minimises its artificial row.
    init(_ row: Row) {
        ranks = [0]
        rows = [row]
    }

    /// The sum of the rows' weighted errors (meaningful as one number only within one rank).
    var value: Double { rows.reduce(0) { $0 + $1.constant } }

    func insert(_ symbol: Int, _ weight: Double, rank: Int) { row(for: rank).insert(symbol, weight) }

    func insert(_ row: Row, _ weight: Double, rank: Int) { self.row(for: rank).insert(row, weight) }

    func remove(_ symbol: Int) {
        for row in rows { row.remove(symbol) }
    }

    func remove(_ symbol: Int, atRankIndex index: Int) { rows[index].remove(symbol) }

    func substitute(_ symbol: Int, _ row: Row) {
        for objectiveRow in rows { objectiveRow.substitute(symbol, row) }
    }

    /// Each rank's tolerance: rounding leaves specks of a coefficient behind, so one counts as
    /// negative only beyond a margin relative to the largest weight of its rank.
    func tolerances() -> [Double] {
        rows.map { row in row.coefficients.reduce(1) { Swift.max($0, abs($1)) } * 1e-11 }
    }

    /// The symbol that improves the objective: its coefficients, read from the highest rank down,
    /// are negligible until one is negative. Lower ids come first within a rank, so a system always
    /// pivots the same way.
    func entering(tolerances: [Double], where isCandidate: (Int) -> Bool)
        -> (symbol: Int, rankIndex: Int, coefficient: Double)? {
        for level in rows.indices {
            let row = rows[level]
            for (index, symbol) in row.symbols.enumerated()
                where row.coefficients[index] < -tolerances[level] && isCandidate(symbol) {
                // A positive coefficient at a higher rank would make that rank worse.
                let harmsHigherRank = (0..<level).contains { rows[$0].coefficient(for: symbol) > tolerances[$0] }
                if !harmsHigherRank { return (symbol, level, row.coefficients[index]) }
            }
        }
        return nil
    }

    /// Whether `a`'s coefficients divided by `aDivisor` come before `b`'s divided by `bDivisor`,
    /// compared from the highest rank down: the dual simplex's choice of entering symbol.
    func ratio(of a: Int, over aDivisor: Double, isLessThan b: Int, over bDivisor: Double) -> Bool {
        for row in rows {
            let left = row.coefficient(for: a) / aDivisor, right = row.coefficient(for: b) / bDivisor
            if left != right { return left < right }
        }
        return false
    }

    private func row(for rank: Int) -> Row {
        if let index = ranks.firstIndex(of: rank) { return rows[index] }
        let index = ranks.firstIndex { $0 < rank } ?? ranks.count
        ranks.insert(rank, at: index)
        rows.insert(Row(), at: index)
        return rows[index]
    }
}
