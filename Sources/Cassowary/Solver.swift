/// An incremental Cassowary solver: constraints are added and removed one at a time, and edit
/// variables take new suggested values, each re-optimising from the previous solution rather than
/// solving from scratch (dual simplex for edits). Written after Badros, Borning & Stuckey's paper
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm" (2001).
///
/// Ties are broken by the lowest symbol id, so a system always solves the same way.
public final class Solver {
    private enum Kind { case external, slack, error, dummy }

    /// A constraint's bookkeeping symbols: `marker` identifies its row; `other` is its second error
    /// symbol for a non-required equality, or its error symbol for a non-required inequality.
    private struct Tag { var marker: Int = -1, other: Int = -1 }

    private struct EditInfo { var tag: Tag, constraint: Constraint, constant: Double }

    // Unchecked exclusivity on the tableau: see Row.
    @exclusivity(unchecked) private var kinds: [Kind] = []
    @exclusivity(unchecked) private var rows = SymbolTable<Row>()
    private var symbolOfVariable: [Variable: Int] = [:]
    /// The same pairs as `symbolOfVariable`, in the order they were made, for `updateVariables`.
    private var variableSymbols: [(variable: Variable, symbol: Int)] = []
    private var variableOfSymbol: [Int: Variable] = [:]
    private var tags: [Constraint: Tag] = [:]
    private var edits: [Variable: EditInfo] = [:]
    private var infeasibleRows: [Int] = []
    private let objective = Objective()
    private var artificial: Objective?
    /// For each symbol, the basic symbols whose rows may hold it (a superset: a cancelled cell
    /// leaves its entry, and a cell added again adds it twice, until the next look prunes it).
    /// Substituting a symbol, choosing a pivot's leaving row and moving an edit visit these rows
    /// instead of the whole tableau, which keeps adding n constraints near-linear rather than
    /// quadratic. Plain arrays: appending is all an insertion costs, where a set hashed each time.
    @exclusivity(unchecked) private var columns = SymbolTable<[Int]>()
    /// `rowsHolding`'s marks of the rows it has seen in this look (a look is a new stamp).
    @exclusivity(unchecked) private var seenStamp: [UInt32] = []
    private var stamp: UInt32 = 0

    public init() {}

    public var constraintCount: Int { tags.count }

    public func hasConstraint(_ constraint: Constraint) -> Bool { tags[constraint] != nil }
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    // MARK: Constraints

    /// Adds a constraint. - Complexity: one pivot sequence over the tableau, not a full re-solve.
    public func addConstraint(_ constraint: Constraint) throws {
        guard tags[constraint] == nil else { throw SolverError.duplicateConstraint }
        var tag = Tag()
        let row = makeRow(for: constraint, tag: &tag)
        var subject = chooseSubject(row, tag)
        if subject < 0 && allDummies(row) {
            guard nearZero(row.constant) else { throw SolverError.unsatisfiableConstraint }
            subject = tag.marker
        }
        if subject < 0 {
            guard try addWithArtificialVariable(row) else { throw SolverError.unsatisfiableConstraint }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(row, for: subject)
        }
        tags[constraint] = tag
        try optimize(objective)
    }

    public func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = tags.removeValue(forKey: constraint) else { throw SolverError.unknownConstraint }
        removeErrorEffects(tag.marker, constraint)
        removeErrorEffects(tag.other, constraint)
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker), let row = rows.removeValue(forKey: leaving) else {
                throw SolverError.internalError("no row to remove the constraint's marker from")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        try optimize(objective)
    }

    // MARK: Edit variables

    /// Adds an edit variable, held to its suggested values with `strength` at `rank` (see `Constraint`).
    public func addEditVariable(_ variable: Variable, strength: Double, rank: Int = 0) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable }
        let clipped = Strength.clip(strength)
        guard clipped < Strength.required else { throw SolverError.requiredEditVariable }
        let constraint = Constraint(Expression(variable), .equal, strength: clipped, rank: rank)
        try addConstraint(constraint)
        edits[variable] = EditInfo(tag: tags[constraint]!, constraint: constraint, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable }
        try removeConstraint(info.constraint)
    }

    /// Suggests a value for an edit variable. - Complexity: a dual-simplex pass over the rows the
    /// change makes infeasible; usually a handful of pivots.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard var info = edits[variable] else { throw SolverError.unknownEditVariable }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        if let row = rows[info.tag.marker] {
            if row.add(-delta) < 0 { infeasibleRows.append(info.tag.marker) }
        } else if let row = rows[info.tag.other] {
            if row.add(delta) < 0 { infeasibleRows.append(info.tag.other) }
        } else {
            var infeasible: [Int] = []
            let kinds = self.kinds
            forEachRow(holding: info.tag.marker) { symbol, row, coefficient in
                if row.add(delta * coefficient) < 0 && kinds[symbol] != .external {
                    infeasible.append(symbol)
                }
            }
            // Sorted, so the same system always pivots the same way.
            infeasibleRows += infeasible.sorted(by: >)
        }
        try dualOptimize()
    }

    /// Writes every variable's current value.
    public func updateVariables() {
        rows.withSlots { rows in
            variableSymbols.withUnsafeBufferPointer { pairs in
                for (variable, symbol) in pairs { variable.storedValue = symbol < rows.count ? rows[symbol]?.constant ?? 0 : 0 }
            }
        }
    }

    /// The sum of the weighted errors of the non-required constraints, over every rank.
    public var objectiveValue: Double { objective.value }

    // MARK: Tableau construction

    private func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    private func symbol(for variable: Variable) -> Int {
        if let existing = symbolOfVariable[variable] { return existing }
        let symbol = newSymbol(.external)
        symbolOfVariable[variable] = symbol
        variableSymbols.append((variable, symbol))
        variableOfSymbol[symbol] = variable
        return symbol
    }

    private func makeRow(for constraint: Constraint, tag: inout Tag) -> Row {
        let expression = constraint.expression
        let row = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !constraint.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, constraint.strength, rank: constraint.rank)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength, rank: constraint.rank)
                objective.insert(minus, constraint.strength, rank: constraint.rank)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
        if let external = row.symbols.first(where: { kinds[$0] == .external }) { return external }
        for candidate in [tag.marker, tag.other] where candidate >= 0 {
            let kind = kinds[candidate]
            if (kind == .slack || kind == .error) && row.coefficient(for: candidate) < 0 { return candidate }
        }
        return -1
    }

    private func allDummies(_ row: Row) -> Bool { row.symbols.allSatisfy { kinds[$0] == .dummy } }

    private func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        setRow(row.copy(), for: art)
        let phaseOne = Objective(row.copy())
        artificial = phaseOne
        try optimize(phaseOne)
        let success = nearZero(phaseOne.value)
        artificial = nil
        if let artRow = rows.removeValue(forKey: art) {
            if artRow.isEmpty { return success }
            guard let entering = artRow.symbols.first(where: { kinds[$0] == .slack || kinds[$0] == .error }) else {
                return false
            }
            artRow.solve(for: art, entering)
            substitute(entering, artRow)
            setRow(artRow, for: entering)
        }
        for row in rows.values { row.remove(art) }
        objective.remove(art)
        return success
    }

    private func substitute(_ symbol: Int, _ row: Row) {
        // Rows are independent of each other here; only the infeasible ones' order matters (the
        // dual simplex takes them in turn), so they are queued in ascending order of basic symbol.
        var added: [Int] = []
        var infeasible: [Int] = []
        for (basic, basicRow) in rowsHolding(symbol, sorted: false) {
            added.removeAll(keepingCapacity: true)
            basicRow.substitute(symbol, row, added: &added)
            for symbol in added { columns[symbol, default: []].append(basic) }
            if kinds[basic] != .external && basicRow.constant < 0 { infeasible.append(basic) }
        }
        infeasibleRows += infeasible.sorted()
        // The symbol is becoming basic: no row holds it any more.
        columns[symbol] = nil
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Makes `row` the row of basic symbol `basic`, indexing its cells.
    private func setRow(_ row: Row, for basic: Int) {
        rows[basic] = row
        for symbol in row.symbols { columns[symbol, default: []].append(basic) }
    }

    /// Begins a look over the column index: a new stamp, so no row counts as seen yet.
    private func startLook() {
        if seenStamp.count < kinds.count { seenStamp += repeatElement(0, count: kinds.count - seenStamp.count) }
        stamp &+= 1
        if stamp == 0 {
            // After 2³² looks the marks wrap around: start them afresh.
            seenStamp = [UInt32](repeating: 0, count: kinds.count)
            stamp = 1
        }
    }

    /// The rows that hold `symbol` now, by ascending basic symbol when `sorted`, else in the order
    /// the index has them; prunes the index's stale and repeated entries.
    private func rowsHolding(_ symbol: Int, sorted: Bool = true) -> [(basic: Int, row: Row)] {
        var holding: [(basic: Int, row: Row)] = []
        holding.reserveCapacity(columns[symbol]?.count ?? 0)
        forEachRow(holding: symbol) { basic, row, _ in holding.append((basic, row)) }
        if sorted && holding.count > 1 { holding.sort { $0.basic < $1.basic } }
        return holding
    }

    /// Calls `body` with each row that holds `symbol` now and the symbol's coefficient there, in the
    /// order the index has them, and prunes the index's stale and repeated entries; an edit visits
    /// every row its marker reaches this way, making no array of them.
    private func forEachRow(holding symbol: Int, _ body: (_ basic: Int, _ row: Row, _ coefficient: Double) -> Void) {
        guard let candidates = columns[symbol] else { return }
        startLook()
        // A local copy (no cells are copied) reads a row without an exclusivity check.
        let rows = self.rows
        var stale = false
        candidates.withUnsafeBufferPointer { candidates in
            seenStamp.withUnsafeMutableBufferPointer { seen in
                for basic in candidates {
                    guard seen[basic] != stamp else { stale = true; continue }
                    seen[basic] = stamp
                    guard let row = rows[basic] else { stale = true; continue }
                    let coefficient = row.coefficient(for: symbol)
                    guard coefficient != 0 else { stale = true; continue }
                    body(basic, row, coefficient)
                }
            }
        }
        // Pruning is rare (a cancelled cell, a repeated entry): it filters the entries afresh rather
        // than slow every walk by collecting the kept ones as it goes.
        guard stale else { return }
        startLook()
        var kept: [Int] = []
        for basic in candidates where seenStamp[basic] != stamp {
            seenStamp[basic] = stamp
            if let row = rows[basic], row.coefficient(for: symbol) != 0 { kept.append(basic) }
        }
        columns[symbol] = kept.isEmpty ? nil : kept
    }

    private func removeErrorEffects(_ marker: Int, _ constraint: Constraint) {
        guard marker >= 0, kinds[marker] == .error else { return }
        if let row = rows[marker] {
            objective.insert(row, -constraint.strength, rank: constraint.rank)
        } else {
            objective.insert(marker, -constraint.strength, rank: constraint.rank)
        }
    }

    // MARK: Simplex

    /// Primal simplex: pivots until no symbol can improve the objective, rank by rank.
    ///
    /// Weights span nine orders of magnitude (weak to near-required), so rounding leaves specks of
    /// a coefficient behind; a coefficient counts as negative only beyond a tolerance relative to
    /// the largest weight of its rank, and a speck with nothing to pivot against is dropped.
    private func optimize(_ objective: Objective) throws {
        // Pivots do not raise the largest weight much; measuring it once keeps each pivot cheap.
        let tolerances = objective.tolerances()
        while true {
            let kinds = self.kinds
            guard let (entering, rankIndex, coefficient) = objective.entering(tolerances: tolerances,
                                                                               where: { kinds[$0] != .dummy }) else { return }
            var best = Double.infinity
            var leaving = -1
            // Ties go to the lowest symbol, so the order the rows come in does not matter.
            for (symbol, row) in rowsHolding(entering, sorted: false) where kinds[symbol] != .external {
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if ratio < best || (ratio == best && symbol < leaving) { best = ratio; leaving = symbol }
            }
            guard leaving >= 0 else {
                if abs(coefficient) < tolerances[rankIndex] * 1e5 {
                    objective.remove(entering, atRankIndex: rankIndex)
                    continue
                }
                throw SolverError.internalError("the objective is unbounded (coefficient \(coefficient) of \(kinds[entering]) at rank \(objective.ranks[rankIndex]))")
            }
            let row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(row, for: entering)
        }
    }

    /// Dual simplex: restores feasibility of rows made negative by an edit.
    private func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering = -1
            var enteringCoefficient = 1.0
            for (index, symbol) in row.symbols.enumerated() where row.coefficients[index] > 0 && kinds[symbol] != .dummy {
                let coefficient = row.coefficients[index]
                // The smallest ratio of objective to row coefficient, compared rank by rank.
                if entering < 0 || objective.ratio(of: symbol, over: coefficient, isLessThan: entering, over: enteringCoefficient) {
                    entering = symbol
                    enteringCoefficient = coefficient
                }
            }
            guard entering >= 0 else { throw SolverError.internalError("dual optimise found no entering symbol") }
            rows.removeValue(forKey: leaving)
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(row, for: entering)
        }
    }

    private func markerLeavingSymbol(_ marker: Int) -> Int? {
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var first = -1, second = -1, third = -1
        for (symbol, row) in rowsHolding(marker) {
            let coefficient = row.coefficient(for: marker)
            if kinds[symbol] == .external {
                if third < 0 { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = symbol }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = symbol }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
