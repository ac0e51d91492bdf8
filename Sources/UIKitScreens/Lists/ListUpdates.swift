/// The insertions, deletions, reloads and moves of one batch, in UIKit's terms: deletions, reloads
/// and move sources name rows as they were before the batch; insertions and move destinations as
/// they are after it. `mapping(...)` turns them into where each new row came from, checking the
/// counts as UIKit does.
struct ListUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: Set<IndexPath> = []
    var insertedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var animation: UITableView.RowAnimation = .automatic

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// Where a row after the update came from: an old row (kept or moved), or nothing (new).
    enum Origin: Equatable {
        case kept(IndexPath)
        case reloaded(IndexPath)
        case new
    }

    /// Each new section's rows' origins, given the old row counts and the data source's new ones;
    /// or UIKit's exception text when the counts do not add up.
    func mapping(oldRowCounts: [Int], newRowCounts: [Int], itemName: String = "row", containerName: String = "table view")
        -> Result<[[Origin]], UpdateInconsistency> {
        let oldCount = oldRowCounts.count, newCount = newRowCounts.count
        let expected = oldCount - deletedSections.count + insertedSections.count
        guard newCount == expected else {
            return .failure(UpdateInconsistency(reason: "Invalid update: invalid number of sections. The number of sections contained in the \(containerName) after the update (\(newCount)) must be equal to the number of sections contained in the \(containerName) before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."))
        }
        // Which old section each new one continues, or nil for inserted ones.
        var sectionOrigin = [Int?](repeating: nil, count: newCount)
        var taken = [Bool](repeating: false, count: newCount)
        for index in insertedSections where index < newCount { taken[index] = true }
        let movedFrom = Set(movedSections.map(\.from))
        for move in movedSections where move.to < newCount {
            sectionOrigin[move.to] = move.from
            taken[move.to] = true
        }
        var survivors = (0..<oldCount).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for index in 0..<newCount where !taken[index] { sectionOrigin[index] = survivors.next() }

        var result: [[Origin]] = []
        result.reserveCapacity(newCount)
        for newSection in 0..<newCount {
            let rows = newRowCounts[newSection]
            guard let oldSection = sectionOrigin[newSection], !reloadedSections.contains(oldSection) else {
                result.append([Origin](repeating: .new, count: rows))
                continue
            }
            let before = oldRowCounts[oldSection]
            let deleted = deletedRows.filter { $0.section == oldSection }.map(\.row)
            let movedOut = movedRows.filter { $0.from.section == oldSection }.map(\.from.row)
            let inserted = insertedRows.filter { $0.section == newSection }.map(\.row)
            let movedIn = movedRows.filter { $0.to.section == newSection }
            let removed = Set(deleted).union(movedOut)
            var origins = [Origin?](repeating: nil, count: rows)
            for row in inserted where row < rows { origins[row] = .new }
            for move in movedIn where move.to.row < rows { origins[move.to.row] = .kept(move.from) }
            var kept = (0..<before).lazy.filter { !removed.contains($0) }.makeIterator()
            var consistent = true
            for row in 0..<rows where origins[row] == nil {
                guard let old = kept.next() else { consistent = false; break }
                let path = IndexPath(row: old, section: oldSection)
                origins[row] = reloadedRows.contains(path) ? .reloaded(path) : .kept(path)
            }
            if consistent && kept.next() != nil { consistent = false }
            guard consistent, inserted.allSatisfy({ $0 < rows }), movedIn.allSatisfy({ $0.to.row < rows }) else {
                let plural = itemName + "s"
                return .failure(UpdateInconsistency(reason: "Invalid update: invalid number of \(plural) in section \(newSection). The number of \(plural) contained in an existing section after the update (\(rows)) must be equal to the number of \(plural) contained in that section before the update (\(before)), plus or minus the number of \(plural) inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of \(plural) moved into or out of that section (\(movedIn.count) moved in, \(movedOut.count) moved out)."))
            }
            result.append(origins.map { $0 ?? .new })
        }
        return .success(result)
    }
}
