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

    /// UIKit's layer modules and the one that re-exports them.
    private static let uikitModules = ["UIKitCore", "UIKitControls", "UIKitScreens", "UIKitHosting", "UIKit"]

    /// SDL is reached from three folders: the platform (fonts, image files), the rasterizer (pixels on
    /// a surface) and the backend (the window and its frame loop).
    @Test func onlyThePlatformTheRasterizerAndTheBackendTalkToC() {
        let files = swiftFiles(under: "Sources")
        #expect(files.count > 30)
        for file in files {
            let cImports = imports(of: file).filter { $0.contains("CSDL2") || $0.contains("CMalloc") }
            guard !cImports.isEmpty else { continue }
            let inUIKit = file.path.contains(#/\/Sources\/UIKit\w*\//#)
            #expect(inUIKit && file.path.contains(#/\/(Backend|Platform|Rasterizing)\//#) || file.path.contains("/Sources/PresentationBench/"),
                    "\(file.lastPathComponent) imports a C library outside the platform, the rasterizer and the backend: \(cImports)")
            if inUIKit {
                #expect(cImports.allSatisfy { $0.hasPrefix("internal import") || $0.hasPrefix("package import") },
                        "\(file.lastPathComponent) must use `internal import` (or `package import`) so no C type reaches the public API")
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
        for file in Self.uikitModules.flatMap({ swiftFiles(under: "Sources/\($0)") }) + swiftFiles(under: "Sources/UIKitTesting") + swiftFiles(under: "Sources/LabApp")
            where !file.path.contains("/Backend/") && file.lastPathComponent != "RealTimeFrameDriver.swift" {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for clock in clocks {
                #expect(!text.contains(clock), "\(file.lastPathComponent) reads a wall clock (\(clock))")
            }
        }
    }
}
