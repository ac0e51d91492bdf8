import UIKit

/// Frames of the grid scene in the lab and in `plain-sdl`, round by round.
@MainActor
enum FrameBench {
    struct Row {
        let label: String
        let comparison: Comparison
    }

    static func frames(for count: Int) -> Int { count >= 10_000 ? 20 : count >= 1_000 ? 100 : 300 }

    /// Lab and reference, `benchRounds` rounds each, alternating.
    static func compare(_ label: String, scene: GridScene, frames: Int, reference: () throws -> Double) rethrows -> Row {
        var comparison = Comparison()
        for _ in 0..<frames / 4 { scene.frame() }  // warm caches and list storage
        for _ in 0..<benchRounds {
            comparison.lab.add(timePerCall(iterations: frames) { scene.frame() })
            comparison.reference.add(try reference())
        }
        return Row(label: label, comparison: comparison)
    }

    /// Every frame row: N views with one moving (as the lab draws it, and redrawing every pixel)
    /// against plain SDL's full redraw; a small move over N views against plain SDL redrawing only
    /// its rectangle; the same against a C program storing its opaque fills as the lab does;
    /// a dimming fade against plain SDL's full redraw.
    static func run(_ plain: PlainSDLReference) throws -> [Row] {
        var rows: [Row] = []
        for count in [10, 100, 1_000, 10_000] {
            let frames = frames(for: count)
            let damage = GridScene(count: count, change: .moveFirstSquare)
            rows.append(try compare("\(count) views, one moving (the lab as it draws) ÷ plain SDL full redraw", scene: damage, frames: frames) {
                try plain.secondsPerFrame("full", count: count, frames: frames)
            })
            let full = GridScene(count: count, change: .moveFirstSquare, onlyDamage: false)
            rows.append(try compare("\(count) views, one moving, every pixel redrawn ÷ plain SDL full redraw", scene: full, frames: frames) {
                try plain.secondsPerFrame("full", count: count, frames: frames)
            })
            if count >= 1_000 {
                // The lab stores opaque fills itself, which SDL's fill does slower: against a C
                // program filling the same way, the comparison is of the rest of the work.
                rows.append(try compare("\(count) views, every pixel redrawn ÷ plain C storing its fills the lab's way", scene: full,
                                        frames: frames) {
                    try plain.secondsPerFrame("full-stores", count: count, frames: frames)
                })
            }
        }
        for count in [100, 1_000, 10_000] {
            let move = GridScene(count: count, change: .moveSmallSquare)
            rows.append(try compare("a 44 × 44 view moves over \(count) ÷ plain SDL redrawing the changed rectangle", scene: move,
                                    frames: 1_000) {
                try plain.secondsPerFrame("move", count: count, frames: 1_000)
            })
            rows.append(try compare("a 44 × 44 view moves over \(count) ÷ plain C storing its fills the lab's way", scene: move,
                                    frames: 1_000) {
                try plain.secondsPerFrame("move-stores", count: count, frames: 1_000)
            })
        }
        // A touch costs what it changes: a press and release against plain SDL's damage-only
        // redraw, and against the same button recoloured from code.
        let press = GridScene(count: 1_000, change: .pressButton)
        rows.append(try compare("a button over 1,000 pressed and released ÷ plain SDL redrawing the changed rectangle", scene: press,
                                frames: 1_000) {
            try plain.secondsPerFrame("move", count: 1_000, frames: 1_000)
        })
        let recolour = GridScene(count: 1_000, change: .recolourButton)
        rows.append(compare("a button over 1,000 pressed and released ÷ the same button recoloured from code", scene: press,
                            frames: 1_000) {
            timePerCall(iterations: 1_000) { recolour.frame() }
        })
        let fade = GridScene(count: 100, change: .fadeDimmingView)
        rows.append(try compare("the dimming view's alpha changes over 100 ÷ plain SDL full redraw", scene: fade, frames: 300) {
            try plain.secondsPerFrame("fade", count: 100, frames: 300)
        })
        return rows
    }
}
