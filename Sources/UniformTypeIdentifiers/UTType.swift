import Foundation

/// A kind of file or data, as Apple's `UTType`: named by a reverse-DNS identifier, found from a
/// filename extension or a MIME type, and conforming to the more general kinds above it (a PNG is
/// an image, which is data and content, which are items).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    /// The kinds this one conforms to directly.
    let parents: [String]
    let filenameExtensions: [String]
    let mimeTypes: [String]
    /// Made here from an extension or MIME type the table does not know.
    public let isDynamic: Bool

    init(identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [], isDynamic: Bool = false) {
        self.identifier = identifier
        self.parents = parents
        filenameExtensions = extensions
        self.mimeTypes = mimeTypes
        self.isDynamic = isDynamic
    }

    /// The type with `identifier`; one the table does not declare conforms only to itself.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = UTType.declared[identifier.lowercased()] ?? UTType(identifier: identifier, parents: [])
    }

    /// The declared type for a filename extension ("png", without the dot), or a dynamic type
    /// conforming to `supertype` when none is declared; nil when the declared one does not conform.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let key = filenameExtension.lowercased()
        if let found = UTType.declared.values.first(where: { $0.filenameExtensions.contains(key) }) {
            guard found.conforms(to: supertype) else { return nil }
            self = found
        } else {
            self = UTType(identifier: "dyn.ext.\(key)", parents: [supertype.identifier], extensions: [key], isDynamic: true)
        }
    }

    /// The declared type for a MIME type, or a dynamic one conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let key = mimeType.lowercased()
        if let found = UTType.declared.values.first(where: { $0.mimeTypes.contains(key) }) {
            guard found.conforms(to: supertype) else { return nil }
            self = found
        } else {
            self = UTType(identifier: "dyn.mime.\(key)", parents: [supertype.identifier], mimeTypes: [key], isDynamic: true)
        }
    }

    public var preferredFilenameExtension: String? { filenameExtensions.first }
    public var preferredMIMEType: String? { mimeTypes.first }
    public var isDeclared: Bool { UTType.declared[identifier] != nil }
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    public var description: String { identifier }

    /// Every type this one conforms to, itself left out.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTType.declared[next], found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// Whether this type is `type` or one of its kinds.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains { $0.identifier == type.identifier }
    }

    public func isSubtype(of type: UTType) -> Bool { identifier != type.identifier && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
