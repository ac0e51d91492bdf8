/// An unknown of a constraint system. Its `value` is written by `Solver.updateVariables()`.
public final class Variable: Hashable, CustomStringConvertible {
    public let name: String
    /// Written only by the solver, which is single-threaded: no run-time exclusivity check.
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    public init(_ name: String = "") { self.name = name }

    public static func == (l: Variable, r: Variable) -> Bool { l === r }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}
