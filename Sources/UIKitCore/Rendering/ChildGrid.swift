/// Which children of a node with many can meet an area, found without testing every child's box:
/// each child is filed under the cells of a square grid (in device pixels) that its box covers. A
/// small change in a screen of thousands of views then costs the few cells around it, not a test
/// of every sibling. Boxes too large to file cell by cell (a background, a projection's infinite
/// box) are kept in a list every query returns.
struct ChildGrid {
    /// From how many children a node keeps a grid. Testing a box costs about 25 instructions and a
    /// lookup about 3,000 (callgrind, a small move over 100 and 1,000 views), so below this the
    /// test of every box is cheaper.
    static let minimumChildren = 128
    static let cellSize: CGFloat = 64
    /// A box that covers more cells than this is not filed cell by cell.
    private static let maximumCellsPerBox = 64
    /// Beyond this many pixels from the origin (2³⁰), coordinates are not filed (they would not fit a key).
    private static let reach: CGFloat = 1_073_741_824

    /// Child positions by cell, the cell's column and row packed into one key.
    private var cells: [Int: [Int]] = [:]
    /// Positions whose boxes are not filed by cell.
    private var unfiled: [Int] = []

    init(boxes: [CGRect]) {
        for (position, box) in boxes.enumerated() { file(position, box) }
    }

    /// The columns and rows of the cells `box` covers, or nil when it is not filed by cell.
    private static func cellRange(of box: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let minX = box.origin.x, minY = box.origin.y, maxX = minX + box.size.width, maxY = minY + box.size.height
        guard minX > -reach, minY > -reach, maxX < reach, maxY < reach, minX <= maxX, minY <= maxY else { return nil }
        let columns = Int((minX / cellSize).rounded(.down))...Int((maxX / cellSize).rounded(.down))
        let rows = Int((minY / cellSize).rounded(.down))...Int((maxY / cellSize).rounded(.down))
        guard columns.count * rows.count <= maximumCellsPerBox else { return nil }
        return (columns, rows)
    }

    private static func key(_ column: Int, _ row: Int) -> Int { column << 32 | (row & 0xFFFF_FFFF) }

    /// Where a box is filed: nowhere (a null box meets nothing), in the unfiled list (too large or
    /// too far out for cells), or in a range of cells.
    private enum Filing: Equatable {
        case nowhere
        case unfiled
        case cells(columns: ClosedRange<Int>, rows: ClosedRange<Int>)

        init(_ box: CGRect) {
            if box.isNull { self = .nowhere; return }
            guard let (columns, rows) = ChildGrid.cellRange(of: box) else { self = .unfiled; return }
            self = .cells(columns: columns, rows: rows)
        }
    }

    /// Files the child at `position`; a box that meets nothing (null) is not filed.
    mutating func file(_ position: Int, _ box: CGRect) { file(position, Filing(box)) }

    /// Takes the child at `position`, filed with `box`, out again.
    mutating func unfile(_ position: Int, _ box: CGRect) { unfile(position, Filing(box)) }

    /// Files the child at `position` under `new` instead of `old`: nothing to do while its box stays
    /// in the same cells, as a view moving a point a frame mostly does.
    mutating func refile(_ position: Int, from old: CGRect, to new: CGRect) {
        let before = Filing(old), after = Filing(new)
        if before == after, case .cells = after { return }
        unfile(position, before)
        file(position, after)
    }

    private mutating func file(_ position: Int, _ filing: Filing) {
        switch filing {
        case .nowhere: return
        case .unfiled: unfiled.append(position)
        case let .cells(columns, rows):
            for column in columns { for row in rows { cells[Self.key(column, row), default: []].append(position) } }
        }
    }

    private mutating func unfile(_ position: Int, _ filing: Filing) {
        switch filing {
        case .nowhere: return
        case .unfiled:
            if let index = unfiled.firstIndex(of: position) { unfiled.remove(at: index) }
        case let .cells(columns, rows):
            for column in columns {
                for row in rows {
                    let key = Self.key(column, row)
                    guard let index = cells[key]?.firstIndex(of: position) else { continue }
                    cells[key]!.remove(at: index)
                    if cells[key]!.isEmpty { cells[key] = nil }
                }
            }
        }
    }

    /// Appends to `candidates` every child whose box may meet `area` (some more than once, in no
    /// order), or returns false when `area` covers too many cells to be worth looking up.
    func candidates(meeting area: CGRect, into candidates: inout [Int]) -> Bool {
        guard let (columns, rows) = Self.cellRange(of: area) else { return false }
        candidates.append(contentsOf: unfiled)
        for column in columns {
            for row in rows {
                if let filed = cells[Self.key(column, row)] { candidates.append(contentsOf: filed) }
            }
        }
        return true
    }

    /// Sorts found positions into painter's order and drops the repeats of a child filed in two
    /// cells. Usually a handful meet a damage, which an insertion sort orders fastest.
    static func order(_ positions: inout [Int]) {
        var unique = 0
        if positions.count > 32 {
            positions.sort()
            for index in positions.indices where unique == 0 || positions[unique - 1] != positions[index] {
                positions[unique] = positions[index]
                unique += 1
            }
        } else {
            for index in positions.indices {
                let position = positions[index]
                var slot = unique
                while slot > 0 && positions[slot - 1] > position { slot -= 1 }
                if slot > 0 && positions[slot - 1] == position { continue }
                var move = unique
                while move > slot { positions[move] = positions[move - 1]; move -= 1 }
                positions[slot] = position
                unique += 1
            }
        }
        positions.removeLast(positions.count - unique)
    }
}
