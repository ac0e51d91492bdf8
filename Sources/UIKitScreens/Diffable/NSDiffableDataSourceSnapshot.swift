/// What a diffable data source shows, as a value, as UIKit's `NSDiffableDataSourceSnapshot`:
/// section identifiers in order, each with its item identifiers. Identifiers are unique across the
/// snapshot; misuse stops with UIKit's exception text.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// Each section's items, in the order of `sectionIdentifiers`.
    private(set) var sectionItems: [[ItemIdentifierType]] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    // MARK: Reading

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { sectionItems.reduce(0) { $0 + $1.count } }
    public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { sectionItems[requireSection(identifier)].count }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { sectionItems[requireSection(identifier)] }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        location(of: identifier).map { sectionIdentifiers[$0.section] }
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        var offset = 0
        for items in sectionItems {
            if let index = items.firstIndex(of: identifier) { return offset + index }
            offset += items.count
        }
        return nil
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIdentifiers.firstIndex(of: identifier) }

    /// Where an item is: its section's index and its index there.
    func location(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, items) in sectionItems.enumerated() {
            if let index = items.firstIndex(of: identifier) { return IndexPath(item: index, section: section) }
        }
        return nil
    }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier`, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            section = requireSection(sectionIdentifier)
        } else {
            guard !sectionIdentifiers.isEmpty else {
                Diagnostics.raise(reason: "There are currently no sections in the data source. Please add a section first.")
            }
            section = sectionIdentifiers.count - 1
        }
        requireNew(identifiers)
        sectionItems[section].append(contentsOf: identifiers)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let place = requireItem(beforeIdentifier)
        requireNew(identifiers)
        sectionItems[place.section].insert(contentsOf: identifiers, at: place.item)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let place = requireItem(afterIdentifier)
        requireNew(identifiers)
        sectionItems[place.section].insert(contentsOf: identifiers, at: place.item + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for section in sectionItems.indices { sectionItems[section].removeAll { doomed.contains($0) } }
        reloadedItemIdentifiers.removeAll { doomed.contains($0) }
        reconfiguredItemIdentifiers.removeAll { doomed.contains($0) }
    }

    public mutating func deleteAllItems() {
        sectionIdentifiers.removeAll()
        sectionItems.removeAll()
        reloadedItemIdentifiers.removeAll()
        reloadedSectionIdentifiers.removeAll()
        reconfiguredItemIdentifiers.removeAll()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, after: true)
    }

    private mutating func move(_ identifier: ItemIdentifierType, to target: ItemIdentifierType, after: Bool) {
        guard identifier != target else { return }
        let from = requireItem(identifier)
        _ = requireItem(target)
        sectionItems[from.section].remove(at: from.item)
        let to = requireItem(target)
        sectionItems[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
    }

    /// The items' cells are made again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where location(of: identifier) == nil {
            Diagnostics.raise(reason: "Attempted to reload item identifier that does not exist in the snapshot: \(identifier)")
        }
        reloadedItemIdentifiers.append(contentsOf: identifiers)
    }

    /// The items' cells are given their content again, in place, when the snapshot is applied (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where location(of: identifier) == nil {
            Diagnostics.raise(reason: "Attempted to reconfigure item identifier that does not exist in the snapshot: \(identifier)")
        }
        reconfiguredItemIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        requireNewSections(identifiers)
        sectionIdentifiers.append(contentsOf: identifiers)
        sectionItems.append(contentsOf: identifiers.map { _ in [] })
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let index = requireSection(toIdentifier)
        requireNewSections(identifiers)
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let index = requireSection(toIdentifier) + 1
        requireNewSections(identifiers)
        sectionIdentifiers.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = sectionIdentifiers.firstIndex(of: identifier) else { continue }
            sectionIdentifiers.remove(at: index)
            sectionItems.remove(at: index)
        }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to target: SectionIdentifierType, after: Bool) {
        guard identifier != target else { return }
        let from = requireSection(identifier)
        _ = requireSection(target)
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        let to = requireSection(target) + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = requireSection(identifier) }
        reloadedSectionIdentifiers.append(contentsOf: identifiers)
    }

    mutating func forgetReloads() {
        reloadedItemIdentifiers.removeAll()
        reloadedSectionIdentifiers.removeAll()
        reconfiguredItemIdentifiers.removeAll()
    }

    // MARK: Checks, with UIKit's words

    private func requireSection(_ identifier: SectionIdentifierType) -> Int {
        guard let index = sectionIdentifiers.firstIndex(of: identifier) else {
            Diagnostics.raise(reason: "Invalid parameter not satisfying: section != NSNotFound (section identifier \(identifier) is not in the snapshot)")
        }
        return index
    }

    private func requireItem(_ identifier: ItemIdentifierType) -> IndexPath {
        guard let place = location(of: identifier) else {
            Diagnostics.raise(reason: "Invalid parameter not satisfying: indexPath (item identifier \(identifier) is not in the snapshot)")
        }
        return place
    }

    private func requireNew(_ identifiers: [ItemIdentifierType]) {
        var seen = Set(itemIdentifiers)
        let duplicates = identifiers.filter { !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            Diagnostics.raise(reason: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}")
        }
    }

    private func requireNewSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set(sectionIdentifiers)
        let duplicates = identifiers.filter { !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            Diagnostics.raise(reason: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}")
        }
    }
}
