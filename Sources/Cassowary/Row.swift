/// A row of the simplex tableau: `basic = constant + Σ coefficient × symbol`.
///
/// Cells are kept as two parallel arrays sorted by symbol id (rows are short, so a sorted array
/// beats hashing: lookups search from the front, then halve, and adding a whole row is a linear merge).
/// Symbols are integer ids handed out by the solver, which keeps each symbol's kind.
final class Row {
    // Unchecked exclusivity: the solver is single-threaded and never overlaps accesses to a row;
    // the runtime check on each access cost more than the binary searches it guarded.
    @exclusivity(unchecked) private(set) var symbols: [Int]
    @exclusivity(unchecked) private(set) var coefficients: [Double]
    @exclusivity(unchecked) private(set) var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
        symbols = []
        coefficients = []
    }

    private init(constant: Double, symbols: [Int], coefficients: [Double]) {
        self.constant = constant
        self.symbols = symbols
        self.coefficients = coefficients
    }

    func copy() -> Row { Row(constant: constant, symbols: symbols, coefficients: coefficients) }

    var isEmpty: Bool { symbols.isEmpty }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// The position of `symbol`, or where it would go.
    @inline(__always)
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        // One access to the array for the whole search: each read of a class's stored array is an
        // exclusivity check, which cost more than the search itself.
        symbols.withUnsafeBufferPointer { symbols in
            let count = symbols.count
            // A symbol newer than every cell (a row being built) goes at the end, with no search.
            guard count > 0, symbol <= symbols[count - 1] else { return (count, false) }
            // The oldest symbols come first and are the ones looked up in the most rows (an edit's
            // marker is in every row its edit moves, behind at most a few older dummies), so the
            // search gallops from the front (cells 0, 1, 3, 7, 15, ...) before halving: a symbol
            // near the front costs a cache line or two where halving a long row costs one per step.
            var low = 0, bound = 0, step = 1
            while bound < count {
                let value = symbols[bound]
                if value == symbol { return (bound, true) }
                if value > symbol { break }
                low = bound + 1
                bound += step
                step <<= 1
            }
            var high = Swift.min(bound, count)
            while low < high {
                let middle = (low + high) >> 1
                let value = symbols[middle]
                if value == symbol { return (middle, true) }
                if value < symbol { low = middle + 1 } else { high = middle }
            }
            return (low, false)
        }
    }

    func insert(_ symbol: Int, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if nearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !nearZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Adds `coefficient × row`, merging the two sorted cell lists in one pass.
    func insert(_ row: Row, _ coefficient: Double = 1) {
        var unused: [Int] = []
        insert(row, coefficient, tracking: false, added: &unused)
    }

    /// `insert(row, coefficient)` that appends to `added` each symbol this row did not hold before
    /// (when `tracking`): the solver's column index needs only those.
    private func insert(_ row: Row, _ coefficient: Double, tracking: Bool, added: inout [Int]) {
        constant += row.constant * coefficient
        guard !row.symbols.isEmpty else { return }
        if row.symbols.count <= 4 {
            // A short row goes in cell by cell: cheaper than building two new arrays.
            for index in row.symbols.indices {
                let symbol = row.symbols[index]
                if tracking && !position(of: symbol).found { added.append(symbol) }
                insert(symbol, row.coefficients[index] * coefficient)
            }
            return
        }
        var mergedSymbols: [Int] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < row.symbols.count {
            if j == row.symbols.count || (i < symbols.count && symbols[i] < row.symbols[j]) {
                mergedSymbols.append(symbols[i]); mergedCoefficients.append(coefficients[i]); i += 1
            } else if i == symbols.count || row.symbols[j] < symbols[i] {
                let value = row.coefficients[j] * coefficient
                if !nearZero(value) {
                    mergedSymbols.append(row.symbols[j]); mergedCoefficients.append(value)
                    if tracking { added.append(row.symbols[j]) }
                }
                j += 1
            } else {
                let value = coefficients[i] + row.coefficients[j] * coefficient
                if !nearZero(value) { mergedSymbols.append(symbols[i]); mergedCoefficients.append(value) }
                i += 1; j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    func remove(_ symbol: Int) {
        let (index, found) = position(of: symbol)
        if found {
            symbols.remove(at: index)
            coefficients.remove(at: index)
        }
    }

    func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = … + c·symbol + …` as `symbol = …`.
    func solve(for symbol: Int) {
        let (index, _) = position(of: symbol)
        let coefficient = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= coefficient
        for i in coefficients.indices { coefficients[i] *= coefficient }
    }

    /// Rewrites `lhs = … + c·rhs + …` as `rhs = …`.
    func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    func coefficient(for symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Replaces `symbol` by the expression `row` stands for; appends to `added` the symbols this
    /// row holds now and did not before.
    func substitute(_ symbol: Int, _ row: Row, added: inout [Int]) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient, tracking: true, added: &added)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    func substitute(_ symbol: Int, _ row: Row) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient)
    }
}

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
