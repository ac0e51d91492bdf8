import Foundation
#if canImport(Glibc)
import Glibc
#endif
import UIKit

/// Presents and dismisses one style over and over, the way a user does (a tap on the dimming view,
/// outside a popover, a swipe down a sheet), and reports what outlived its cycle and how private
/// resident memory moved. Run in a child process (an exit test), so the memory figures are this work's alone.
@MainActor
enum PresentationCycleProbe {
    enum Style: String, Codable, Sendable { case custom, fullScreen, sheet, popover }

    struct Report {
        var survivors: [String] = []
        /// Growth of private resident memory after the warm-up tenth: the figure the goal holds.
        var residentGrowth = 0
        /// Growth of file-backed resident memory over the same cycles, reported but not held.
        var fileBackedGrowth = 0
        var cycles = 0
        /// Cycles whose user dismissal (tap, swipe) left the controller presented.
        var undismissed = 0
    }

    /// Cycles from SOAK_CYCLES (`make soak` asks for 10,000), else 1,000.
    static var cycles: Int { ProcessInfo.processInfo.environment["SOAK_CYCLES"].flatMap(Int.init) ?? 1_000 }

    static func run(_ style: Style, cycles: Int) -> Report {
        // A phone's window, where sheets are swiped down; a popover needs regular width to stay one
        // (in compact width it adapts to full screen).
        let size = style == .popover ? CGSize(width: 800, height: 600) : CGSize(width: 390, height: 844)
        let host = OffscreenHost(device: .freeform(size), orientation: .portrait,
                                 systemVersion: .newest, renderScale: 1)
        host.environment.warningHandler = { _ in }
        let root = SoakController(id: 0, style: .fullScreen)
        host.install(rootViewController: root)
        var report = Report(cycles: cycles)
        var watched: [(name: String, object: () -> AnyObject?)] = []
        var residentAfterWarmUp = ResidentMemory()
        let warmUp = cycles / 10
        for cycle in 0..<cycles {
            if cycle == warmUp { residentAfterWarmUp = residentMemory() }
            let presented = SoakController(id: cycle + 1, style: soakStyle(style))
            presented.prepare(presentedFrom: root)
            root.present(presented, animated: true)
            host.settle(timeout: 10)
            let recognizers = presented.presentationController?.containerView.map(allRecognizers(in:)) ?? []
            dismissAsTheUser(presented, style: style, cycle: cycle, host: host)
            host.settle(timeout: 10)
            if root.presentedViewController != nil {
                // The user's dismissal did not take (it should): dismiss by code so the next cycle can run.
                report.undismissed += 1
                root.dismiss(animated: false)
                host.settle(timeout: 10)
            }
            if cycle % max(1, cycles / 20) == 0 {
                weak let controller = presented
                weak let view = presented.viewIfLoaded
                weak let presentation = presented.presentationController
                watched.append(("controller of cycle \(cycle)", { controller }))
                watched.append(("view of cycle \(cycle)", { view }))
                watched.append(("presentation controller of cycle \(cycle)", { presentation }))
                for recognizer in recognizers {
                    weak let weakRecognizer = recognizer
                    watched.append(("\(type(of: recognizer)) of cycle \(cycle)", { weakRecognizer }))
                }
            }
        }
        let residentAtEnd = residentMemory()
        report.residentGrowth = residentAtEnd.private - residentAfterWarmUp.private
        report.fileBackedGrowth = residentAtEnd.fileBacked - residentAfterWarmUp.fileBacked
        report.survivors += watched.filter { $0.object() != nil }.map(\.name)
        return report
    }

    private static func soakStyle(_ style: Style) -> PresentationSoak.Style {
        switch style {
        case .custom: .custom
        case .fullScreen: .fullScreen
        case .sheet: .pageSheet
        case .popover: .popover
        }
    }

    /// The user's way out of each style: the dimming view, a swipe down (every other sheet; the
    /// rest by code), outside the popover, and by code for full screen, which has no way out.
    private static func dismissAsTheUser(_ presented: UIViewController, style: Style, cycle: Int, host: OffscreenHost) {
        let bounds = host.window.bounds
        switch style {
        case .custom: host.tap(at: CGPoint(x: bounds.midX, y: bounds.height / 6))
        case .popover: host.tap(at: CGPoint(x: bounds.maxX - 5, y: bounds.maxY - 5))
        case .sheet where cycle % 2 == 0:
            let sheet = presented.presentationController?.presentedView
            let top = sheet.map { $0.convert($0.bounds, to: nil).minY } ?? bounds.height * 0.3
            host.drag(from: CGPoint(x: bounds.midX, y: top + 30), to: CGPoint(x: bounds.midX, y: bounds.maxY + 200), duration: 0.2)
        case .sheet, .fullScreen: presented.dismiss(animated: true)
        }
    }

    private static func allRecognizers(in view: UIView) -> [UIGestureRecognizer] {
        (view.gestureRecognizers ?? []) + view.subviews.flatMap(allRecognizers(in:))
    }

    /// Resident memory in bytes, split as /proc/self/status counts it, after giving freed heap pages
    /// back to the system. `private` (RssAnon: heap, stacks) is what a leak grows. `fileBacked`
    /// (RssFile) is library code and data paged in on first use and shared with other processes:
    /// libdispatch retires an idle worker thread after 5 s, and its exit pages in about 190 KB of
    /// libc's thread teardown code however many cycles ran (perf's page-fault samples show it).
    struct ResidentMemory {
        var `private` = 0
        var fileBacked = 0
    }

    static func residentMemory() -> ResidentMemory {
        releaseFreedHeap()
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return ResidentMemory() }
        func kilobytes(_ field: String) -> Int {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return 0 }
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        }
        return ResidentMemory(private: kilobytes("RssAnon") * 1024, fileBacked: kilobytes("RssFile") * 1024)
    }

    /// glibc's malloc_trim(0), looked up at run time (Swift's Glibc module does not import malloc.h).
    private static func releaseFreedHeap() {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
        typealias MallocTrim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    }
}
