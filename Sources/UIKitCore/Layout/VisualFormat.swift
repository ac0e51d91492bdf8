// The visual format language: "H:|-[a(>=50)]-8-[b(==a)]-|" and friends, parsed into constraints.
extension NSLayoutConstraint {
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)

        var alignmentAttributes: [Attribute] {
            let table: [(FormatOptions, Attribute)] = [(.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
                (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
                (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY)]
            return table.filter { contains($0.0) }.map(\.1)
        }
    }

    /// The constraints a visual format string describes. A malformed string stops the program
    /// with a message that points at the offending character, as UIKit raises an exception; use
    /// `validatedConstraints(withVisualFormat:options:metrics:views:)` to get the error instead.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try validatedConstraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            Diagnostics.raise("NSInvalidArgumentException", reason: "\(error)")
        }
    }

    /// As `constraints(withVisualFormat:options:metrics:views:)`, throwing `VisualFormatError`.
    public class func validatedConstraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                           metrics: [String: Any]?, views: [String: Any]) throws -> [NSLayoutConstraint] {
        // Layouts here are left to right, so leading-to-trailing and left-to-right agree.
        if opts.rawValue & (3 << 16) == FormatOptions.directionRightToLeft.rawValue {
            Diagnostics.warnOnce("visualFormat.directionRightToLeft", "the visual format's .directionRightToLeft is not honoured; views are laid out left to right.")
        }
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        return try parser.parse()
    }
}

/// A malformed visual format string, with the position of the offending character.
public struct VisualFormatError: Error, CustomStringConvertible, Equatable {
    public let reason: String
    public let format: String
    public let position: Int

    public var description: String {
        "Unable to parse constraint format: \n\(reason)\n\(format)\n\(String(repeating: " ", count: position))^"
    }
}

@preconcurrency @MainActor
private struct VisualFormatParser {
    private typealias Attribute = NSLayoutConstraint.Attribute

    /// One `relation object @priority` of a predicate list.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat?
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    private enum Spacing {
        case adjacent
        case standard
        case predicates([Predicate])
    }

    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    private let characters: [Character]
    private var index = 0

    static let standardSiblingSpacing: CGFloat = 8
    static let standardSuperviewSpacing: CGFloat = 20

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.views = views
        characters = Array(format)
    }

    mutating func parse() throws -> [NSLayoutConstraint] {
        var horizontal = true
        if characters.count >= 2, characters[1] == ":" {
            switch characters[0] {
            case "H": horizontal = true
            case "V": horizontal = false
            default: throw error("Expected an orientation, H or V, before the ':'.")
            }
            index = 2
        }
        let leading: Attribute = horizontal ? .leading : .top
        let trailing: Attribute = horizontal ? .trailing : .bottom
        let dimension: Attribute = horizontal ? .width : .height

        var result: [NSLayoutConstraint] = []
        var pendingSpacing: Spacing?
        var startsAtSuperview = false
        var previous: UIView?


        if peek == "|" {
            index += 1
            startsAtSuperview = true
            pendingSpacing = try connection()
        }
        guard peek == "[" else { throw error("Expected a '[' here: a view is written as [name].") }
        while peek == "[" {
            index += 1
            let name = identifier()
            guard !name.isEmpty else { throw error("Expected a view name after '['.") }
            guard let view = views[name] as? UIView else {
                throw error("\(name) is not a key in the views dictionary.", at: index - name.count)
            }
            if peek == "(" {
                for predicate in try predicateList() {
                    let constraint: NSLayoutConstraint
                    if let other = predicate.view {
                        constraint = NSLayoutConstraint(first: view, dimension, predicate.relation, other, dimension,
                                                        multiplier: 1, constant: 0)
                    } else {
                        constraint = NSLayoutConstraint(first: view, dimension, predicate.relation, nil, .notAnAttribute,
                                                        multiplier: 1, constant: predicate.constant ?? 0)
                    }
                    constraint.priority = predicate.priority
                    result.append(constraint)
                }
            }
            guard peek == "]" else { throw error("Expected a ']' here: that is how a view ends.") }
            index += 1
            if let previous {
                result += spacingConstraints(pendingSpacing ?? .adjacent, from: previous, trailing, to: view, leading,
                                             standard: VisualFormatParser.standardSiblingSpacing)
                for attribute in options.alignmentAttributes {
                    result.append(NSLayoutConstraint(first: previous, attribute, .equal, view, attribute, multiplier: 1, constant: 0))
                }
            } else if startsAtSuperview {
                guard let superview = view.superview else {
                    throw error("Unable to interpret '|' character, because the related view doesn't have a superview.", at: 0)
                }
                result += spacingConstraints(pendingSpacing ?? .adjacent, from: superview, leading, to: view, leading,
                                             standard: VisualFormatParser.standardSuperviewSpacing)
            }

            previous = view
            pendingSpacing = nil
            if index < characters.count && peek != "[" {
                if peek == "|" {
                    pendingSpacing = .adjacent
                } else {
                    pendingSpacing = try connection()
                }
            }
        }
        if peek == "|" {
            index += 1
            guard let last = previous, let superview = last.superview else {
                throw error("Unable to interpret '|' character, because the related view doesn't have a superview.", at: index - 1)
            }
            result += spacingConstraints(pendingSpacing ?? .adjacent, from: last, trailing, to: superview, trailing,
                                         standard: VisualFormatParser.standardSuperviewSpacing)
        } else if pendingSpacing != nil, index >= characters.count, case .predicates = pendingSpacing! {
            throw error("Expected a view or '|' after the spacing.")
        }
        guard index >= characters.count else { throw error("Unexpected character '\(characters[index])'.") }
        return result
    }

    /// `to.leadingEdge = from.trailingEdge + spacing`, one constraint a predicate.
    private func spacingConstraints(_ spacing: Spacing, from: UIView, _ fromAttribute: Attribute, to: UIView,
                                    _ toAttribute: Attribute, standard: CGFloat) -> [NSLayoutConstraint] {
        let predicates: [Predicate]
        switch spacing {
        case .adjacent: predicates = [Predicate(constant: 0)]
        case .standard: predicates = [Predicate(constant: standard)]
        case .predicates(let list): predicates = list
        }
        return predicates.map { predicate in
            let constraint = NSLayoutConstraint(first: to, toAttribute, predicate.relation, from, fromAttribute,
                                                multiplier: 1, constant: predicate.constant ?? standard)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    /// After a view or '|': "-", "-predicates-", or nothing.
    private mutating func connection() throws -> Spacing {
        guard peek == "-" else { return .adjacent }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates = try peek == "(" ? predicateList() : [simplePredicate()]
        guard peek == "-" else { throw error("Expected a '-' here, to close the spacing.") }
        index += 1
        return .predicates(predicates)
    }

    private mutating func simplePredicate() throws -> Predicate {
        var predicate = Predicate()
        predicate.constant = try constant(allowView: false).0
        return predicate
    }

    private mutating func predicateList() throws -> [Predicate] {
        guard peek == "(" else { return [try simplePredicate()] }
        index += 1
        var list: [Predicate] = []
        repeat {
            if peek == "," { index += 1 }
            var predicate = Predicate()
            if let relation = relation() { predicate.relation = relation }
            let (value, view) = try constant(allowView: true)
            predicate.constant = value
            predicate.view = view
            if peek == "@" {
                index += 1
                guard let priority = try constant(allowView: false).0 else { throw error("Expected a priority after '@'.") }
                guard priority >= 1 && priority <= 1000 else {
                    throw error("A priority must be between 1 and 1000.", at: index - 1)
                }
                predicate.priority = UILayoutPriority(Float(priority))
            }
            list.append(predicate)
        } while peek == ","
        guard peek == ")" else { throw error("Expected a ')' here, to close the predicate list.") }
        index += 1
        return list
    }

    private mutating func relation() -> NSLayoutConstraint.Relation? {
        guard index + 1 < characters.count else { return nil }
        let pair = String(characters[index...index + 1])
        let table: [String: NSLayoutConstraint.Relation] = ["==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual]
        guard let relation = table[pair] else { return nil }
        index += 2
        return relation
    }

    /// A number, a metric name, or (where allowed) a view name.
    private mutating func constant(allowView: Bool) throws -> (CGFloat?, UIView?) {
        let start = index
        if let c = peek, c.isNumber || c == "-" || c == "." {
            var text = ""
            while let c = peek, c.isNumber || c == "." || (c == "-" && text.isEmpty) { text.append(c); index += 1 }
            guard let value = Double(text) else { throw error("'\(text)' is not a number.", at: start) }
            return (CGFloat(value), nil)
        }
        let name = identifier()
        guard !name.isEmpty else { throw error("Expected a number, a metric or a view name here.") }
        if let metric = metrics[name] {
            if let value = CGFloat(anyNumber: metric) { return (value, nil) }
            throw error("The metric \(name) is not a number.", at: start)
        }
        if allowView, let view = views[name] as? UIView { return (nil, view) }
        throw error("\(name) is not a key in the metrics\(allowView ? " or views" : "") dictionary.", at: start)
    }

    private mutating func identifier() -> String {
        var name = ""
        while let c = peek, c.isLetter || c.isNumber || c == "_" { name.append(c); index += 1 }
        return name
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func error(_ reason: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: Swift.min(position ?? index, format.count))
    }
}
