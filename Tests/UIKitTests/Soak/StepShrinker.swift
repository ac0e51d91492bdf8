/// Shrinks a failing sequence of steps (delta debugging): cut after the failing step, then remove
/// chunks of halving size while the sequence still fails, within `budget` replays. `run` replays a
/// candidate and returns nil when it passes, or the failing step's index (nil inside: at the end).
enum StepShrinker {
    static func shrink<Step>(_ steps: [Step], failingAt index: Int?, budget: Int = 600, run: ([Step]) -> Int??) -> [Step] {
        var current = index.map { Array(steps.prefix($0 + 1)) } ?? steps
        var replays = 0
        var chunk = max(1, current.count / 2)
        while replays < budget {
            var start = 0
            var removedAny = false
            while start < current.count && replays < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                replays += 1
                if let failed = run(candidate) {
                    current = failed.map { Array(candidate.prefix($0 + 1)) } ?? candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            chunk = max(1, chunk / 2)
        }
        return current
    }
}
