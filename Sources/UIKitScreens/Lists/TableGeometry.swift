/// Where every part of a table sits, top to bottom: the table header, then per section its header,
/// rows and footer, then the table footer. Rows keep their height and whether it was measured or is
/// still an estimate; offsets are prefix sums, so finding the rows in a rectangle is a binary search
/// and a table of 100,000 rows costs its screen, not its length.
struct TableGeometry {
    struct Section {
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var rowHeights: [CGFloat]
        /// Whether each row's height is its real one (asked or self-sized) rather than an estimate.
        var measured: [Bool]
        /// `rowOffsets[i]` is row i's top below the section's first row; one more entry ends the last.
        var rowOffsets: [CGFloat] = [0]
        /// The section header's top in the content.
        var origin: CGFloat = 0
        /// Points above the header (UIKit's `sectionHeaderTopPadding`) and the rows' side insets.
        var topPadding: CGFloat = 0

        var rowCount: Int { rowHeights.count }
        var rowsTop: CGFloat { origin + topPadding + headerHeight }
        var rowsHeight: CGFloat { rowOffsets[rowOffsets.count - 1] }
        var height: CGFloat { topPadding + headerHeight + rowsHeight + footerHeight }

        mutating func recomputeOffsets(from start: Int = 0) {
            if rowOffsets.count != rowHeights.count + 1 {
                rowOffsets = [CGFloat](repeating: 0, count: rowHeights.count + 1)
            }
            var y = start == 0 ? 0 : rowOffsets[start]
            for row in start..<rowHeights.count {
                rowOffsets[row] = y
                y += rowHeights[row]
            }
            rowOffsets[rowHeights.count] = y
        }
    }

    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var sections: [Section] = []

    var contentHeight: CGFloat {
        (sections.last.map { $0.origin + $0.height } ?? tableHeaderHeight) + tableFooterHeight
    }

    var tableFooterOrigin: CGFloat { sections.last.map { $0.origin + $0.height } ?? tableHeaderHeight }

    mutating func recomputeOrigins(from start: Int = 0) {
        var y = start == 0 ? tableHeaderHeight : sections[start - 1].origin + sections[start - 1].height
        for index in start..<sections.count {
            sections[index].origin = y
            y += sections[index].height
        }
    }

    func rowTop(_ indexPath: IndexPath) -> CGFloat {
        let section = sections[indexPath.section]
        return section.rowsTop + section.rowOffsets[indexPath.row]
    }

    func rowRect(_ indexPath: IndexPath, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: rowTop(indexPath), width: width, height: sections[indexPath.section].rowHeights[indexPath.row])
    }

    func sectionRect(_ section: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: sections[section].origin, width: width, height: sections[section].height)
    }

    func headerRect(_ section: Int, width: CGFloat) -> CGRect {
        let s = sections[section]
        return CGRect(x: 0, y: s.origin + s.topPadding, width: width, height: s.headerHeight)
    }

    func footerRect(_ section: Int, width: CGFloat) -> CGRect {
        let s = sections[section]
        return CGRect(x: 0, y: s.rowsTop + s.rowsHeight, width: width, height: s.footerHeight)
    }

    /// The sections overlapping `minY..<maxY`.
    func sections(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard !sections.isEmpty else { return 0..<0 }
        let first = lastIndex(in: sections.indices, where: { sections[$0].origin <= minY }) ?? 0
        var end = first
        while end < sections.count && sections[end].origin < maxY { end += 1 }
        return first..<Swift.max(first, end)
    }

    /// The rows overlapping `minY..<maxY`, in order.
    func rows(overlapping minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for index in sections(overlapping: minY, maxY) {
            let section = sections[index]
            guard section.rowCount > 0 else { continue }
            let top = section.rowsTop
            let localMin = minY - top, localMax = maxY - top
            guard localMax > 0, localMin < section.rowsHeight else { continue }
            var row = lastIndex(in: 0..<section.rowCount, where: { section.rowOffsets[$0] <= localMin }) ?? 0
            while row < section.rowCount && section.rowOffsets[row] < localMax {
                if section.rowHeights[row] > 0 || section.rowOffsets[row] >= localMin { result.append(IndexPath(row: row, section: index)) }
                row += 1
            }
        }
        return result
    }

    /// The row containing `y`, if any.
    func row(at y: CGFloat) -> IndexPath? {
        rows(overlapping: y, y + 0.0001).first { rowRect($0, width: 1).contains(CGPoint(x: 0, y: y)) }
    }

    /// The last index in `range` for which `isBefore` holds, assuming it holds for a prefix.
    private func lastIndex(in range: Range<Int>, where isBefore: (Int) -> Bool) -> Int? {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let mid = (low + high) / 2
            if isBefore(mid) { low = mid + 1 } else { high = mid }
        }
        return low > range.lowerBound ? low - 1 : nil
    }
}
