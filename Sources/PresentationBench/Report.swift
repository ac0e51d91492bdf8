import Foundation

/// The bench's Markdown report: printed as it is made, kept to write into a document.
@MainActor
struct Report {
    private(set) var lines: [String] = []
    mutating func add(_ line: String = "") { lines.append(line); print(line) }

    func aim(_ met: Bool) -> String { met ? "met" : "**behind**" }

    mutating func comparisonTable(_ rows: [(String, Comparison, String?)], unit: (Double) -> String) {
        add("| work | lab min | lab median | reference min | reference median | ratio (min) | ratio (median) | aim |")
        add("|---|---:|---:|---:|---:|---:|---:|---|")
        for (label, c, aim) in rows {
            add(String(format: "| %@ | %@ | %@ | %@ | %@ | %.2f× | %.2f× | %@ |", label, unit(c.lab.min), unit(c.lab.median),
                       unit(c.reference.min), unit(c.reference.median), c.ratioOfMinimums, c.ratioOfMedians, aim ?? ""))
        }
    }
}
