/// An iOS version the lab can reproduce. Behaviour that changed between versions reads it:
/// `.automatic` presentations are full screen before iOS 13 and page sheets from 13 (docs/PORTING.md).
public struct SystemVersion: Sendable, Equatable, Comparable, CustomStringConvertible {
    public let major: Int
    public let minor: Int

    public static let oldest = SystemVersion(major: 12, minor: 0)
    public static let newest = SystemVersion(major: 18, minor: 0)
    /// The versions `--ios` accepts, by major number.
    public static let supportedMajors = Array(oldest.major...newest.major)

    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// "17", "17.0" or "17.4"; nil for anything else or a version the lab does not reproduce.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]),
              SystemVersion.supportedMajors.contains(major) else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor, minor >= 0, parts.count < 3 || Int(parts[2]) != nil else { return nil }
        self.init(major: major, minor: minor)
    }

    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
