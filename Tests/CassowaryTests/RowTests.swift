import Testing
@testable import Cassowary

/// A row's cells against a plain dictionary of the same cells: whatever the row's length and
/// wherever a symbol sits (front, middle, past the end, between cells), a lookup finds what was
/// put there and an insertion keeps the cells sorted.
@Suite struct RowTests {
    @Test(arguments: [1, 2, 7, 40, 700])
    func lookupsAndInsertionsAgreeWithADictionary(length: Int) {
        var random = DifferentialTests.Random(state: UInt64(length))
        let row = Row()
        var model: [Int: Double] = [:]
        // Every other id, so lookups between cells and on either side of them are asked too.
        for symbol in stride(from: 2, through: 2 * length, by: 2) {
            row.insert(symbol, Double(symbol))
            model[symbol] = Double(symbol)
        }
        for _ in 0..<4 * length + 50 {
            let symbol = random.int(0...(2 * length + 3))
            #expect(row.coefficient(for: symbol) == model[symbol] ?? 0, "symbol \(symbol) of a \(length)-cell row")
            switch random.int(0...2) {
            case 0:
                row.insert(symbol, 1)
                let sum = (model[symbol] ?? 0) + 1
                model[symbol] = sum == 0 ? nil : sum
            case 1:
                row.remove(symbol)
                model[symbol] = nil
            default:
                break
            }
        }
        #expect(row.symbols == model.keys.sorted())
        #expect(row.coefficients == model.keys.sorted().map { model[$0]! })
    }
}
