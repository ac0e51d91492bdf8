import Foundation

/// `@objc optional` requirements of the project's own protocols (`@objc optional func
/// presentrShouldDismiss(keyboardShowing: Bool) -> Bool`). Swift without the Objective-C runtime
/// has no optional requirements, and a default implementation in an extension cannot stand for
/// "not implemented" (a default `Bool` is not the caller's `?? true`). Each becomes a requirement
/// that answers nil when the type does not implement it, as the Objective-C call did:
///
/// - the protocol requires `NAMEIfImplemented(…) -> T?`, which an extension of it answers nil;
/// - each type of the package that adopts the protocol and declares `NAME` gets
///   `NAMEIfImplemented`, calling its `NAME`;
/// - calls `x.NAME?(…)` become `x.NAMEIfImplemented(…)`, and reads of an optional property
///   `x.NAME` (in files that do not declare `NAME`) `x.NAMEIfImplemented`.
///
/// Requirements are found across the package (a library's protocol, an app's conforming type),
/// so the importer lists them in every target's manifest.
package struct OptionalRequirement: Codable, Equatable, Hashable, Sendable {
    package var protocolName: String
    package var name: String
    /// The parameters as written (`keyboardShowing: Bool`); nil for a property.
    package var parameters: String?
    /// The method's result or the property's type; nil for a method that returns nothing.
    package var type: String?
    /// Whether the protocol is public, so what answers it must be.
    package var isPublic: Bool

    var isProperty: Bool { parameters == nil }
    var forwarderName: String { name + "IfImplemented" }
    var forwarderType: String { type.map { "(\($0))?" } ?? "Void?" }
    var accessPrefix: String { isPublic ? "public " : "" }

    /// The argument labels (`_` for none), to tell overloads apart.
    var labels: [String] {
        Self.parameterList(parameters).map { Self.names(of: $0).label }
    }

    /// The requirement the protocol keeps.
    var requirement: String {
        if let parameters { return "func \(forwarderName)(\(parameters)) -> \(forwarderType)" }
        return "var \(forwarderName): \(forwarderType) { get }"
    }

    var defaultImplementation: String {
        if let parameters { return "\(accessPrefix)func \(forwarderName)(\(parameters)) -> \(forwarderType) { nil }" }
        return "\(accessPrefix)var \(forwarderName): \(forwarderType) { nil }"
    }

    /// What a type that declares `name` adds to answer the requirement.
    var forwarder: String {
        guard let parameters else { return "\(accessPrefix)var \(forwarderName): \(forwarderType) { \(name) }" }
        let arguments = Self.parameterList(parameters).map { parameter -> String in
            let (label, inner) = Self.names(of: parameter)
            let value = (parameter.contains("inout ") ? "&" : "") + inner
            return label == "_" ? value : "\(label): \(value)"
        }
        return "\(accessPrefix)func \(forwarderName)(\(parameters)) -> \(forwarderType) { \(name)(\(arguments.joined(separator: ", "))) }"
    }

    static func parameterList(_ parameters: String?) -> [String] {
        guard let parameters, !parameters.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
        return SourcePorter.splitTopLevel(parameters).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// A parameter's argument label and its name inside the body (`_ view` gives `_` and `view`).
    static func names(of parameter: String) -> (label: String, inner: String) {
        let words = (parameter.components(separatedBy: ":").first ?? "").split(separator: " ").map(String.init)
        return (words.first ?? "_", words.last ?? "_")
    }
}

package enum OptionalRequirements {
    /// The optional requirements declared in `texts`.
    package static func find(in texts: [String]) -> [OptionalRequirement] {
        texts.flatMap { declarations(in: SwiftSourceMask($0)).map(\.requirement) }
    }

    /// Applies the rule to one file of a module: `requirements` are the package's, `conformers`
    /// the module's types adopting each protocol (from `conformingTypes(in:)` over its files).
    static func apply(_ requirements: [OptionalRequirement], conformers: [String: Set<String>], to text: String) -> (text: String, lines: [Int]) {
        guard !requirements.isEmpty else { return (text, []) }
        let mask = SwiftSourceMask(text)
        let code = asciiCode(mask)
        var edits: [(range: Range<Int>, text: String)] = []
        var lines: Set<Int> = []
        var added: [String] = []
        // The protocols declared here: each requirement replaced, and the extension answering nil.
        var defaults: [String: [String]] = [:]
        for declaration in declarations(in: mask) {
            edits.append((declaration.range, declaration.requirement.requirement))
            defaults[declaration.requirement.protocolName, default: []].append(declaration.requirement.defaultImplementation)
            lines.insert(mask.line(of: declaration.range.lowerBound))
        }
        for (protocolName, members) in defaults.sorted(by: { $0.key < $1.key }) {
            added.append("extension \(protocolName) {\n" + members.map { "    " + $0 + "\n" }.joined() + "}")
        }
        // The types here that adopt a protocol and declare the member: the forwarder.
        let scopes = TypeScope.find(in: mask)
        var declaredNames: Set<String> = []
        var forwarded: Set<String> = []
        for scope in scopes where ["class", "struct", "enum", "extension", "actor"].contains(scope.kind) {
            let members = memberNames(in: scope.body, of: mask)
            declaredNames.formUnion(members.map(\.name))
            for requirement in requirements where conformers[requirement.protocolName]?.contains(scope.name) == true {
                guard members.contains(where: { $0.name == requirement.name && $0.labels == (requirement.isProperty ? nil : requirement.labels) }),
                      forwarded.insert(scope.name + "." + requirement.forwarderName + requirement.labels.joined()).inserted else { continue }
                added.append("extension \(scope.name) {\n    \(requirement.forwarder)\n}")
                lines.insert(mask.line(of: scope.body.lowerBound))
            }
        }
        // Calls and reads.
        let methods = Set(requirements.filter { !$0.isProperty }.map(\.name))
        let properties = Set(requirements.filter(\.isProperty).map(\.name)).subtracting(declaredNames)
        let access = try! NSRegularExpression(pattern: #"\.([A-Za-z_][A-Za-z0-9_]*)(\?\()?"#)
        for match in access.matches(in: code, range: NSRange(location: 0, length: (code as NSString).length)) {
            let name = (code as NSString).substring(with: match.range(at: 1))
            let nameRange = match.range(at: 1).location..<(match.range(at: 1).location + match.range(at: 1).length)
            if match.range(at: 2).location != NSNotFound, methods.contains(name) {
                // `NAME?(` becomes `NAMEIfImplemented(`.
                edits.append((nameRange.lowerBound..<(nameRange.upperBound + 1), name + "IfImplemented"))
                lines.insert(mask.line(of: nameRange.lowerBound))
            } else if match.range(at: 2).location == NSNotFound, properties.contains(name), !isDeclaration(before: nameRange.lowerBound, in: code) {
                edits.append((nameRange, name + "IfImplemented"))
                lines.insert(mask.line(of: nameRange.lowerBound))
            }
        }
        guard !edits.isEmpty || !added.isEmpty else { return (text, []) }
        var output = mask.original
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
        where !edits.contains(where: { $0.range != edit.range && $0.range.overlaps(edit.range) && $0.range.count > edit.range.count }) {
            output.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        var result = String(decoding: output, as: UTF8.self)
        if !added.isEmpty {
            result += "\n// Added by presentation-lab import: optional requirements answer nil when a type does not implement them,\n"
                + "// as Objective-C's did (see OptionalRequirements in the lab's SourcePorting).\n" + added.joined(separator: "\n") + "\n"
        }
        return (result, lines.sorted())
    }

    /// For each protocol, the types of these files that adopt it (`class A: B, P`, `extension C: P`).
    static func conformingTypes(in texts: [String], protocols: Set<String>) -> [String: Set<String>] {
        guard !protocols.isEmpty else { return [:] }
        var found: [String: Set<String>] = [:]
        for text in texts {
            let mask = SwiftSourceMask(text)
            for scope in TypeScope.find(in: mask) where scope.kind != "protocol" {
                for adopted in adoptedNames(of: scope, in: mask) where protocols.contains(adopted) {
                    found[adopted, default: []].insert(scope.name)
                }
            }
        }
        return found
    }

    // MARK: Reading

    private struct Declaration {
        var requirement: OptionalRequirement
        var range: Range<Int>
    }

    private static func declarations(in mask: SwiftSourceMask) -> [Declaration] {
        let code = asciiCode(mask)
        let text = code as NSString
        var found: [Declaration] = []
        let member = try! NSRegularExpression(pattern: #"(?:@objc(?:\([^)]*\))?\s+)?optional\s+(?:@objc(?:\([^)]*\))?\s+)?(func|var)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        for scope in TypeScope.find(in: mask) where scope.kind == "protocol" {
            let head = headText(of: scope, in: code)
            let isPublic = head.contains("public ") || head.contains("open ")
            let body = NSRange(location: scope.body.lowerBound, length: scope.body.count)
            for match in member.matches(in: code, range: body) {
                let kind = text.substring(with: match.range(at: 1)), name = text.substring(with: match.range(at: 2))
                let nameEnd = match.range.location + match.range.length
                var requirement = OptionalRequirement(protocolName: scope.name, name: name, parameters: nil, type: nil, isPublic: isPublic)
                let end: Int
                if kind == "func" {
                    guard nameEnd < mask.code.count, mask.code[nameEnd] == UInt8(ascii: "("), let close = mask.closingBracket(from: nameEnd) else { continue }
                    requirement.parameters = original(mask, (nameEnd + 1)..<(close - 1))
                    let lineEnd = mask.code[close...].firstIndex(of: UInt8(ascii: "\n")) ?? mask.code.count
                    let rest = original(mask, close..<lineEnd).trimmingCharacters(in: .whitespaces)
                    if let arrow = rest.range(of: "->") {
                        let type = rest[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
                        requirement.type = type == "Void" || type == "()" ? nil : type
                    }
                    end = lineEnd
                } else {
                    // `var name: Type { get }`
                    guard let brace = mask.code[nameEnd...].firstIndex(of: UInt8(ascii: "{")), let close = mask.closingBracket(from: brace) else { continue }
                    let typeText = original(mask, nameEnd..<brace).trimmingCharacters(in: .whitespaces)
                    guard typeText.hasPrefix(":") else { continue }
                    requirement.type = typeText.dropFirst().trimmingCharacters(in: .whitespaces)
                    end = close
                }
                found.append(Declaration(requirement: requirement, range: match.range.location..<end))
            }
        }
        return found
    }

    /// The names declared directly in `body` by `func` (with their labels) and `var`/`let`.
    private static func memberNames(in body: Range<Int>, of mask: SwiftSourceMask) -> [(name: String, labels: [String]?)] {
        let code = asciiCode(mask)
        let text = code as NSString
        let declaration = try! NSRegularExpression(pattern: #"\b(func|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var found: [(String, [String]?)] = []
        // Only the body's own declarations, not those inside its members.
        var depth = 0
        var depthAt: [Int] = []
        depthAt.reserveCapacity(body.count)
        for offset in body {
            depthAt.append(depth)
            if mask.code[offset] == UInt8(ascii: "{") { depth += 1 }
            if mask.code[offset] == UInt8(ascii: "}") { depth -= 1 }
        }
        for match in declaration.matches(in: code, range: NSRange(location: body.lowerBound, length: body.count)) {
            guard depthAt[match.range.location - body.lowerBound] == 0 else { continue }
            let kind = text.substring(with: match.range(at: 1)), name = text.substring(with: match.range(at: 2))
            if kind == "func" {
                let nameEnd = match.range.location + match.range.length
                guard nameEnd < mask.code.count, mask.code[nameEnd] == UInt8(ascii: "("), let close = mask.closingBracket(from: nameEnd) else { continue }
                let labels = OptionalRequirement.parameterList(original(mask, (nameEnd + 1)..<(close - 1))).map { OptionalRequirement.names(of: $0).label }
                found.append((name, labels))
            } else {
                found.append((name, nil))
            }
        }
        return found
    }

    /// The names after the colon of a type's or extension's declaration, up to `where` or its body.
    private static func adoptedNames(of scope: TypeScope, in mask: SwiftSourceMask) -> [String] {
        let bytes = mask.code
        let head = String(decoding: bytes[scope.keyword..<(scope.body.lowerBound - 1)], as: UTF8.self)
            .replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression).replacingOccurrences(of: "\n", with: " ")
        guard let colon = head.firstIndex(of: ":") else { return [] }
        let list = head[head.index(after: colon)...].components(separatedBy: " where ").first ?? ""
        return list.split(separator: ",").map { entry in
            let name = entry.trimmingCharacters(in: .whitespacesAndNewlines)
            return String(name.split(separator: ".").last ?? "")
        }
    }

    /// A type's declaration from the start of its line (modifiers and attributes) to its body.
    private static func headText(of scope: TypeScope, in code: String) -> String {
        let bytes = Array(code.utf8)
        var start = scope.keyword
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return String(decoding: bytes[start..<(scope.body.lowerBound - 1)], as: UTF8.self).replacingOccurrences(of: "\n", with: " ")
    }

    /// Whether the name at `offset` follows `var`/`let`/`func` (a declaration, not a read).
    private static func isDeclaration(before offset: Int, in code: String) -> Bool {
        let prefix = (code as NSString).substring(to: offset)
        return prefix.hasSuffix("var ") || prefix.hasSuffix("let ") || prefix.hasSuffix("func ")
    }

    /// The code with each non-ASCII byte as one `x`, so string offsets are byte offsets.
    private static func asciiCode(_ mask: SwiftSourceMask) -> String {
        String(decoding: mask.code.map { $0 < 128 ? $0 : UInt8(ascii: "x") }, as: UTF8.self)
    }

    private static func original(_ mask: SwiftSourceMask, _ range: Range<Int>) -> String {
        String(decoding: mask.original[range], as: UTF8.self)
    }
}
