/// The updates that turn one snapshot's sections and items into another's, in a table's or
/// collection view's batch terms: deletions and moves from old positions, insertions at new ones.
/// Items that keep their relative order stay put; only those out of order move.
struct SnapshotDifference {
    static func updates<Section: Hashable, Item: Hashable>(from old: [(Section, [Item])], to new: [(Section, [Item])],
                                                          reloaded: Set<Item>, reloadedSections: Set<Section>) -> ListUpdates {
        var updates = ListUpdates()
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.0, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.0, $0) })
        for (index, section) in old.enumerated() where newSectionIndex[section.0] == nil { updates.deletedSections.insert(index) }
        for (index, section) in new.enumerated() where oldSectionIndex[section.0] == nil { updates.insertedSections.insert(index) }
        // Kept sections out of order move.
        let keptSections = new.enumerated().compactMap { index, section in oldSectionIndex[section.0].map { (old: $0, new: index) } }
        let stillSections = longestIncreasing(keptSections.map(\.old))
        for pair in keptSections where !stillSections.contains(pair.old) { updates.movedSections.append((pair.old, pair.new)) }
        for (index, section) in old.enumerated() where reloadedSections.contains(section.0) && newSectionIndex[section.0] != nil {
            updates.reloadedSections.insert(index)
        }

        var oldItemPath: [Item: IndexPath] = [:]
        for (section, entry) in old.enumerated() {
            for (item, identifier) in entry.1.enumerated() { oldItemPath[identifier] = IndexPath(item: item, section: section) }
        }
        var newItemPath: [Item: IndexPath] = [:]
        for (section, entry) in new.enumerated() {
            for (item, identifier) in entry.1.enumerated() { newItemPath[identifier] = IndexPath(item: item, section: section) }
        }
        let survivingOld = Set(old.indices.filter { !updates.deletedSections.contains($0) && !updates.reloadedSections.contains($0) })
        // Items gone, or leaving a kept section for a new one, are deleted from where they were.
        for (identifier, path) in oldItemPath where survivingOld.contains(path.section) {
            guard let target = newItemPath[identifier], !updates.insertedSections.contains(target.section),
                  !updates.reloadedSections.contains(oldSectionIndex[new[target.section].0] ?? -1) else {
                updates.deletedRows.insert(path)
                continue
            }
            if reloaded.contains(identifier) { updates.reloadedRows.insert(path) }
        }
        for (section, entry) in new.enumerated() where !updates.insertedSections.contains(section) {
            guard let oldSection = oldSectionIndex[entry.0], survivingOld.contains(oldSection) else { continue }
            // Items from the same old section that keep their order stay; the rest move or are new.
            var fromSameSection: [(old: Int, new: Int)] = []
            for (item, identifier) in entry.1.enumerated() {
                let newPath = IndexPath(item: item, section: section)
                guard let oldPath = oldItemPath[identifier], survivingOld.contains(oldPath.section) else {
                    updates.insertedRows.insert(newPath)
                    continue
                }
                if oldPath.section == oldSection { fromSameSection.append((oldPath.item, item)) } else { updates.movedRows.append((oldPath, newPath)) }
            }
            let still = longestIncreasing(fromSameSection.map(\.old))
            for pair in fromSameSection where !still.contains(pair.old) {
                updates.movedRows.append((IndexPath(item: pair.old, section: oldSection), IndexPath(item: pair.new, section: section)))
            }
        }
        return updates
    }

    /// The values of the longest strictly increasing subsequence (patience sorting, n log n).
    static func longestIncreasing(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = [], tailIndex: [Int] = [], previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if tails[mid] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tailIndex[low - 1] }
            if low == tails.count { tails.append(value); tailIndex.append(index) } else { tails[low] = value; tailIndex[low] = index }
        }
        var result: Set<Int> = []
        var index = tailIndex.last ?? -1
        while index >= 0 {
            result.insert(values[index])
            index = previous[index]
        }
        return result
    }
}
