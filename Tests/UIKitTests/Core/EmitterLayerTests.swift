import QuartzCore
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore

/// `CAEmitterLayer` and `CAEmitterCell`, as Core Animation documents them: each cell gives birth
/// to `birthRate` particles a second on the layer's shape, each living `lifetime` seconds, leaving
/// along `emissionLongitude` (−π/2 is up) at `velocity`, accelerating, scaling, spinning and
/// changing colour as the cell says, drawn as its `contents` multiplied by its colour, on the
/// frame clock. The layer's values multiply the cells'. Sources: docs/PORTING.md, "Core Animation".
@MainActor
@Suite struct EmitterLayerTests {
    /// A white square `pixels` wide, as particle contents.
    static func dot(_ pixels: CGFloat = 4) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: pixels, height: pixels), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: pixels, height: pixels))
        }.cgImage!
    }

    /// A black 200 × 200 screen with an emitter (a zero-sized layer, as apps often make it) at the
    /// centre, giving birth to `cell`'s particles; its first frame drawn.
    static func stage(_ cell: CAEmitterCell, configure: (CAEmitterLayer) -> Void = { _ in }) -> (PlainScreen, CAEmitterLayer) {
        let screen = PlainScreen(size: CGSize(width: 200, height: 200))
        screen.controller.view.backgroundColor = .black
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 100, y: 100)
        emitter.emitterCells = [cell]
        configure(emitter)
        screen.controller.view.layer.addSublayer(emitter)
        screen.host.advance(by: 0)
        return (screen, emitter)
    }

    static func cell(rate: Float = 10, lifetime: Float = 1, velocity: CGFloat = 100) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.birthRate = rate
        cell.lifetime = lifetime
        cell.velocity = velocity
        cell.contents = dot()
        return cell
    }

    @Test func theDefaultsAreCoreAnimations() {
        let emitter = CAEmitterLayer(), cell = CAEmitterCell()
        #expect(emitter.birthRate == 1 && emitter.lifetime == 1 && emitter.velocity == 1 && emitter.scale == 1 && emitter.spin == 1)
        #expect(emitter.emitterShape == .point && emitter.emitterMode == .volume && emitter.renderMode == .unordered && emitter.emitterCells == nil)
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.velocity == 0 && cell.scale == 1 && cell.isEnabled && cell.color == nil)
        #expect(cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
    }

    @Test func particlesAreBornAtTheRateAndMoveAlongTheirWayOnTheFrameClock() {
        let (screen, emitter) = Self.stage(Self.cell())
        screen.host.advance(by: 0.5)
        let live = emitter.liveParticles
        #expect((5...6).contains(live.count), "ten a second for half a second: \(live.count)")
        let oldest = live.first!.position(at: CACurrentMediaTime())
        #expect(abs(oldest.x - 150) < 2 && abs(oldest.y - 100) < 0.01, "100 points a second along the x axis for 0.5 s: \(oldest)")
        let shot = screen.host.snapshot()
        #expect(shot.pixel(x: Int(oldest.x), y: 100).r > 240, "the particle's white contents drawn where it is")
        #expect(shot.pixel(x: 100, y: 80).r < 10)
        screen.host.advance(by: 2)
        #expect(emitter.liveParticles.allSatisfy { CACurrentMediaTime() - $0.born < 1 }, "each lives its lifetime, one second")
        #expect((9...11).contains(emitter.liveParticles.count), "and the births go on: \(emitter.liveParticles.count)")
    }

    @Test func aLongitudeOfMinusAQuarterTurnGoesUpAndAccelerationBendsTheWay() {
        let cell = Self.cell(rate: 1, lifetime: 5)
        cell.emissionLongitude = -.pi / 2
        cell.yAcceleration = 200
        let (screen, emitter) = Self.stage(cell)
        screen.host.advance(by: 0.5)
        let place = emitter.liveParticles.first!.position(at: CACurrentMediaTime())
        #expect(abs(place.x - 100) < 0.5 && abs(place.y - (100 - 50 + 25)) < 2, "up 50, back down 25: \(place)")
    }

    @Test func theLayersBirthRateMultipliesTheCellsAndZeroLetsTheLivingPlayOut() {
        let (screen, emitter) = Self.stage(Self.cell(rate: 10, lifetime: 0.5)) { $0.birthRate = 2 }
        screen.host.advance(by: 0.4)
        #expect((8...9).contains(emitter.liveParticles.count), "twenty a second: \(emitter.liveParticles.count)")
        emitter.birthRate = 0
        screen.host.advance(by: 0.3)
        let left = emitter.liveParticles.count
        #expect(left > 0 && left < 8, "no births, the older ones gone: \(left)")
        screen.host.advance(by: 0.5)
        #expect(emitter.liveParticles.isEmpty)
        #expect(screen.host.settle(timeout: 1), "with nothing to emit the frame clock stops")
    }

    @Test func aCellWithoutContentsDrawsNothing() {
        let cell = Self.cell()
        cell.contents = nil
        let (screen, emitter) = Self.stage(cell)
        screen.host.advance(by: 0.5)
        #expect(!emitter.liveParticles.isEmpty)
        #expect(!screen.host.displayList.commands.contains { if case .image = $0 { true } else { false } })
    }

    @Test func theColourMultipliesTheContentsAndItsSpeedFadesEachParticle() {
        let cell = Self.cell(rate: 1, lifetime: 2, velocity: 0)
        cell.color = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1).cgColor
        cell.alphaSpeed = -1
        cell.scale = 5
        let (screen, emitter) = Self.stage(cell)
        screen.host.advance(by: 0.01)
        let fresh = screen.host.snapshot().pixel(x: 100, y: 100)
        #expect(fresh.r > 240 && abs(Int(fresh.g) - 126) < 8 && abs(Int(fresh.b) - 63) < 8, "white contents multiplied by the colour: \(fresh)")
        #expect(screen.host.snapshot().pixel(x: 100 + 9, y: 100).r > 240 && screen.host.snapshot().pixel(x: 100 + 11, y: 100).r < 10,
                "4 pixels scaled 5 times: 20 points across")
        screen.host.advance(by: 0.49)
        #expect(emitter.liveParticles.count == 1)
        let faded = screen.host.snapshot().pixel(x: 100, y: 100)
        #expect(abs(Int(faded.r) - 128) < 10, "alpha falls 1 a second: half way after 0.5 s: \(faded)")
    }

    @Test func theSameSeedGivesTheSameParticlesAndALineShapeSpreadsTheirBirths() {
        func run(seed: UInt32) -> [CGPoint] {
            let cell = Self.cell(rate: 20, lifetime: 2, velocity: 50)
            cell.velocityRange = 30
            cell.emissionRange = .pi
            let (screen, emitter) = Self.stage(cell) { emitter in
                emitter.seed = seed
                emitter.emitterShape = .line
                emitter.emitterSize = CGSize(width: 100, height: 0)
            }
            screen.host.advance(by: 0.5)
            return emitter.liveParticles.map(\.origin)
        }
        let first = run(seed: 7), again = run(seed: 7), other = run(seed: 8)
        #expect(first == again && first != other)
        #expect(first.allSatisfy { $0.y == 100 && $0.x >= 50 && $0.x <= 150 }, "born along the 100-point line through the position")
        #expect(Set(first.map(\.x)).count > 5)
    }

    @Test func aCellsOwnCellsAreBornFromEachOfItsParticles() {
        let rocket = Self.cell(rate: 1, lifetime: 3, velocity: 100)
        rocket.emissionLongitude = -.pi / 2
        let trail = Self.cell(rate: 10, lifetime: 5, velocity: 0)
        rocket.emitterCells = [trail]
        let (screen, emitter) = Self.stage(rocket)
        screen.host.advance(by: 0.55)
        let trails = emitter.liveParticles.filter { $0.cell === trail }
        #expect((5...7).contains(trails.count), "ten a second from the one rocket: \(trails.count)")
        #expect(trails.allSatisfy { abs($0.origin.x - 100) < 0.5 && $0.origin.y <= 100 && $0.origin.y > 40 }, "each left where the rocket was")
        #expect(Set(trails.map(\.origin.y)).count == trails.count)
    }

    @Test func aViewWhoseLayerClassIsAnEmitterLayerIsBackedByOne() {
        final class Sparkles: UIView { override class var layerClass: AnyClass { CAEmitterLayer.self } }
        #expect(Sparkles().layer is CAEmitterLayer)
        final class Copies: UIView { override class var layerClass: AnyClass { CAReplicatorLayer.self } }
        #expect(Copies().layer is CAReplicatorLayer)
    }
}
