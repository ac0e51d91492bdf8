import Foundation
import Testing

/// The layering rules, read from the sources' import lines rather than hoped for.
@Suite struct ArchitectureTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func swiftFiles(under folder: String) -> [URL] {
        let base = ArchitectureTests.root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    private func imports(of file: URL) -> [String] {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("import ") || $0.contains(" import ") && !$0.hasPrefix("//") && !$0.hasPrefix("///") }
    }

    @Test func onlyThePlatformAndTheBackendTalkToC() {
        let files = swiftFiles(under: "Sources")
        #expect(files.count > 30)
        for file in files {
            let cImports = imports(of: file).filter { $0.contains("CSDL2") || $0.contains("CMalloc") }
            guard !cImports.isEmpty else { continue }
            #expect(file.path.contains("/Sources/UIKit/Backend/") || file.path.contains("/Sources/UIKit/Platform/")
                        || file.path.contains("/Sources/PresentationBench/"),
                    "\(file.lastPathComponent) imports a C library outside the platform and the backend: \(cImports)")
            if file.path.contains("/Sources/UIKit/") {
                #expect(cImports.allSatisfy { $0.hasPrefix("internal import") },
                        "\(file.lastPathComponent) must use `internal import` so no C type leaks")
            }
        }
    }

    @Test func theSolverKnowsNothingOfViews() {
        for file in swiftFiles(under: "Sources/Cassowary") {
            #expect(imports(of: file).allSatisfy { !$0.contains("UIKit") && !$0.contains("SDL") }, "\(file.lastPathComponent)")
        }
    }

    /// Frame time comes from whoever drives frames: the window's loop (Backend), a headless host's fake
    /// clock, or the default app's real-time driver (the one other file whose job is the real clock).
    @Test func nothingOutsideTheBackendReadsAWallClock() {
        let clocks = ["Date()", "DispatchTime.now", "CFAbsoluteTimeGetCurrent", "ProcessInfo.processInfo.systemUptime",
                      "SDL_GetTicks", "SDL_GetPerformanceCounter", "clock_gettime"]
        for file in swiftFiles(under: "Sources/UIKit") + swiftFiles(under: "Sources/UIKitTesting") + swiftFiles(under: "Sources/LabApp")
            where !file.path.contains("/Backend/") && file.lastPathComponent != "RealTimeFrameDriver.swift" {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for clock in clocks {
                #expect(!text.contains(clock), "\(file.lastPathComponent) reads a wall clock (\(clock))")
            }
        }
    }
}
