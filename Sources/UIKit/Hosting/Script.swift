/// A headless script: steps parsed from a text file, one a line. The whole file is checked before
/// any step runs, so a mistake on line 9 does not leave eight steps done.
package struct Script: Equatable {
    package enum Step: Equatable {
        case tap(CGPoint)
        case drag(from: CGPoint, to: CGPoint, seconds: Double)
        case resize(CGSize)
        case wait(Double)
        case screenshot(path: String)
        case rotate(clockwise: Bool)
    }

    package let steps: [Step]

    package init(steps: [Step]) { self.steps = steps }

    /// Parses `text`; errors name `source` and the line number.
    package static func parse(_ text: String, source: String) throws -> Script {
        var steps: [Step] = []
        for (offset, rawLine) in text.components(separatedBy: .newlines).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let lineNumber = offset + 1
            func fail(_ expected: String) -> LaunchError {
                LaunchError("\(source):\(lineNumber): expected '\(expected)', got '\(line)'.")
            }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            func numbers(_ count: Int, _ expected: String) throws -> [Double] {
                guard words.count == count + 1 else { throw fail(expected) }
                let values = words.dropFirst().compactMap(Double.init)
                guard values.count == count, values.allSatisfy({ $0.isFinite }) else { throw fail(expected) }
                return values
            }
            switch words[0] {
            case "tap":
                let v = try numbers(2, "tap X Y")
                steps.append(.tap(CGPoint(x: v[0], y: v[1])))
            case "drag":
                let v = try numbers(5, "drag X1 Y1 X2 Y2 SECONDS")
                guard v[4] >= 0 else { throw fail("drag X1 Y1 X2 Y2 SECONDS") }
                steps.append(.drag(from: CGPoint(x: v[0], y: v[1]), to: CGPoint(x: v[2], y: v[3]), seconds: v[4]))
            case "resize":
                let v = try numbers(2, "resize W H")
                guard v[0] >= 1, v[1] >= 1, v[0] <= Double(HostSettings.maximumSide), v[1] <= Double(HostSettings.maximumSide) else {
                    throw LaunchError("\(source):\(lineNumber): resize needs sides from 1 to \(HostSettings.maximumSide), got '\(line)'.")
                }
                steps.append(.resize(CGSize(width: v[0], height: v[1])))
            case "wait":
                let v = try numbers(1, "wait SECONDS")
                guard v[0] >= 0, v[0] <= 3600 else { throw fail("wait SECONDS") }
                steps.append(.wait(v[0]))
            case "rotate":
                guard words.count == 2, words[1] == "left" || words[1] == "right" else { throw fail("rotate left|right") }
                steps.append(.rotate(clockwise: words[1] == "right"))
            case "screenshot":
                guard words.count == 2, words[1].lowercased().hasSuffix(".png") else { throw fail("screenshot PATH.png") }
                steps.append(.screenshot(path: words[1]))
            default:
                throw LaunchError("\(source):\(lineNumber): unknown step '\(words[0])'; steps are tap, drag, resize, rotate, wait, screenshot.")
            }
        }
        return Script(steps: steps)
    }
}
