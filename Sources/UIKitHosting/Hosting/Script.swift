import Foundation

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
        /// The Simulator's Device ▸ Shake.
        case shake
        /// A tap on the one element showing `text`, as a person finds it; `line` names the step
        /// when none or several do.
        case tapText(String, line: Int)
        /// The key window's accessibility elements, one a line, written to `path`.
        case describe(path: String)
        /// Keys typed into the text field being edited, as XCUITest's `typeText`: `\n` presses
        /// Return; `line` names the step when nothing is being edited.
        case typeText(String, line: Int)
    }

    package let steps: [Step]

    package init(steps: [Step]) { self.steps = steps }

    /// The largest coordinate a step may name, in points: far outside any window, short of
    /// numbers that stop being exact.
    static let largestCoordinate: Double = 100_000
    /// The longest `wait` or `drag`, in seconds of frame time.
    static let longestDuration: Double = 3600
    /// How much of a bad line an error message repeats.
    static let quotedLineLimit = 80

    /// Reads and parses the script file at `path`: binary and non-UTF-8 files are named as such.
    package static func load(path: String) throws -> Script {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw LaunchError("cannot read script '\(path)': \((error as NSError).localizedDescription); check the path.")
        }
        return try parse(data, source: path)
    }

    /// Parses a script's bytes: refuses NUL bytes (a binary file) and bytes that are not UTF-8.
    package static func parse(_ data: Data, source: String) throws -> Script {
        if let nul = data.firstIndex(of: 0) {
            let line = data[..<nul].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
            throw LaunchError("\(source):\(line): a NUL byte: this is a binary file, not a script (steps are lines of text).")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let line = firstInvalidUTF8Line(data)
            throw LaunchError("\(source):\(line): not UTF-8 text; save the script as UTF-8.")
        }
        return try parse(text, source: source)
    }

    /// Parses `text`; errors name `source` and the line number. Lines end with LF or CRLF.
    package static func parse(_ text: String, source: String) throws -> Script {
        var steps: [Step] = []
        for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
            if line.isEmpty || line.hasPrefix("#") { continue }
            let lineNumber = offset + 1
            let quoted = line.count <= quotedLineLimit ? line : "\(line.prefix(quotedLineLimit))… (\(line.count) characters)"
            func fail(_ expected: String) -> LaunchError {
                LaunchError("\(source):\(lineNumber): expected '\(expected)', got '\(quoted)'.")
            }
            func outOfRange(_ what: String) -> LaunchError {
                LaunchError("\(source):\(lineNumber): \(what), got '\(quoted)'.")
            }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            func numbers(_ count: Int, _ expected: String) throws -> [Double] {
                guard words.count == count + 1 else { throw fail(expected) }
                let values = words.dropFirst().compactMap(Double.init)
                guard values.count == count, values.allSatisfy({ $0.isFinite }) else { throw fail(expected) }
                return values
            }
            func point(_ x: Double, _ y: Double) throws -> CGPoint {
                guard abs(x) <= largestCoordinate, abs(y) <= largestCoordinate else {
                    throw outOfRange("coordinates go from -\(Int(largestCoordinate)) to \(Int(largestCoordinate))")
                }
                return CGPoint(x: x, y: y)
            }
            func duration(_ seconds: Double) throws -> Double {
                guard seconds >= 0, seconds <= longestDuration else {
                    throw outOfRange("seconds go from 0 to \(Int(longestDuration))")
                }
                return seconds
            }
            switch words[0] {
            case "tap" where line.dropFirst(3).trimmingCharacters(in: .whitespaces).hasPrefix("\""):
                let quoted = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                guard quoted.count >= 3, quoted.hasSuffix("\"") else { throw fail("tap \"TEXT\"") }
                steps.append(.tapText(String(quoted.dropFirst().dropLast()), line: lineNumber))
            case "type":
                let quoted = line.dropFirst(4).trimmingCharacters(in: .whitespaces)
                guard quoted.count >= 3, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else { throw fail("type \"TEXT\"") }
                let text = String(quoted.dropFirst().dropLast()).replacingOccurrences(of: "\\n", with: "\n")
                steps.append(.typeText(text, line: lineNumber))
            case "tap":
                let v = try numbers(2, "tap X Y")
                steps.append(.tap(try point(v[0], v[1])))
            case "drag":
                let v = try numbers(5, "drag X1 Y1 X2 Y2 SECONDS")
                steps.append(.drag(from: try point(v[0], v[1]), to: try point(v[2], v[3]), seconds: try duration(v[4])))
            case "resize":
                let v = try numbers(2, "resize W H")
                guard v[0] >= 1, v[1] >= 1, v[0] <= Double(HostSettings.maximumSide), v[1] <= Double(HostSettings.maximumSide) else {
                    throw outOfRange("resize needs sides from 1 to \(HostSettings.maximumSide)")
                }
                steps.append(.resize(CGSize(width: v[0], height: v[1])))
            case "wait":
                let v = try numbers(1, "wait SECONDS")
                steps.append(.wait(try duration(v[0])))
            case "shake":
                guard words.count == 1 else { throw fail("shake") }
                steps.append(.shake)
            case "rotate":
                guard words.count == 2, words[1] == "left" || words[1] == "right" else { throw fail("rotate left|right") }
                steps.append(.rotate(clockwise: words[1] == "right"))
            case "screenshot":
                guard words.count == 2, words[1].lowercased().hasSuffix(".png") else { throw fail("screenshot PATH.png") }
                if let problem = ScreenshotFile.problem(with: words[1]) {
                    throw LaunchError("\(source):\(lineNumber): cannot write a screenshot to '\(words[1])': \(problem).")
                }
                steps.append(.screenshot(path: words[1]))
            case "describe":
                guard words.count == 2 else { throw fail("describe PATH") }
                let folder = (words[1] as NSString).deletingLastPathComponent
                var isFolder: ObjCBool = false
                guard folder.isEmpty || (FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) else {
                    throw LaunchError("\(source):\(lineNumber): cannot write a description to '\(words[1])': no folder '\(folder)'.")
                }
                steps.append(.describe(path: words[1]))
            default:
                let step = words[0].count <= 20 ? words[0] : "\(words[0].prefix(20))…"
                throw LaunchError("\(source):\(lineNumber): unknown step '\(step)'; steps are tap, type, drag, resize, rotate, shake, wait, screenshot, describe.")
            }
        }
        return Script(steps: steps)
    }

    /// The line (from 1) holding the first byte sequence that is not UTF-8.
    private static func firstInvalidUTF8Line(_ data: Data) -> Int {
        var line = 1
        var start = data.startIndex
        for index in data.indices where data[index] == 10 {
            if String(validating: data[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }
}
