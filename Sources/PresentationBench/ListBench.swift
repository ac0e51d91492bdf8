import Foundation
import UIKit

/// A fling through a table of 100,000 rows at 120 Hz in a 390 × 844 headless host: a quick drag
/// up, then every frame of the glide drawn to pixels and timed (CPU). The plain SDL reference draws
/// the same rows at the same offsets, frame by frame: a white canvas, each visible row's label
/// (rendered once and kept as a texture, as the lab keeps its text) and its separator.
@MainActor
enum ListBench {
    static let rowCount = 100_000
    static let rowHeight: CGFloat = 44
    static let flicks = 8
    /// The rows that overlap a 844-point screen at once, at most.
    static let screenRows = Int((844 / rowHeight).rounded(.up)) + 1

    struct Result {
        var lab: [Double] = []
        var reference: [Double] = []
        /// The most cells the table ever made: what the screen needs, not what the table holds.
        var cellsMade = 0
        var rowsTravelled = 0
    }

    /// A data source of numbered rows that counts the cells it makes.
    final class Rows: NSObject, UITableViewDataSource {
        var made = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { ListBench.rowCount }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? {
                made += 1
                return UITableViewCell(style: .default, reuseIdentifier: "row")
            }()
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            return cell
        }
    }

    static func run(_ plain: PlainSDLReference) throws -> Result {
        var result = Result()
        for _ in 0..<benchRounds {
            let (times, offsets, made) = flingOnce()
            result.lab += times
            result.cellsMade = max(result.cellsMade, made)
            result.rowsTravelled = Int((offsets.last ?? 0) / rowHeight)
            result.reference += try plain.listFrameTimes(offsets: offsets, rowHeight: rowHeight)
        }
        return result
    }

    /// One fling; returns each frame's CPU time, the offset each frame showed, and the cells made.
    private static func flingOnce() -> ([Double], [CGFloat], Int) {
        let host = OffscreenHost(device: .freeform(CGSize(width: 390, height: 844)), orientation: .portrait,
                                 systemVersion: .newest, renderScale: 1)
        let controller = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.rowHeight = rowHeight
        let rows = Rows()
        table.dataSource = rows
        controller.view = table
        host.install(rootViewController: controller)
        host.advance(by: 0)
        host.rasterizeLastFrame()
        var times: [Double] = [], offsets: [CGFloat] = []
        // Eight quick flicks up (600 points in 50 ms), each caught after 0.75 s of glide, as a thumb
        // runs down a long list.
        for _ in 0..<flicks {
            host.drag(from: CGPoint(x: 200, y: 780), to: CGPoint(x: 200, y: 180), duration: 0.05)
            for _ in 0..<90 where table.isDecelerating {
                let start = processCPUTime()
                host.advance(by: 1.0 / 120)
                host.rasterizeLastFrame()
                times.append(processCPUTime() - start)
                offsets.append(table.contentOffset.y)
            }
        }
        return (times, offsets, rows.made)
    }
}
