/// An unknown of a constraint system. Its `value` is written by `Solver.updateVariables()`.
public final class Variable: Hashable, CustomStringConvertible {
    public let name: String
    /// Written only by the solver, which is single-threaded: no run-time exclusivity check.
    @exclusivity(unchecked) var storedValue: Double = 0
    /// The solved value. The getter is not inlined into other modules: an inlined read of the stored
    /// property is checked for exclusivity at run time there, which cost more than the call.
    public var value: Double {
        @inline(never) get { storedValue }
    }

    public init(_ name: String = "") { self.name = name }

    public static func == (l: Variable, r: Variable) -> Bool { l === r }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}
