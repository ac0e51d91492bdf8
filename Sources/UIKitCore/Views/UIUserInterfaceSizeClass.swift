public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    case unspecified = 0, compact = 1, regular = 2

    public var description: String {
        switch self {
        case .unspecified: return "Unspecified"
        case .compact: return "Compact"
        case .regular: return "Regular"
        }
    }
}
