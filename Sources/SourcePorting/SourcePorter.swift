import Foundation

/// The porting rule applied to one Swift file, mechanically: what Linux Swift cannot compile
/// (`#selector`, `@objc`, `dynamic`, Interface Builder's attributes, `@UIApplicationMain`) becomes
/// what it can, delegates the lab creates become `final`, and UIKit's pre-4.2 names take their
/// new spelling. Comments and strings are never touched. The outlets and actions it removes the
/// attributes of are listed, so the importer can write the file's Interface Builder table.
package struct SourcePorter {
    /// Modules an app may import that the lab provides (the app's own modules are added).
    package static let providedModules: Set<String> = ["UIKit", "Foundation", "QuartzCore", "CoreGraphics", "os", "OSLog",
                                                       "Dispatch", "XCTest", "Testing", "Swift", "UIKitTesting", "FoundationNetworking"]

    private let mask: SwiftSourceMask
    private let code: String
    private let scopes: [TypeScope]
    private var replacements: [(range: Range<Int>, text: String)] = []
    private(set) var edits: [PortingEdit] = []
    private(set) var problems: [PortingProblem] = []
    private(set) var classes: [String: ConnectableClass] = [:]
    private var classOrder: [String] = []
    private var actionOffsets: [String: Int] = [:]

    /// Ports `text`; `knownModules` are modules of the same project that it may import.
    package static func port(_ text: String, knownModules: Set<String> = []) -> PortedFile {
        // Overrides move first, so the edits below apply to them where they land.
        let moved = ExtensionOverrides.move(in: text)
        var porter = SourcePorter(moved.text)
        porter.edits += moved.moved.map { PortingEdit(kind: .overrideMoved, line: $0) }
        porter.problems += moved.problems
        porter.findImports(knownModules: knownModules)
        porter.importFoundationNetworking()
        porter.importUIKitBesideXCTest()
        porter.removeMainActorFromXCTests()
        porter.measureWithoutBaseline()
        porter.portSelectors()
        porter.removeInterfaceBuilderAttributes()
        porter.removeObjCAttributes()
        porter.removeDynamic()
        porter.portMainAttribute()
        porter.makeDelegatesFinal()
        porter.applyRenames()
        porter.callDelegateRequirementsDirectly()
        porter.readDelegateWindowOnce()
        porter.noteArchivableObjects()
        let ported = porter.apply()
        let connectable = porter.classOrder.compactMap { porter.classes[$0] }.filter { !$0.outlets.isEmpty || !$0.actions.isEmpty || !$0.inspectables.isEmpty || $0.isArchivableObject }.map { type in
            // Listed in the file's order (attributes are found kind by kind).
            var sorted = type
            sorted.actions.sort { (porter.actionOffsets[$0.reference] ?? 0) < (porter.actionOffsets[$1.reference] ?? 0) }
            return sorted
        }
        return PortedFile(text: ported, edits: porter.edits.sorted { $0.line < $1.line }, problems: porter.problems.sorted { $0.line < $1.line },
                          connectableClasses: connectable)
    }

    private init(_ text: String) {
        mask = SwiftSourceMask(text)
        code = mask.codeText
        scopes = TypeScope.find(in: mask)
    }

    // MARK: Searching the code

    private func matches(_ pattern: String) -> [(range: Range<Int>, groups: [String?])] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
        let text = code as NSString
        return regex.matches(in: code, range: NSRange(location: 0, length: text.length)).map { match in
            let groups = (1..<match.numberOfRanges).map { index -> String? in
                let range = match.range(at: index)
                return range.location == NSNotFound ? nil : text.substring(with: range)
            }
            return (utf8Range(match.range), groups)
        }
    }

    /// An NSRange of the code (UTF-16) as byte offsets.
    private func utf8Range(_ range: NSRange) -> Range<Int> {
        let utf16 = code.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let end = utf16.index(start, offsetBy: range.length)
        let utf8 = code.utf8
        return utf8.distance(from: utf8.startIndex, to: start)..<utf8.distance(from: utf8.startIndex, to: end)
    }

    private func original(_ range: Range<Int>) -> String { String(decoding: mask.original[range], as: UTF8.self) }
    private func codeBytes(_ range: Range<Int>) -> String { String(decoding: mask.code[range], as: UTF8.self) }

    private mutating func replace(_ range: Range<Int>, with text: String, kind: PortingEdit.Kind) {
        guard !replacements.contains(where: { $0.range.overlaps(range) }) else { return }
        replacements.append((range, text))
        edits.append(PortingEdit(kind: kind, line: mask.line(of: range.lowerBound)))
    }

    /// `range` widened over the spaces after it, and over its whole line when nothing else is on it.
    private func removalRange(_ range: Range<Int>) -> Range<Int> {
        let bytes = mask.code
        var end = range.upperBound
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        let atLineStart = start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
        if atLineStart, end < bytes.count, bytes[end] == UInt8(ascii: "\n") { return start..<(end + 1) }
        return range.lowerBound..<end
    }

    private func line(_ offset: Int) -> Int { mask.line(of: offset) }

    // MARK: The edits

    private static let importPattern = #"^[ \t]*(?:@testable[ \t]+)?import[ \t]+(?:(?:class|struct|enum|func|protocol|typealias|var|let)[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)"#

    private mutating func findImports(knownModules: Set<String>) {
        for match in matches(Self.importPattern) {
            guard let module = match.groups[0], !Self.providedModules.contains(module), !knownModules.contains(module) else { continue }
            problems.append(PortingProblem(line: line(match.range.lowerBound), message: "import \(module): the lab has no \(module); code that uses it does not build"))
        }
    }

    /// The modules `text` imports that neither the lab nor `knownModules` provides.
    package static func unavailableImports(in text: String, knownModules: Set<String>) -> [String] {
        SourcePorter(text).matches(importPattern).compactMap { $0.groups[0] }
            .filter { !providedModules.contains($0) && !knownModules.contains($0) }
    }

    /// On iOS `import XCTest` brings UIKit with it; on Linux it does not, so a test file that
    /// imports XCTest and not UIKit gets UIKit's import after XCTest's.
    private mutating func importUIKitBesideXCTest() {
        guard matches(#"^[ \t]*(?:@testable[ \t]+)?import[ \t]+UIKit\b"#).isEmpty,
              let xctest = matches(#"^[ \t]*import[ \t]+XCTest\b[^\n]*"#).first else { return }
        replace(xctest.range.upperBound..<xctest.range.upperBound, with: "\nimport UIKit", kind: .xctestImport)
    }

    /// On iOS Foundation has URLSession and its kin; Linux keeps them in FoundationNetworking,
    /// so a file that uses them without UIKit (which re-exports it) imports it too.
    private mutating func importFoundationNetworking() {
        guard matches(#"^[ \t]*(?:@testable[ \t]+)?import[ \t]+(?:UIKit|FoundationNetworking)\b"#).isEmpty,
              !matches(#"\b(?:URLSession\w*|URLRequest|URLResponse|HTTPURLResponse|URLCache|URLCredential|URLProtocol\w*|HTTPCookie\w*)\b"#).isEmpty,
              let foundation = matches(#"^[ \t]*import[ \t]+Foundation\b[^\n]*"#).first else { return }
        replace(foundation.range.upperBound..<foundation.range.upperBound,
                with: "\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif", kind: .foundationNetworking)
    }

    /// XCTest on Linux calls a test through a plain `() throws -> Void` and stops the run on a
    /// `@MainActor` one, and its `setUp()` and `tearDown()` are not isolated, so an isolated
    /// override does not compile; it runs every test on the main thread, so the attribute can go
    /// from test methods, set-up and tear-down, and test case classes (UIKit's `@preconcurrency`
    /// isolation lets their bodies compile).
    private mutating func removeMainActorFromXCTests() {
        guard !matches(#"^[ \t]*import[ \t]+XCTest\b"#).isEmpty else { return }
        let target = #"(?:(?:override|final|public|private|internal|open|static|class)[ \t]+)*(?:func[ \t]+(?:test\w*|setUp|tearDown|setUpWithError|tearDownWithError)[ \t]*\(|class[ \t]+\w+[ \t]*:[ \t]*XCTestCase\b)"#
        for match in matches(#"@MainActor[ \t\n]+(?="# + target + ")") {
            replace(match.range, with: "", kind: .testMainActor)
        }
    }

    /// Xcode passes a `measure { }` test whose runs vary when no baseline is recorded (none is in
    /// a repository without its `xcbaselines`); swift-corelibs-xctest fails it past 10 %. The
    /// calls go to UIKitTesting's `measureWithoutBaseline`, which keeps Xcode's rule.
    private mutating func measureWithoutBaseline() {
        guard let xctest = matches(#"^[ \t]*import[ \t]+XCTest\b[^\n]*"#).first else { return }
        let calls = matches(#"(?:(?<=\bself\.)|(?<![\w.]))(?<!func[ \t])measure(?=[ \t]*(?:\{|\((?![ \t]*metrics[ \t]*:)))"#)
        guard !calls.isEmpty else { return }
        for call in calls {
            replace(call.range, with: "measureWithoutBaseline", kind: .measureWithoutBaseline)
        }
        if matches(#"^[ \t]*(?:@testable[ \t]+)?import[ \t]+UIKitTesting\b"#).isEmpty {
            // Before XCTest's line: UIKit's import, when it is added, goes after it.
            replace(xctest.range.lowerBound..<xctest.range.lowerBound, with: "import UIKitTesting\n", kind: .measureWithoutBaseline)
        }
    }

    /// `#selector(tapped(_:))` → `ViewController.tapped(_:)`: the enclosing type's method, unapplied.
    private mutating func portSelectors() {
        for match in matches(#"#selector[ \t]*\("#) {
            let open = match.range.upperBound - 1
            guard let end = mask.closingBracket(from: open) else { continue }
            let inner = original((open + 1)..<(end - 1)).trimmingCharacters(in: .whitespacesAndNewlines)
            let lineNumber = line(match.range.lowerBound)
            if inner.hasPrefix("getter:") || inner.hasPrefix("setter:") {
                problems.append(PortingProblem(line: lineNumber, message: "#selector(\(inner)) names a property accessor, which has no method reference; pass a closure or a method instead"))
                continue
            }
            var method = inner
            if method.hasPrefix("self.") { method.removeFirst(5) }
            let head = method.prefix { $0 != "(" }
            // Where the code keeps a selector as a value (returned, assigned, compared, asked
            // `responds(to:)` or `perform`ed), it stays one, named as Objective-C names it; the
            // lab answers it from the InterfaceBuilderClasses tables.
            if isSelectorValue(before: match.range.lowerBound) {
                let labels = method.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ":").map { String($0).trimmingCharacters(in: .whitespaces) }
                let name = String(head.split(separator: ".").last ?? head)
                replace(match.range.lowerBound..<end, with: "Selector(\"\(Self.objectiveCSelector(name: name, labels: labels))\")", kind: .selector)
                continue
            }
            let reference: String
            if let first = head.first, first.isUppercase, head.contains(".") {
                reference = method
            } else if !head.contains("."), let type = enclosingType(at: match.range.lowerBound) {
                reference = "\(type).\(method)"
            } else {
                problems.append(PortingProblem(line: lineNumber, message: "#selector(\(inner)) is not a method of the enclosing type; write Type.method(_:) there by hand"))
                continue
            }
            replace(match.range.lowerBound..<end, with: reference, kind: .selector)
        }
    }

    /// Whether the code before `offset` takes a `Selector` value rather than an action argument.
    private func isSelectorValue(before offset: Int) -> Bool {
        let before = codeBytes(max(0, offset - 60)..<offset).trimmingCharacters(in: .whitespacesAndNewlines)
        if before.hasSuffix("return") || before.hasSuffix("==") || before.hasSuffix("!=") { return true }
        // Assigned where the type says Selector (a bar button item's `action` is one); an untyped
        // `let x = #selector(…)` stays a method reference, for the action argument it feeds.
        if before.range(of: #"(:\s*Selector[?!]?\s*=|\.action\s*=)$"#, options: .regularExpression) != nil { return true }
        return ["responds(to:", "perform(", "performSelector(onMainThread:", "performSelector(inBackground:", "instancesRespond(to:", "NSStringFromSelector("]
            .contains { before.hasSuffix($0) }
    }

    /// Objective-C's name for a Swift method: `show` (no arguments), `show:` (`_`), `showWithItem:` (`item:`).
    static func objectiveCSelector(name: String, labels: [String]) -> String {
        var selector = name
        for (index, label) in labels.enumerated() {
            if index == 0 {
                selector += label == "_" ? ":" : "With\(label.prefix(1).uppercased())\(label.dropFirst()):"
            } else {
                selector += (label == "_" ? "" : label) + ":"
            }
        }
        return selector
    }

    /// `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable`, `@IBSegueAction` removed; the
    /// outlets, actions and inspectable properties they marked are listed for the file's table.
    private mutating func removeInterfaceBuilderAttributes() {
        for match in matches(#"@(IBOutlet|IBAction|IBInspectable|IBDesignable|IBSegueAction)\b"#) {
            let after = match.range.upperBound
            switch match.groups[0] {
            case "IBOutlet"?: noteOutlet(after: after)
            case "IBAction"?: noteAction(after: after, required: true)
            case "IBInspectable"?: noteInspectable(after: after)
            case "IBSegueAction"?:
                problems.append(PortingProblem(line: line(match.range.lowerBound), message: "@IBSegueAction is not connected by the lab; the segue makes its destination with init?(coder:)"))
            default: break
            }
            replace(removalRange(match.range), with: "", kind: .interfaceBuilderAttribute)
        }
    }

    private mutating func removeObjCAttributes() {
        for match in matches(#"@(objc|objcMembers|nonobjc)\b(?:[ \t]*\([^)\n]*\))?"#) {
            if match.groups[0] == "objc" { noteAction(after: match.range.upperBound, required: false) }
            replace(removalRange(match.range), with: "", kind: .objc)
        }
    }

    private mutating func removeDynamic() {
        let following = "var|let|func|override|public|private|fileprivate|internal|open|final|weak|static|class|lazy|@"
        for match in matches(#"(?<![\w.])dynamic[ \t]+(?=(?:"# + following + #"))"#) {
            replace(match.range, with: "", kind: .dynamic)
        }
    }

    private mutating func portMainAttribute() {
        for match in matches(#"@(UIApplicationMain|NSApplicationMain)\b"#) {
            replace(match.range, with: "@main", kind: .main)
        }
    }

    /// The lab creates app and scene delegates with `init()`, which Swift allows from a class
    /// value only when the initializer is required or the class final.
    private mutating func makeDelegatesFinal() {
        for match in matches(#"^([ \t]*(?:@\w+[ \t\n]+)*(?:(?:public|internal|fileprivate|private|open|final)[ \t]+)*)class[ \t]+(\w+)[ \t]*:[^{]*\b(UIApplicationDelegate|UIWindowSceneDelegate|UISceneDelegate)\b"#) {
            let prefix = match.groups[0] ?? ""
            guard !prefix.contains("final"), !prefix.contains("open") else { continue }
            let classOffset = match.range.lowerBound + prefix.utf8.count
            replace(classOffset..<classOffset, with: "final ", kind: .finalDelegate)
        }
    }

    private mutating func applyRenames() {
        let names = Swift42Renames.types.keys.sorted { $0.count > $1.count }.joined(separator: "|")
        for match in matches(#"(?<![\w.])("# + names + #")(?!\w)"#) {
            guard let old = match.groups[0], let new = Swift42Renames.types[old] else { continue }
            replace(match.range, with: new, kind: .rename)
        }
        for match in matches(#"(?<![\w.])UIEdgeInsetsMake[ \t]*\("#) {
            let open = match.range.upperBound - 1
            guard let end = mask.closingBracket(from: open) else { continue }
            let arguments = Self.splitTopLevel(original((open + 1)..<(end - 1)))
            guard arguments.count == 4 else { continue }
            let labelled = zip(["top", "left", "bottom", "right"], arguments).map { "\($0): \($1.trimmingCharacters(in: .whitespacesAndNewlines))" }
            replace(match.range.lowerBound..<end, with: "UIEdgeInsets(\(labelled.joined(separator: ", ")))", kind: .rename)
        }
    }

    /// `delegate?.tableView?(…)`: UIKit's delegate and data source methods are optional
    /// Objective-C requirements, called with `?`; the lab's have default implementations, so the
    /// call needs none.
    private mutating func callDelegateRequirementsDirectly() {
        for match in matches(#"\b(?:delegate|dataSource)\?\.\w+(\?)\("#) {
            let mark = match.range.upperBound - 2
            replace(mark..<(mark + 1), with: "", kind: .optionalRequirement)
        }
    }

    /// `UIApplication.shared.delegate?.window??`: UIKit's `window` is an optional requirement of
    /// an optional type, read with two marks; the lab's is a plain requirement, read with one.
    private mutating func readDelegateWindowOnce() {
        for match in matches(#"\bdelegate[?!]\.window(\?\?|!!)"#) {
            let mark = match.range.upperBound - 1
            replace(mark..<(mark + 1), with: "", kind: .optionalWindow)
        }
    }

    private func apply() -> String {
        var bytes = mask.original
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Outlets and actions

    /// Classes a document may make as a `customObject`: direct `NSObject` subclasses, not generic,
    /// whose designated initializers (if any) take no arguments, so `Name()` compiles.
    private mutating func noteArchivableObjects() {
        // A designated initializer's first character after its parenthesis: `)` when it takes nothing.
        let designated = #"(?m)^\s*(?:(?:override|public|open|internal|fileprivate|private|required|@\w+)\s+)*init\s*[?!]?\s*\(\s*(\S)"#
        guard let regex = try? NSRegularExpression(pattern: designated) else { return }
        for scope in scopes where scope.kind == "class" {
            let header = codeBytes(scope.header).trimmingCharacters(in: .whitespacesAndNewlines)
            guard header.range(of: #"^:\s*(?:Foundation\.)?NSObject\b"#, options: .regularExpression) != nil else { continue }
            let body = codeBytes(scope.body)
            let takesArguments = regex.matches(in: body, range: NSRange(location: 0, length: (body as NSString).length)).contains {
                (body as NSString).substring(with: $0.range(at: 1)) != ")"
            }
            guard !takesArguments, let name = connectable(at: scope.body.lowerBound) else { continue }
            classes[name]?.isArchivableObject = true
        }
    }

    private func enclosingType(at offset: Int) -> String? {
        scopes.filter { $0.body.contains(offset) && $0.kind != "protocol" }.max { $0.body.lowerBound < $1.body.lowerBound }?.name
    }

    private mutating func connectable(at offset: Int) -> String? {
        guard let scope = scopes.filter({ $0.body.contains(offset) }).max(by: { $0.body.lowerBound < $1.body.lowerBound }),
              scope.kind == "class" || scope.kind == "extension" else { return nil }
        if classes[scope.name] == nil {
            classes[scope.name] = ConnectableClass(name: scope.name)
            classOrder.append(scope.name)
        }
        return scope.name
    }

    private mutating func noteOutlet(after offset: Int) {
        let rest = codeBytes(offset..<min(mask.code.count, offset + 400))
        let pattern = #"^\s*(?:(?:weak|unowned(?:\([a-z]+\))?|private(?:\(set\))?|fileprivate(?:\(set\))?|internal|public|open|lazy|final|@\w+)\s+)*var\s+(\w+)\s*:\s*([^=!?\n{;]+)"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let found = regex.firstMatch(in: rest, range: NSRange(location: 0, length: (rest as NSString).length)),
              let owner = connectable(at: offset) else { return }
        let name = (rest as NSString).substring(with: found.range(at: 1))
        let type = (rest as NSString).substring(with: found.range(at: 2)).trimmingCharacters(in: .whitespaces)
        classes[owner]?.outlets.append(.init(name: name, isCollection: type.hasPrefix("[")))
    }

    /// An `@IBInspectable` property after `offset` (`var cornerRadius: CGFloat = 0`), which the
    /// table sets through its key path.
    private mutating func noteInspectable(after offset: Int) {
        let rest = codeBytes(offset..<min(mask.code.count, offset + 400))
        let pattern = #"^\s*(?:(?:private(?:\(set\))?|fileprivate(?:\(set\))?|internal|public|open|final|@\w+)\s+)*var\s+(\w+)\s*:"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let found = regex.firstMatch(in: rest, range: NSRange(location: 0, length: (rest as NSString).length)),
              let owner = connectable(at: offset) else { return }
        let name = (rest as NSString).substring(with: found.range(at: 1))
        if classes[owner]?.inspectables.contains(name) == false { classes[owner]?.inspectables.append(name) }
    }

    /// An action method after `offset`: listed under its selector when the lab can call it
    /// (no arguments, a sender, or a sender and an event, returning nothing). An `@IBAction` the
    /// lab cannot call is said; an `@objc` method that is not an action is passed over.
    private mutating func noteAction(after offset: Int, required: Bool) {
        let rest = codeBytes(offset..<min(mask.code.count, offset + 300))
        let pattern = #"^\s*(?:(?:private|fileprivate|internal|public|open|final|override|@\w+(?:\([^)]*\))?)\s+)*func\s+(\w+)\s*\("#
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let found = regex.firstMatch(in: rest, range: NSRange(location: 0, length: (rest as NSString).length)) else { return }
        let name = (rest as NSString).substring(with: found.range(at: 1))
        let open = offset + utf8Count(rest, upTo: found.range.location + found.range.length) - 1
        guard let end = mask.closingBracket(from: open), let owner = connectable(at: offset) else { return }
        let parameters = Self.splitTopLevel(original((open + 1)..<(end - 1))).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        let signatureTail = codeBytes(end..<min(mask.code.count, end + 80)).prefix { $0 != "{" && $0 != "\n" }
        let returnsValue = signatureTail.contains("->") && !signatureTail.contains("-> Void") && !signatureTail.contains("-> ()")
        let callable = !returnsValue && !signatureTail.contains("throws") && !signatureTail.contains("async")
            && (parameters.count <= 1 || (parameters.count == 2 && (parameters[1].hasSuffix("UIEvent") || parameters[1].hasSuffix("UIEvent?"))))
        guard callable else {
            if required {
                problems.append(PortingProblem(line: line(offset), message: "@IBAction \(name) takes what the lab cannot pass (it calls actions with no argument, the sender, or the sender and the event)"))
            }
            return
        }
        let labels = parameters.map { parameter -> String in
            let names = parameter.prefix { $0 != ":" }.split(whereSeparator: \.isWhitespace)
            return names.first.map(String.init) ?? "_"
        }
        let selector = Self.objectiveCSelector(name: name, labels: labels)
        let reference = labels.isEmpty ? "\(owner).\(name)" : "\(owner).\(name)(\(labels.map { "\($0):" }.joined()))"
        if classes[owner]?.actions.contains(where: { $0.selector == selector }) == false {
            classes[owner]?.actions.append(.init(selector: selector, reference: reference))
            actionOffsets[reference] = offset
        }
    }

    private func utf8Count(_ text: String, upTo utf16Offset: Int) -> Int {
        let utf16 = text.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: utf16Offset)
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// `text` split at the commas outside brackets.
    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            switch character {
            case "(", "[", "<", "{": depth += 1
            case ")", "]", ">", "}": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
        return parts
    }
}
