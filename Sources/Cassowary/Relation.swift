/// How the two sides of a constraint relate.
public enum Relation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}
