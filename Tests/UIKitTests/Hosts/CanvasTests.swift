import Testing
import CSDL2
import UIKit
@testable import UIKitCore

/// The canvas's own loops must leave the pixels SDL's software renderer leaves: the window, the
/// goldens and users' snapshots were all drawn by SDL, and a shortcut may only make them sooner.
@MainActor
@Suite struct CanvasTests {
    /// Two canvases with the same random pixels.
    private func twinCanvases(_ random: inout SoakRandom, width: Int, height: Int) -> (Canvas, Canvas) {
        let first = Canvas(width: width, height: height)!, second = Canvas(width: width, height: height)!
        for canvas in [first, second] { canvas.flush() }
        let pitch = Int(first.surface.pointee.pitch) / 4
        let a = first.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let b = second.surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = random.int(0...3) == 0 ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: random.next())
                a[y * pitch + x] = pixel
                b[y * pitch + x] = pixel
            }
        }
        return (first, second)
    }

    private func differingPixels(_ first: Canvas, _ second: Canvas) -> Int {
        zip(first.rgbaBytes(), second.rgbaBytes()).filter { $0 != $1 }.count
    }

    @Test func aTranslucentFillBlendsAsSDLsBlendedFillDoes() {
        var random = SoakRandom(seed: 23)
        for _ in 0..<200 {
            let (bySDL, byCanvas) = twinCanvases(&random, width: 24, height: 8)
            let color = SDL_Color(r: UInt8(random.int(0...255)), g: UInt8(random.int(0...255)), b: UInt8(random.int(0...255)),
                                  a: UInt8(random.pick([1, 17, 128, 200, 254, random.int(1...254)])))
            SDL_SetRenderDrawColor(bySDL.renderer, color.r, color.g, color.b, color.a)
            var rect = SDL_FRect(x: 2, y: 1, w: 19, h: 6)
            SDL_RenderFillRectF(bySDL.renderer, &rect)
            byCanvas.blend(CGRect(x: 2, y: 1, width: 19, height: 6), with: color)
            let differing = differingPixels(bySDL, byCanvas)
            #expect(differing == 0, "\(differing) bytes differ from SDL's fill for \(color)")
            if differing != 0 { return }
        }
    }

    /// A rounded rectangle's outline as the renderer builds one: arcs at the corners, straight sides.
    private func roundedOutline(_ random: inout SoakRandom) -> [CGPoint] {
        let rect = CGRect(x: random.unit() * 60 - 20, y: random.unit() * 40 - 20,
                          width: 4 + random.unit() * 90, height: 4 + random.unit() * 70)
        let radius = Swift.min(random.pick([0, 2.5, 8, 16, 40]), rect.width / 2, rect.height / 2)
        let inset = random.pick([0, 0.5, 0.25])
        let corners = [(CGPoint(x: rect.maxX - radius, y: rect.minY + radius), -Double.pi / 2),
                       (CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), 0),
                       (CGPoint(x: rect.minX + radius, y: rect.maxY - radius), Double.pi / 2),
                       (CGPoint(x: rect.minX + radius, y: rect.minY + radius), Double.pi)]
        var points: [CGPoint] = []
        for (centre, start) in corners {
            let rounded = random.int(0...3) != 0
            for step in 0...(rounded ? 8 : 0) {
                let angle = start + Double(step) / 8 * Double.pi / 2
                let reach = rounded ? radius - inset : 0
                let corner = rounded ? centre : CGPoint(x: centre.x + (start == 0 || start < 0 ? radius : -radius),
                                                         y: centre.y + (start > 0 || start == 0 ? radius : -radius))
                points.append(CGPoint(x: corner.x + reach * cos(angle), y: corner.y + reach * sin(angle)))
            }
        }
        return points
    }

    @Test func anOpaqueFanStoredBetweenItsSidesHasSDLsPixels() {
        var random = SoakRandom(seed: 31)
        var stored = 0
        for _ in 0..<300 {
            let (bySDL, byCanvas) = twinCanvases(&random, width: 80, height: 60)
            var points = roundedOutline(&random)
            if random.int(0...4) == 0 {
                // Turned a little: no vertical sides, so SDL draws all of it.
                points = points.map { CGPoint(x: $0.x + $0.y * 0.05, y: $0.y - $0.x * 0.05) }
            }
            if Geometry.storableBand(of: points) != nil { stored += 1 }
            let color = SDL_Color(r: UInt8(random.int(0...255)), g: UInt8(random.int(0...255)), b: UInt8(random.int(0...255)), a: 255)
            var clip = SDL_Rect(x: Int32(random.int(0...20)), y: Int32(random.int(0...20)),
                                w: Int32(random.int(10...80)), h: Int32(random.int(10...60)))
            for canvas in [bySDL, byCanvas] { SDL_RenderSetClipRect(canvas.renderer, &clip) }
            let vertices = points.map {
                SDL_Vertex(position: SDL_FPoint(x: Float($0.x), y: Float($0.y)), color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
            }
            let indices = (1..<(points.count - 1)).flatMap { [Int32(0), Int32($0), Int32($0 + 1)] }
            SDL_RenderGeometry(bySDL.renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
            byCanvas.fillFan(points, color, clip: clip)
            let differing = differingPixels(bySDL, byCanvas)
            #expect(differing == 0, "\(differing) bytes differ from SDL's fan of \(points) clipped to \(clip)")
            if differing != 0 { return }
        }
        #expect(stored > 150, "most of these shapes have vertical sides to store between; only \(stored) did")
    }
}
