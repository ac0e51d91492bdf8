import Testing
import UIKit
@testable import UIKitCore

/// The retained tree's lookup of children by where they are must find every child a test of each
/// box finds, whatever the boxes (null, empty, huge, infinite, off the origin) and as they move.
@MainActor
@Suite struct ChildGridTests {
    private func box(_ random: inout SoakRandom) -> CGRect {
        switch random.int(0...9) {
        case 0: return .null
        case 1: return .infinite
        case 2: return CGRect(x: random.unit() * 4_000 - 2_000, y: random.unit() * 4_000 - 2_000, width: 900, height: 1_500)
        case 3: return CGRect(x: random.unit() * 800 - 100, y: random.unit() * 800 - 100, width: 0, height: random.unit() * 30)
        default:
            return CGRect(x: random.unit() * 800 - 100, y: random.unit() * 800 - 100,
                          width: random.unit() * 70, height: random.unit() * 70)
        }
    }

    /// What a test of every box finds, in painter's order.
    private func meeting(_ area: CGRect, _ boxes: [CGRect]) -> [Int] { boxes.indices.filter { boxes[$0].meets(area) } }

    /// What the grid finds once its candidates are sorted, deduplicated and tested.
    private func found(_ area: CGRect, _ grid: ChildGrid, _ boxes: [CGRect]) -> [Int]? {
        var candidates: [Int] = []
        guard grid.candidates(meeting: area, into: &candidates) else { return nil }
        return Array(Set(candidates)).sorted().filter { boxes[$0].meets(area) }
    }

    @Test func theGridFindsWhatTestingEveryBoxFinds() {
        var random = SoakRandom(seed: 23)
        var boxes = (0..<300).map { _ in box(&random) }
        var grid = ChildGrid(boxes: boxes)
        var lookedUp = 0
        for _ in 0..<2_000 {
            // A child moves, grows or empties, as `childChanged` refiles it.
            let position = random.int(0...boxes.count - 1)
            let moved = random.int(0...3) == 0 ? box(&random) : boxes[position].offsetBy(dx: random.unit() * 9 - 4, dy: random.unit() * 3)
            grid.unfile(position, boxes[position])
            grid.file(position, moved)
            boxes[position] = moved

            let area = CGRect(x: random.unit() * 900 - 150, y: random.unit() * 900 - 150,
                              width: random.pick([0.5, 10, 49, 120, 400]), height: random.pick([1, 48, 90, 300]))
            guard let found = found(area, grid, boxes) else { continue }
            lookedUp += 1
            #expect(found == meeting(area, boxes), "area \(area)")
        }
        #expect(lookedUp > 1_500, "most areas are small enough to look up: \(lookedUp)")
        // A fresh grid over the same boxes agrees with the refiled one.
        let area = CGRect(x: 100, y: 100, width: 60, height: 60)
        #expect(found(area, ChildGrid(boxes: boxes), boxes) == found(area, grid, boxes))
    }

    @Test func foundPositionsComeInPaintersOrderOnce() {
        var random = SoakRandom(seed: 5)
        for count in [0, 1, 2, 7, 32, 33, 400] {
            var positions = (0..<count).map { _ in random.int(0...60) }
            let expected = Array(Set(positions)).sorted()
            ChildGrid.order(&positions)
            #expect(positions == expected, "\(count) positions")
        }
    }
}
