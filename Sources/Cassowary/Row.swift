/// A row of the simplex tableau: `basic = constant + Σ coefficient × symbol`.
/// Symbols are integer ids handed out by the solver; the solver keeps each symbol's kind.
final class Row {
    private(set) var cells: [Int: Double]
    private(set) var constant: Double

    init(constant: Double = 0, cells: [Int: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> Row { Row(constant: constant, cells: cells) }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    func insert(_ symbol: Int, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if nearZero(sum) { cells.removeValue(forKey: symbol) } else { cells[symbol] = sum }
    }

    func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    func remove(_ symbol: Int) { cells.removeValue(forKey: symbol) }

    func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Rewrites `0 = … + c·symbol + …` as `symbol = …`.
    func solve(for symbol: Int) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        for key in cells.keys { cells[key]! *= coefficient }
    }

    /// Rewrites `lhs = … + c·rhs + …` as `rhs = …`.
    func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    func coefficient(for symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// Replaces `symbol` by the expression `row` stands for.
    func substitute(_ symbol: Int, _ row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
    }
}

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
