/// Values kept by symbol. Symbols are small integers handed out in order, so an array indexed by
/// symbol stands in for a dictionary on the solver's hottest paths: no hashing, no probing.
struct SymbolTable<Value> {
    private var slots: [Value?] = []

    subscript(symbol: Int) -> Value? {
        get { symbol < slots.count ? slots[symbol] : nil }
        set {
            if symbol >= slots.count {
                guard newValue != nil else { return }
                grow(toHold: symbol)
            }
            slots[symbol] = newValue
        }
    }

    /// The value, created from `defaultValue` when missing, changed in place (no copy of it).
    subscript(symbol: Int, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[symbol] ?? defaultValue() }
        _modify {
            grow(toHold: symbol)
            if slots[symbol] == nil { slots[symbol] = defaultValue() }
            yield &slots[symbol]!
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Int) -> Value? {
        guard symbol < slots.count, let value = slots[symbol] else { return nil }
        slots[symbol] = nil
        return value
    }

    /// Calls `body` with the values in place, indexed by symbol (nil where a symbol has none): a
    /// walk over many reads no value out, so it retains none.
    func withSlots<Result>(_ body: (UnsafeBufferPointer<Value?>) -> Result) -> Result {
        slots.withUnsafeBufferPointer(body)
    }

    /// Every value, by ascending symbol.
    var values: some Sequence<Value> { slots.lazy.compactMap { $0 } }

    private mutating func grow(toHold symbol: Int) {
        if symbol >= slots.count { slots.append(contentsOf: repeatElement(nil, count: symbol - slots.count + 1)) }
    }
}
