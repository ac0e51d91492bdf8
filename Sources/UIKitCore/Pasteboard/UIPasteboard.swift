import Foundation

/// A pasteboard, as UIKit's `UIPasteboard`: items of typed values that the app copies and pastes.
/// Each host has its own general pasteboard and named ones, so tests running side by side never
/// see each other's copies; nothing reaches the computer's clipboard.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name, as UIKit's `UIPasteboard.Name`.
    public struct Name: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// The options `setItems(_:options:)` takes; the lab keeps items until they are replaced.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    /// Posted with the pasteboard as its object whenever its items change.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// The pasteboard copy and paste use, in the current host.
    open class var general: UIPasteboard { HostEnvironment.current[Pasteboards.self].general }

    /// The pasteboard named `pasteboardName` in the current host; with `create` false, nil when
    /// there is none yet.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard let existing = HostEnvironment.current[Pasteboards.self].pasteboard(named: pasteboardName, create: create) else { return nil }
        self.init(sharing: existing)
    }

    /// A new pasteboard with a name of its own.
    open class func withUniqueName() -> UIPasteboard {
        HostEnvironment.current[Pasteboards.self].pasteboard(named: Name(rawValue: "com.apple.UIKit.pboard.\(UUID().uuidString)"), create: true)!
    }

    /// Removes the named pasteboard from the current host.
    open class func remove(withName pasteboardName: Name) {
        HostEnvironment.current[Pasteboards.self].remove(named: pasteboardName)
    }

    open var name: Name { contents.name }

    /// Counts the changes to the items since the pasteboard was made.
    open var changeCount: Int { contents.changeCount }

    /// The items, each a dictionary of values keyed by their type identifiers (such as
    /// `"public.utf8-plain-text"`).
    open var items: [[String: Any]] {
        get { contents.items }
        set { setItems(newValue) }
    }

    open var numberOfItems: Int { contents.items.count }

    /// Replaces the items.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        contents.items = items
        contents.changeCount += 1
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
    }

    /// Adds items after the ones there are.
    open func addItems(_ items: [[String: Any]]) { setItems(contents.items + items) }

    /// The type identifiers of the first item.
    open var types: [String] { contents.items.first.map { Array($0.keys).sorted() } ?? [] }

    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = contents.items.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// The first item's value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { contents.items.first?[pasteboardType] }

    /// Replaces the items with one holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: value]]) }

    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        default: return nil
        }
    }

    open func setData(_ data: Data, forPasteboardType pasteboardType: String) { setValue(data, forPasteboardType: pasteboardType) }

    /// What a pasteboard holds; every `UIPasteboard` of one name in a host shares it.
    let contents: PasteboardContents

    init(contents: PasteboardContents) {
        self.contents = contents
        super.init()
    }

    private convenience init(sharing pasteboard: UIPasteboard) { self.init(contents: pasteboard.contents) }
}

/// The items of one named pasteboard and how often they changed.
@MainActor
final class PasteboardContents {
    let name: UIPasteboard.Name
    var items: [[String: Any]] = []
    var changeCount = 0

    init(name: UIPasteboard.Name) { self.name = name }
}
