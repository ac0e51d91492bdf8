import Testing
import Foundation
@testable import LabApp
import UIKit

@MainActor
@Suite struct CommandLineTests {
    @Test func flagsParse() throws {
        let options = try LaunchOptions.parse(["--size", "640x480", "--scenario", "fade", "--trace"])
        #expect(options.size == CGSize(width: 640, height: 480))
        #expect(options.scenario == "fade")
        #expect(options.trace)
        #expect(try LaunchOptions.parse([]).size == CGSize(width: 390, height: 844))
        #expect(try LaunchOptions.parseSize("1x1") == CGSize(width: 1, height: 1))
    }

    @Test func badFlagsGetOneClearLine() {
        let cases: [([String], String)] = [
            (["--frobnicate"], "unknown option '--frobnicate'"),
            (["--size", "wide"], "malformed size 'wide'"),
            (["--size", "0x100"], "out of range"),
            (["--size"], "--size needs a value"),
            (["--script", "a.txt"], "add --headless"),
            (["--headless"], "--headless needs --script"),
        ]
        for (arguments, expected) in cases {
            do {
                _ = try LaunchOptions.parse(arguments)
                Issue.record("\(arguments) should fail")
            } catch {
                #expect("\(error)".contains(expected), "\(arguments): \(error)")
                #expect(!"\(error)".contains("\n"))
            }
        }
    }

    @Test func badInputExitsWithCodeTwo() {
        #expect(PresentationLabApp.run(arguments: ["--nope"]) == 2)
        #expect(PresentationLabApp.run(arguments: ["--scenario", "missing"]) == 2)
        #expect(PresentationLabApp.run(arguments: ["--headless", "--script", "/no/such/file.txt"]) == 2)
        #expect(PresentationLabApp.run(arguments: ["--help"]) == 0)
        #expect(PresentationLabApp.run(arguments: ["--list-scenarios"]) == 0)
    }

    @Test func scriptsParseEveryStep() throws {
        let script = try Script.parse("""
            # a comment
            tap 10 20
            drag 1 2 3 4 0.5

            resize 300 200
            wait 0.25
            screenshot out/shot.png
            tap "Half modal"
            tap  "Say "hi" "
            describe tree.txt
            type "12.5\\n"
            shake
            """, source: "s.txt")
        #expect(script.steps == [
            .tap(CGPoint(x: 10, y: 20)),
            .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), seconds: 0.5),
            .resize(CGSize(width: 300, height: 200)),
            .wait(0.25),
            .screenshot(path: "out/shot.png"),
            .tapText("Half modal", line: 8),
            .tapText("Say \"hi\" ", line: 9),
            .describe(path: "tree.txt"),
            .typeText("12.5\n", line: 11),
            .shake,
        ])
    }

    @Test func aBadScriptLineNamesItsLineAndNothingRuns() {
        let cases = [("tap 10", "s.txt:2: expected 'tap X Y'"), ("resize 0 10", "s.txt:2: resize needs sides"),
                     ("screenshot shot.jpg", "expected 'screenshot PATH.png'"), ("jump 1", "s.txt:2: unknown step 'jump'"),
                     ("wait -1", "s.txt:2: seconds go from 0 to 3600"), ("tap 1 nan", "expected 'tap X Y'"),
                     ("drag 1 1 2 2 1e300", "s.txt:2: seconds go from 0 to 3600"),
                     ("drag 1 1 2 2 10000000", "s.txt:2: seconds go from 0 to 3600"),
                     ("tap 1e300 1", "s.txt:2: coordinates go from -100000 to 100000"),
                     ("wait 3601", "s.txt:2: seconds go from 0 to 3600"),
                     ("tap \"unclosed", "s.txt:2: expected 'tap \"TEXT\"'"), ("tap \"\"", "s.txt:2: expected 'tap \"TEXT\"'"),
                     ("describe", "s.txt:2: expected 'describe PATH'"), ("type 12", "s.txt:2: expected 'type \"TEXT\"'"),
                     ("describe /no/such/folder/tree.txt", "s.txt:2: cannot write a description to '/no/such/folder/tree.txt': no folder")]
        for (line, expected) in cases {
            do {
                _ = try Script.parse("wait 1\n\(line)\n", source: "s.txt")
                Issue.record("'\(line)' should fail")
            } catch {
                #expect("\(error)".contains(expected), "\(line): \(error)")
            }
        }
    }

    @Test func crlfLineEndingsKeepLineNumbers() {
        #expect(throws: LaunchError.self) { try Script.parse("wait 1\r\nwait 1\r\nwiggle 2\r\n", source: "s.txt") }
        do {
            _ = try Script.parse("wait 1\r\nwait 1\r\nwiggle 2\r\n", source: "s.txt")
        } catch {
            #expect("\(error)".hasPrefix("s.txt:3: unknown step 'wiggle'"), "\(error)")
        }
        #expect((try? Script.parse("tap 1 2\r\n", source: "s.txt"))?.steps == [.tap(CGPoint(x: 1, y: 2))])
    }

    @Test func binaryAndNonUTF8FilesAreNamedAsSuch() {
        let cases: [(Data, String)] = [
            (Data("wait 1\ntap 1\u{0}zzz 1\n".utf8), "s.txt:2: a NUL byte: this is a binary file"),
            (Data("wait 1\nwait 1\ntap 1 ".utf8) + Data([0xFF, 0xFE, 0x0A]), "s.txt:3: not UTF-8 text"),
        ]
        for (data, expected) in cases {
            do {
                _ = try Script.parse(data, source: "s.txt")
                Issue.record("should fail: \(expected)")
            } catch {
                #expect("\(error)".hasPrefix(expected), "\(error)")
            }
        }
    }

    @Test func aHugeLineIsCutInTheMessage() {
        let line = "tap " + String(repeating: "1", count: 10_000_000)
        do {
            _ = try Script.parse(line, source: "s.txt")
            Issue.record("should fail")
        } catch {
            #expect("\(error)".count < 200, "the message repeats at most 80 characters of the line")
            #expect("\(error)".contains("(10000004 characters)"))
        }
    }

    @Test func aScreenshotPathIsCheckedBeforeAnyStepRuns() throws {
        let folder = NSTemporaryDirectory() + "lab-script-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/plain.txt"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        do {
            _ = try Script.parse("tap 1 1\nscreenshot \(file)/shot.png\n", source: "s.txt")
            Issue.record("should fail")
        } catch {
            #expect("\(error)" == "s.txt:2: cannot write a screenshot to '\(file)/shot.png': '\(file)' is a file, not a folder.")
        }
        let folderNamedLikeAPNG = folder + "/shots.png"
        try FileManager.default.createDirectory(atPath: folderNamedLikeAPNG, withIntermediateDirectories: true)
        do {
            _ = try Script.parse("screenshot \(folderNamedLikeAPNG)\n", source: "s.txt")
            Issue.record("should fail")
        } catch {
            #expect("\(error)".hasSuffix("'\(folderNamedLikeAPNG)' is a folder."))
        }
    }
}

/// `--record FILE`: what the window or a headless script shows, in the format the name gives.
@MainActor
@Suite struct RecordFlagTests {
    @Test func aRecordingFileMustNameAFormat() {
        #expect(throws: (any Error).self) { try LaunchOptions.parse(["--record", "movie.webm"]) }
        do {
            _ = try LaunchOptions.parse(["--record", "movie.webm"])
        } catch {
            #expect("\(error)".contains("name the file .png (animated PNG), .gif or .mp4"))
        }
        #expect(throws: Never.self) { try LaunchOptions.parse(["--record", "movie.gif"]) }
    }

    /// A headless script's frames on the fake clock: the fade and its wait, a frame per 1/60 s.
    @Test func aHeadlessScriptIsRecordedOnTheFakeClock() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("fade.txt")
        try "tap 40 175\nwait 0.6\n".write(to: script, atomically: true, encoding: .utf8)
        let movie = folder.appendingPathComponent("fade.png")
        #expect(PresentationLabApp.run(arguments: ["--headless", "--script", script.path, "--scenario", "fade", "--ios", "12",
                                                   "--size", "360x600", "--record", movie.path]) == 0)
        let data = try Data(contentsOf: movie)
        // acTL's frame count: the launch frame, the tap's, then 36 frames of the 0.6 s wait.
        let bytes = [UInt8](data)
        let acTL = try #require((0..<bytes.count - 4).first { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == "acTL" })
        let frames = Int(bytes[acTL + 4]) << 24 | Int(bytes[acTL + 5]) << 16 | Int(bytes[acTL + 6]) << 8 | Int(bytes[acTL + 7])
        #expect(frames >= 36 && frames <= 38, "\(frames) frames")
    }
}
