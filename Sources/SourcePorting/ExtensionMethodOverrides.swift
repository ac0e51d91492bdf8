import Foundation

/// Methods an extension declares `@objc` that subclasses override (`extension UIViewController {
/// @objc func keyboardWillChange(…) {} }` and `override func keyboardWillChange(…)` in a
/// controller). With the Objective-C runtime the override is called wherever the method is; without
/// it Swift refuses ("declared in extension … and cannot be overridden"). The module's files are
/// looked at together, and each such method is made overridable by hand-written Swift:
///
/// - the extension's method calls the subclass's override through a protocol when the object has
///   one, else its own body, moved into `labBase_NAME`;
/// - the first override under it becomes `labOverride_NAME`, its class conforming to the protocol,
///   with `super.NAME(` calling `labBase_NAME(`; overrides further down override `labOverride_NAME`.
enum ExtensionMethodOverrides {
    /// One method that subclasses override, by its signature (`keyboardWillChange(notification:)`).
    struct Method: Equatable {
        var extendedType: String
        var name: String
        var signature: String
        /// The parameters as written, without default values (for the protocol's requirement).
        var parameters: String
        /// The arguments that pass the parameters on (`notification: notification`).
        var arguments: String
        /// What follows the parameters up to the body (`throws -> Int`).
        var effects: String

        var protocolName: String {
            let words = (extendedType + "_" + signature).split { !($0.isLetter || $0.isNumber || $0 == "_") }
            return "LabOverridable_" + words.joined(separator: "_")
        }
        var callPrefix: String {
            (effects.contains("throws") || effects.contains("rethrows") ? "try " : "") + (effects.contains("async") ? "await " : "")
        }
    }

    struct Plan {
        /// The methods to make overridable, by signature.
        var methods: [String: Method] = [:]
        /// For each signature, the classes whose override is the first under the extension's.
        var firstOverriders: [String: Set<String>] = [:]
        var isEmpty: Bool { methods.isEmpty }
    }

    /// Finds, across the module's files, the `@objc` extension methods that some class overrides.
    /// A method with no `@objc` of its own counts when the class it extends is the module's and a
    /// subclass overrides it: Swift on Apple's platforms accepts that only for an `@objc` method,
    /// one that witnesses an `@objc` protocol the extension adopts (`extension DrawViewState:
    /// DrawViewDelegate`), which the porting rule has made a plain protocol.
    static func plan(_ texts: [String]) -> Plan {
        var declared: [String: Method] = [:]
        var implicitlyObjC: [String: Method] = [:]
        var overriders: [String: Set<String>] = [:]
        var superclass: [String: String] = [:]
        for text in texts {
            let mask = SwiftSourceMask(text)
            let scopes = TypeScope.find(in: mask)
            superclass.merge(superclasses(in: mask), uniquingKeysWith: { first, _ in first })
            for scope in scopes where scope.kind == "class" || scope.kind == "extension" {
                for member in functions(in: scope.body, of: mask) {
                    if member.isOverride {
                        overriders[member.method.signature, default: []].insert(scope.name)
                    } else if scope.kind == "extension", !member.isStatic {
                        var method = member.method
                        method.extendedType = scope.name
                        if member.isObjC {
                            declared[method.signature] = declared[method.signature] ?? method
                        } else {
                            implicitlyObjC[method.signature] = implicitlyObjC[method.signature] ?? method
                        }
                    }
                }
            }
        }
        /// The module's classes `name` inherits from, nearest first (a cycle in broken code ends the walk).
        func ancestors(of name: String) -> [String] {
            var found: [String] = []
            var ancestor = superclass[name.components(separatedBy: ".").last ?? name]
            while let current = ancestor, !found.contains(current) {
                found.append(current)
                ancestor = superclass[current]
            }
            return found
        }
        for (signature, method) in implicitlyObjC where declared[signature] == nil {
            guard overriders[signature, default: []].contains(where: { ancestors(of: $0).contains(method.extendedType) }) else { continue }
            declared[signature] = method
        }
        var plan = Plan()
        for (signature, method) in declared {
            guard let classes = overriders[signature] else { continue }
            plan.methods[signature] = method
            // The first override is one with no overriding class above it in the module.
            plan.firstOverriders[signature] = classes.filter { name in !ancestors(of: name).contains(where: classes.contains) }
        }
        return plan
    }

    /// Applies the plan to one file; returns its text and the lines changed.
    static func apply(_ plan: Plan, to text: String) -> (text: String, lines: [Int]) {
        guard !plan.isEmpty else { return (text, []) }
        let mask = SwiftSourceMask(text)
        let scopes = TypeScope.find(in: mask)
        var edits: [(range: Range<Int>, text: String)] = []
        var lines: [Int] = []
        var protocols: [String] = [], conformances: [String] = []
        for scope in scopes where scope.kind == "class" || scope.kind == "extension" {
            for member in functions(in: scope.body, of: mask) {
                guard let method = plan.methods[member.method.signature] else { continue }
                let line = mask.line(of: member.nameRange.lowerBound)
                if member.isOverride {
                    let isFirst = plan.firstOverriders[method.signature]?.contains(scope.name) ?? false
                    // `override func name` becomes `func labOverride_name`, or `override func labOverride_name` further down.
                    if isFirst, let overrideWord = member.overrideRange { edits.append((overrideWord, "")) }
                    edits.append((member.nameRange, "labOverride_" + method.name))
                    edits += superCalls(to: method.name, in: member.bodyRange, of: mask).map {
                        ($0, isFirst ? "labBase_" + method.name + "(" : "super.labOverride_" + method.name + "(")
                    }
                    if isFirst { conformances.append("extension \(scope.name): \(method.protocolName) {}") }
                    lines.append(line)
                } else if scope.kind == "extension", scope.name == method.extendedType {
                    let arguments = "\(method.name)(\(method.arguments))"
                    let effects = method.effects.isEmpty ? "" : " " + method.effects
                    let parameters = String(decoding: mask.original[member.parametersRange], as: UTF8.self)
                    // The declaration keeps its name and gets a body that dispatches; its own body follows as
                    // labBase_NAME's, on the same line, so the file's line numbers stay the project's.
                    let dispatcher = "{ if let overriding = self as? \(method.protocolName) { return \(method.callPrefix)overriding.labOverride_\(arguments) }; "
                        + "return \(method.callPrefix)labBase_\(arguments) }; func labBase_\(method.name)(\(parameters))\(effects) "
                    edits.append((member.bodyRange.lowerBound..<member.bodyRange.lowerBound, dispatcher))
                    protocols.append("protocol \(method.protocolName): AnyObject {\n    func labOverride_\(method.name)(\(method.parameters))\(effects)\n}")
                    lines.append(line)
                }
            }
        }
        guard !edits.isEmpty else { return (text, []) }
        var output = mask.original
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            output.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        var result = String(decoding: output, as: UTF8.self)
        let added = protocols + conformances
        if !added.isEmpty {
            result += "\n// Added by presentation-lab import: an extension method that subclasses override calls their override\n"
                + "// through a protocol (Swift without the Objective-C runtime overrides only what a class body declares).\n"
                + added.joined(separator: "\n") + "\n"
        }
        return (result, lines.sorted())
    }

    // MARK: Reading declarations

    private struct Member {
        var method: Method
        var isOverride: Bool
        var isObjC: Bool
        var isStatic: Bool
        var overrideRange: Range<Int>?
        var nameRange: Range<Int>
        var parametersRange: Range<Int>
        /// From the opening brace of the body to just past its closing one.
        var bodyRange: Range<Int>
    }

    /// The functions declared directly in `body`, with their modifiers and attributes read from the
    /// same declaration (lines of attributes above included).
    private static func functions(in body: Range<Int>, of mask: SwiftSourceMask) -> [Member] {
        let bytes = mask.code
        var found: [Member] = []
        var depth = 0, position = body.lowerBound, declarationStart = body.lowerBound
        while position < body.upperBound {
            let byte = bytes[position]
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth -= 1; if depth == 0 { declarationStart = position + 1 } }
            if depth == 0, byte == UInt8(ascii: ";") { declarationStart = position + 1 }
            if depth == 0, SwiftSourceMask.isWord("func", at: position, in: bytes), let member = member(at: position, from: declarationStart, of: mask) {
                found.append(member)
                position = member.bodyRange.upperBound
                declarationStart = position
                continue
            }
            position += 1
        }
        return found
    }

    private static func member(at funcOffset: Int, from declarationStart: Int, of mask: SwiftSourceMask) -> Member? {
        let bytes = mask.code
        var nameStart = funcOffset + 4
        while nameStart < bytes.count, bytes[nameStart] == UInt8(ascii: " ") { nameStart += 1 }
        var nameEnd = nameStart
        while nameEnd < bytes.count, SwiftSourceMask.isIdentifierByte(bytes[nameEnd]) { nameEnd += 1 }
        guard nameEnd > nameStart, nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: "("),
              let parametersEnd = mask.closingBracket(from: nameEnd),
              let open = bytes[parametersEnd...].firstIndex(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }),
              bytes[open] == UInt8(ascii: "{"), let close = mask.closingBracket(from: open) else { return nil }
        // The declaration's head: its line up to `func`, and the attribute lines above it.
        var headStart = funcOffset
        while headStart > declarationStart, bytes[headStart - 1] != UInt8(ascii: "\n") { headStart -= 1 }
        while headStart > declarationStart {
            var previousStart = headStart - 1
            while previousStart > declarationStart, bytes[previousStart - 1] != UInt8(ascii: "\n") { previousStart -= 1 }
            let previous = String(decoding: bytes[previousStart..<(headStart - 1)], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard previous.hasPrefix("@") else { break }
            headStart = previousStart
        }
        let head = String(decoding: bytes[headStart..<funcOffset], as: UTF8.self)
        let words = head.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
        let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        let parameterText = String(decoding: mask.original[(nameEnd + 1)..<(parametersEnd - 1)], as: UTF8.self)
        let parameters = splitTopLevel(parameterText)
        let labels = parameters.map { parameter -> String in
            let first = parameter.trimmingCharacters(in: .whitespacesAndNewlines).prefix { $0 != " " && $0 != ":" }
            return String(first)
        }
        let arguments = parameters.map { parameter -> String in
            let declaration = parameter.components(separatedBy: ":").first ?? ""
            // Parameters may sit on lines of their own: any whitespace separates label and name.
            let names = declaration.split(whereSeparator: \.isWhitespace).map(String.init)
            let label = names.first ?? "_", inner = names.last ?? "_"
            let isInout = parameter.contains("inout ")
            let value = (isInout ? "&" : "") + inner
            return label == "_" ? value : "\(label): \(value)"
        }
        let withoutDefaults = parameters.map { parameter -> String in
            guard let equals = topLevelEquals(in: parameter) else { return parameter.trimmingCharacters(in: .whitespacesAndNewlines) }
            return String(parameter[..<equals]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let effects = String(decoding: mask.original[parametersEnd..<open], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var overrideRange: Range<Int>?
        if let range = head.range(of: "override") {
            let offset = headStart + head.utf8.distance(from: head.startIndex, to: range.lowerBound)
            var end = offset + 8
            while end < funcOffset, bytes[end] == UInt8(ascii: " ") { end += 1 }
            overrideRange = offset..<end
        }
        let method = Method(extendedType: "", name: name, signature: name + "(" + labels.map { $0 + ":" }.joined() + ")",
                            parameters: withoutDefaults.joined(separator: ", "), arguments: arguments.joined(separator: ", "),
                            effects: effects)
        return Member(method: method, isOverride: words.contains("override"), isObjC: words.contains { $0.hasPrefix("@objc") } || words.contains("dynamic"),
                      isStatic: words.contains("static") || words.contains("class"), overrideRange: overrideRange,
                      nameRange: nameStart..<nameEnd, parametersRange: (nameEnd + 1)..<(parametersEnd - 1), bodyRange: open..<close)
    }

    /// `super.name(` inside `range`.
    private static func superCalls(to name: String, in range: Range<Int>, of mask: SwiftSourceMask) -> [Range<Int>] {
        let pattern = Array("super.\(name)(".utf8)
        let bytes = mask.code
        var found: [Range<Int>] = []
        var position = range.lowerBound
        while position + pattern.count <= range.upperBound {
            if Array(bytes[position..<position + pattern.count]) == pattern {
                found.append(position..<position + pattern.count)
                position += pattern.count
            } else {
                position += 1
            }
        }
        return found
    }

    /// Each module class's superclass, as its declaration names it first after the colon.
    private static func superclasses(in mask: SwiftSourceMask) -> [String: String] {
        let expression = try! NSRegularExpression(pattern: #"\bclass\s+(\w+)\s*(?:<[^>{]*>)?\s*:\s*([\w.]+)"#)
        let code = mask.codeText
        var found: [String: String] = [:]
        for match in expression.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
            guard let name = Range(match.range(at: 1), in: code), let parent = Range(match.range(at: 2), in: code) else { continue }
            found[String(code[name])] = String(code[parent]).components(separatedBy: ".").last
        }
        return found
    }

    private static func splitTopLevel(_ text: String) -> [String] {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
        return SourcePorter.splitTopLevel(text)
    }

    private static func topLevelEquals(in parameter: String) -> String.Index? {
        var depth = 0
        for index in parameter.indices {
            switch parameter[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "=" where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}
