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
            """, source: "s.txt")
        #expect(script.steps == [
            .tap(CGPoint(x: 10, y: 20)),
            .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), seconds: 0.5),
            .resize(CGSize(width: 300, height: 200)),
            .wait(0.25),
            .screenshot(path: "out/shot.png"),
        ])
    }

    @Test func aBadScriptLineNamesItsLineAndNothingRuns() {
        let cases = [("tap 10", "s.txt:2: expected 'tap X Y'"), ("resize 0 10", "s.txt:2: resize needs sides"),
                     ("screenshot shot.jpg", "expected 'screenshot PATH.png'"), ("jump 1", "s.txt:2: unknown step 'jump'"),
                     ("wait -1", "expected 'wait SECONDS'"), ("tap 1 nan", "expected 'tap X Y'")]
        for (line, expected) in cases {
            do {
                _ = try Script.parse("wait 1\n\(line)\n", source: "s.txt")
                Issue.record("'\(line)' should fail")
            } catch {
                #expect("\(error)".contains(expected), "\(line): \(error)")
            }
        }
    }
}
