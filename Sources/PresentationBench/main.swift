// `make bench`: measures, in one run, our costs beside a reference doing the same work, and prints
// ratios. Not part of `make test`: timings belong here, never in unit tests.
import Foundation
import UIKit
import UIKitTesting
import Cassowary
import LabApp
import CSDL2

@MainActor
func processCPUTime() -> Double {
    var usage = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &usage)
    return Double(usage.tv_sec) + Double(usage.tv_nsec) / 1e9
}

/// CPU seconds per call of `body`, the best of `rounds` averages of `iterations` calls.
@MainActor
func measure(iterations: Int, rounds: Int = 3, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = processCPUTime()
        for _ in 0..<iterations { body() }
        best = min(best, (processCPUTime() - start) / Double(iterations))
    }
    return best
}

func milliseconds(_ seconds: Double) -> String { String(format: "%9.3f ms", seconds * 1000) }

// MARK: Frames: view tree vs plain SDL

/// An offscreen host the size of an iPhone 15's window. Headless frames become pixels only when
/// read; the frame benchmarks turn each into pixels, as the window does.
@MainActor
func windowSizedHost() -> OffscreenHost {
    OffscreenHost(device: .freeform(CGSize(width: 390, height: 844)), orientation: .portrait,
                  systemVersion: .newest, renderScale: 1)
}

/// A grid of `count` small coloured squares filling a 390 × 844 window.
@MainActor
func gridFrames(count: Int) -> [CGRect] {
    let columns = max(1, Int((Double(count) * 390 / 844).squareRoot().rounded(.up)))
    let side = 390.0 / Double(columns)
    return (0..<count).map { index in
        CGRect(x: Double(index % columns) * side, y: Double(index / columns) * side, width: side * 0.8, height: side * 0.8)
    }
}

@MainActor
func colour(_ index: Int) -> (CGFloat, CGFloat, CGFloat) {
    (CGFloat(index % 7) / 7, CGFloat(index % 5) / 5, CGFloat(index % 3) / 3)
}

@MainActor
func frameBenchmark() -> [(Int, Double, Double)] {
    var rows: [(Int, Double, Double)] = []
    for count in [10, 100, 1_000, 10_000] {
        let frames = gridFrames(count: count)
        let host = windowSizedHost()
        let controller = UIViewController()
        host.install(rootViewController: controller)
        controller.view.backgroundColor = .white
        for (index, frame) in frames.enumerated() {
            let view = UIView(frame: frame)
            let (r, g, b) = colour(index)
            view.backgroundColor = UIColor(red: r, green: g, blue: b, alpha: 1)
            controller.view.addSubview(view)
        }
        host.advance(by: 0)
        let iterations = max(3, 3_000 / count)
        // One frame: a layout pass over the tree, a new display list, software rendering.
        let ours = measure(iterations: iterations) {
            controller.view.setNeedsLayout()
            host.advance(by: 1.0 / 60)
            host.rasterizeLastFrame()
            controller.view.setNeedsDisplay()
        }

        // The same scene (black window, white root view, the squares) drawn with plain SDL calls
        // on the same software renderer.
        let surface = SDL_CreateRGBSurfaceWithFormat(0, 390, 844, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)!
        let renderer = SDL_CreateSoftwareRenderer(surface)!
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        let plain = measure(iterations: iterations) {
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
            SDL_RenderClear(renderer)
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
            var background = SDL_FRect(x: 0, y: 0, w: 390, h: 844)
            SDL_RenderFillRectF(renderer, &background)
            for (index, frame) in frames.enumerated() {
                let (r, g, b) = colour(index)
                SDL_SetRenderDrawColor(renderer, UInt8(r * 255), UInt8(g * 255), UInt8(b * 255), 255)
                var rect = SDL_FRect(x: Float(frame.minX.rounded()), y: Float(frame.minY.rounded()),
                                     w: Float(frame.maxX.rounded() - frame.minX.rounded()),
                                     h: Float(frame.maxY.rounded() - frame.minY.rounded()))
                SDL_RenderFillRectF(renderer, &rect)
            }
            SDL_RenderFlush(renderer)
        }
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
        rows.append((count, ours, plain))
    }
    return rows
}

// MARK: Blur: the backdrop blur vs a textbook Gaussian

/// A plain separable Gaussian convolution (kernel to 3σ, floating point), the textbook way to blur.
func textbookGaussian(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
    let radius = Int((3 * sigma).rounded(.up))
    var kernel = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = kernel.reduce(0, +)
    kernel = kernel.map { $0 / total }
    var scratch = pixels
    func pass(_ source: [UInt32], _ target: inout [UInt32], horizontal: Bool) {
        for y in 0..<height {
            for x in 0..<width {
                var r = 0.0, g = 0.0, b = 0.0
                for k in -radius...radius {
                    let sx = horizontal ? min(width - 1, max(0, x + k)) : x
                    let sy = horizontal ? y : min(height - 1, max(0, y + k))
                    let p = source[sy * width + sx], w = kernel[k + radius]
                    r += Double((p >> 16) & 0xFF) * w; g += Double((p >> 8) & 0xFF) * w; b += Double(p & 0xFF) * w
                }
                target[y * width + x] = 0xFF00_0000 | UInt32(r.rounded()) << 16 | UInt32(g.rounded()) << 8 | UInt32(b.rounded())
            }
        }
    }
    pass(pixels, &scratch, horizontal: true)
    pass(scratch, &pixels, horizontal: false)
}

/// A frame of 100 squares under a window-sized dark blur (σ 16 points), the same frame without the
/// blur, and the textbook Gaussian of the same σ over the same 390 × 844 pixels.
@MainActor
func blurBenchmark() -> (withBlur: Double, withoutBlur: Double, textbook: Double) {
    let host = windowSizedHost()
    let controller = UIViewController()
    host.install(rootViewController: controller)
    controller.view.backgroundColor = .white
    for (index, frame) in gridFrames(count: 100).enumerated() {
        let view = UIView(frame: frame)
        let (r, g, b) = colour(index)
        view.backgroundColor = UIColor(red: r, green: g, blue: b, alpha: 1)
        controller.view.addSubview(view)
    }
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    blur.frame = controller.view.bounds
    controller.view.addSubview(blur)
    host.advance(by: 0)
    func frame() {
        controller.view.setNeedsLayout()
        controller.view.setNeedsDisplay()
        host.advance(by: 1.0 / 60)
        host.rasterizeLastFrame()
    }
    let withBlur = measure(iterations: 10, frame)
    blur.isHidden = true
    let withoutBlur = measure(iterations: 10, frame)
    var pixels = (0..<(390 * 844)).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) | 0xFF00_0000 }
    let textbook = measure(iterations: 1, rounds: 2) { textbookGaussian(&pixels, width: 390, height: 844, sigma: 16) }
    return (withBlur, withoutBlur, textbook)
}

// MARK: Idle window

/// Starts the app in a real window under a private Xvfb and reads its CPU time over a few seconds.
func idleWindowCPU(seconds: Double) -> Double? {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("presentation-lab").path
    guard FileManager.default.isExecutableFile(atPath: binary) else { return nil }
    let display = ":\(150 + Int(getpid() % 40))"
    let xvfb = Process()
    xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
    xvfb.arguments = [display, "-screen", "0", "800x900x24", "-nolisten", "tcp"]
    xvfb.standardError = FileHandle.nullDevice
    guard (try? xvfb.run()) != nil else { return nil }
    defer { xvfb.terminate(); xvfb.waitUntilExit() }
    Thread.sleep(forTimeInterval: 1)
    let app = Process()
    app.executableURL = URL(fileURLWithPath: binary)
    app.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
    app.standardOutput = FileHandle.nullDevice
    guard (try? app.run()) != nil else { return nil }
    defer { app.terminate(); app.waitUntilExit() }
    Thread.sleep(forTimeInterval: 1.5)
    func cpu() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(app.processIdentifier)/stat", encoding: .utf8) else { return nil }
        let fields = stat.split(separator: ")").last!.split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
    guard let before = cpu() else { return nil }
    Thread.sleep(forTimeInterval: seconds)
    guard let after = cpu() else { return nil }
    return (after - before) / seconds
}

// MARK: Solver vs kiwisolver

/// A chain of `count` boxes, each after the previous one, with preferred widths: the shape of a
/// window's worth of constraints.
func buildSystem(_ count: Int, into solver: Solver) throws -> Variable {
    var previousRight = Variable("origin")
    try solver.addConstraint(Constraint(Expression(previousRight), .equal, Expression(constant: 0)))
    let edit = Variable("edit")
    try solver.addEditVariable(edit, strength: Strength.strong)
    try solver.suggestValue(edit, 100)
    for index in 0..<count / 3 {
        let left = Variable("l\(index)"), width = Variable("w\(index)")
        try solver.addConstraint(Constraint(Expression(left), .equal, Expression(previousRight) + 8))
        try solver.addConstraint(Constraint(Expression(width), .greaterThanOrEqual, Expression(constant: 10)))
        try solver.addConstraint(Constraint(Expression(width), .equal, Expression(edit) * 0.5 + Double(index % 7),
                                            strength: Strength.medium))
        let right = Variable("r\(index)")
        try solver.addConstraint(Constraint(Expression(right), .equal, Expression(left) + Expression(width)))
        previousRight = right
    }
    return edit
}

// MARK: First Auto Layout pass vs the bare solver

/// `count` sibling views in a 1000 × 1000 view, 4 constraints each (leading and top from the
/// superview, a fixed width, a height proportional to the superview's); returns the superview.
@MainActor
func constrainedSiblings(_ count: Int) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    for index in 0..<count {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index % 100)),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index / 100)),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.01),
        ])
    }
    return root
}

/// The same system given straight to the solver: the superview's frame as required constraints,
/// then each view's four, then one read of every value. The work the first layout cannot avoid.
func bareSiblingSystem(_ count: Int) {
    let solver = Solver()
    let rootX = Variable("root.x"), rootY = Variable("root.y"), rootW = Variable("root.w"), rootH = Variable("root.h")
    for (variable, value) in [(rootX, 0.0), (rootY, 0), (rootW, 1000), (rootH, 1000)] {
        try? solver.addConstraint(Constraint(Expression(variable), .equal, Expression(constant: value)))
    }
    for index in 0..<count {
        let x = Variable("x"), y = Variable("y"), width = Variable("w"), height = Variable("h")
        try? solver.addConstraint(Constraint(Expression(x), .equal, Expression(rootX) + Double(index % 100)))
        try? solver.addConstraint(Constraint(Expression(y), .equal, Expression(rootY) + Double(index / 100)))
        try? solver.addConstraint(Constraint(Expression(width), .equal, Expression(constant: 10)))
        try? solver.addConstraint(Constraint(Expression(height), .equal, Expression(rootH) * 0.01))
    }
    solver.updateVariables()
}

/// The first `layoutIfNeeded()` of `constrainedSiblings` (building the views and constraints is not
/// counted) beside the bare solver, interleaved round by round.
@MainActor
func firstLayoutBenchmark() -> [(Int, Double, Double)] {
    var rows: [(Int, Double, Double)] = []
    for count in [1_000, 10_000] {
        var ours = Double.infinity, bare = Double.infinity
        for _ in 0..<3 {
            let root = constrainedSiblings(count)
            let start = processCPUTime()
            root.layoutIfNeeded()
            ours = min(ours, processCPUTime() - start)
            bare = min(bare, measure(iterations: 1, rounds: 1) { bareSiblingSystem(count) })
        }
        rows.append((count, ours, bare))
    }
    return rows
}

@MainActor
func solverBenchmark() -> [(Int, Double, Double)] {
    var rows: [(Int, Double, Double)] = []
    for count in [100, 1_000, 10_000] {
        // Small systems build in well under a millisecond: average many, as the kiwisolver side does.
        let build = measure(iterations: count <= 100 ? 20 : 1, rounds: count >= 10_000 ? 1 : 3) {
            let solver = Solver()
            _ = try? buildSystem(count, into: solver)
            solver.updateVariables()
        }
        let solver = Solver()
        let edit = try! buildSystem(count, into: solver)
        var value = 100.0
        let resolve = measure(iterations: count >= 10_000 ? 5 : 50) {
            value = value == 100 ? 140 : 100
            try? solver.suggestValue(edit, value)
            solver.updateVariables()
        }
        rows.append((count, build, resolve))
    }
    return rows
}

/// Runs the same systems through kiwisolver (Python binding) and returns its lines of figures.
func kiwiBenchmark() -> [String: (Double, Double)]? {
    let python = ".venv/bin/python"
    let script = "Tests/Tools/kiwi_bench.py"
    guard FileManager.default.isExecutableFile(atPath: python), FileManager.default.fileExists(atPath: script) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var result: [String: (Double, Double)] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let parts = line.split(separator: " ")
        guard parts.count == 3, let a = Double(parts[1]), let b = Double(parts[2]) else { continue }
        result[String(parts[0])] = (a, b)
    }
    return result
}

// MARK: Resize re-layout of the scenarios

@MainActor
func resizeBenchmark() -> [(String, Double)] {
    ScenarioCatalog.all.map { scenario in
        // On the iOS version the scenario was written for (the fade needs iOS 12's full screen).
        let host = scenario.makeHeadlessHost(size: CGSize(width: 390, height: 844))
        let root = scenario.makeRootViewController()
        host.rootViewController = root
        host.tap(at: CGPoint(x: 40, y: 175))
        host.settle()
        var wide = false
        let cost = measure(iterations: 200) {
            wide.toggle()
            host.window.resize(to: wide ? CGSize(width: 700, height: 500) : CGSize(width: 390, height: 844))
        }
        return (scenario.name, cost)
    }
}

// MARK: Report

@MainActor
func main() {
    print("Presentation Lab benchmark (CPU time, best of rounds; ratios are ours ÷ reference in this run)")
    print("\nFrame: layout + display list + software rendering of N views, vs the same rectangles by plain SDL calls")
    print("      N        ours       plain SDL   ratio")
    for (count, ours, plain) in frameBenchmark() {
        print(String(format: "%7d %@ %@  %5.2fx", count, milliseconds(ours), milliseconds(plain), ours / plain))
    }
    let blur = blurBenchmark()
    print("\nBlur: a frame under a window-sized UIVisualEffectView (dark, σ 16 pt), 390 × 844")
    print(String(format: "  frame with blur %@   without %@   the blur's own cost %@",
                 milliseconds(blur.withBlur), milliseconds(blur.withoutBlur), milliseconds(blur.withBlur - blur.withoutBlur)))
    print(String(format: "  textbook separable Gaussian, same σ and pixels: %@   ratio (blur's cost ÷ textbook) %5.2fx",
                 milliseconds(blur.textbook), (blur.withBlur - blur.withoutBlur) / blur.textbook))
    if let idle = idleWindowCPU(seconds: 3) {
        print(String(format: "\nIdle window under Xvfb: %.2f %% of one core over 3 s", idle * 100))
    } else {
        print("\nIdle window: not measured (needs Xvfb and the presentation-lab binary beside this one)")
    }
    print("\nCassowary: add N constraints and solve; re-solve after one edit-variable change")
    let kiwi = kiwiBenchmark()
    if let overhead = kiwi?["overhead"] {
        print(String(format: "kiwisolver (Python binding) call overhead: %.3f µs a call, subtracted below", overhead.0 * 1e6))
    }
    print("      N   build ours    build kiwi  ratio   re-solve ours  re-solve kiwi  ratio")
    for (count, build, resolve) in solverBenchmark() {
        if let (kBuild, kResolve) = kiwi?["\(count)"] {
            print(String(format: "%7d %@ %@  %5.2fx %@ %@  %5.2fx", count, milliseconds(build), milliseconds(kBuild), build / kBuild,
                         milliseconds(resolve), milliseconds(kResolve), resolve / kResolve))
        } else {
            print(String(format: "%7d %@ %@ (kiwisolver not available: make python-tools)", count, milliseconds(build), milliseconds(resolve)))
        }
    }
    print("\nAuto Layout: the first layoutIfNeeded() of N sibling views with 4 constraints each, vs the same system in the bare solver")
    print("      N        ours       bare solver  ratio")
    for (count, ours, bare) in firstLayoutBenchmark() {
        print(String(format: "%7d %@ %@  %5.2fx", count, milliseconds(ours), milliseconds(bare), ours / bare))
    }
    print("\nOne window resize re-layout with the scenario presented")
    for (name, cost) in resizeBenchmark() { print(String(format: "%18@ %@", name, milliseconds(cost))) }
}

MainActor.assumeIsolated { main() }
