import Testing
import UIKit
@testable import UIKitTesting
import PixelKernels

@MainActor
@Suite struct VisualEffectTests {
    /// A 200 × 100 host whose left half is black and right half white, and an effect view over it all.
    private func setUp(effect: UIVisualEffect?) -> (HeadlessHost, UIVisualEffectView) {
        let screen = PlainScreen(size: CGSize(width: 200, height: 100))
        let (host, controller) = (screen.host, screen.controller)
        controller.view.backgroundColor = .white
        screen.addView(CGRect(x: 0, y: 0, width: 100, height: 100), color: .black)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = controller.view.bounds
        controller.view.addSubview(effectView)
        host.advance(by: 0)
        return (host, effectView)
    }

    private func brightness(_ host: HeadlessHost, x: Int) -> Int { Int(host.snapshot().pixel(x: x, y: 50).r) }

    /// Made as every view can be, then given its effect later, as a presenter library does.
    @Test func anEffectViewMadeWithNoArgumentsTakesItsEffectLater() {
        let plain = UIVisualEffectView()
        #expect(plain.effect == nil && plain.frame == .zero)
        #expect(plain.contentView.superview === plain)
        let framed = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        #expect(framed.bounds.size == CGSize(width: 120, height: 60))
        #expect(framed.contentView.frame == framed.bounds, "the content view fills it")
        framed.effect = UIBlurEffect(style: .dark)
        #expect(framed.effect is UIBlurEffect)
    }

    @Test func theBlurSoftensTheEdgeBehindItAndTintsIt() {
        let (plain, _) = setUp(effect: nil)
        #expect(brightness(plain, x: 99) == 0 && brightness(plain, x: 100) == 255, "a hard edge with no effect")
        let (host, _) = setUp(effect: UIBlurEffect(style: .light))
        let snapshot = host.snapshot()
        let across = (70...130).map { Int(snapshot.pixel(x: $0, y: 50).r) }
        #expect(zip(across, across.dropFirst()).allSatisfy { $0 <= $1 }, "brightness rises steadily across the edge")
        #expect((120...210).contains(brightness(host, x: 99)), "the edge is grey")
        // The light tint (white at 30 %) lifts black well above black.
        #expect(brightness(host, x: 2) > 60)
        #expect(brightness(host, x: 198) == 255)
    }

    /// A blur is redrawn when its own content changes (a label above it), but what it blurs did not
    /// change, so its blurred backdrop is reused; a change behind it blurs again. Either way the
    /// pixels are a fresh host's.
    @Test func aBlurWhoseBackdropDidNotChangeIsNotBlurredAgain() {
        func scene() -> (PlainScreen, UIView, UILabel) {
            let screen = PlainScreen(size: CGSize(width: 200, height: 120))
            screen.controller.view.backgroundColor = .white
            let square = screen.addView(CGRect(x: 20, y: 30, width: 60, height: 60), color: .systemBlue)
            let card = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            card.frame = CGRect(x: 40, y: 20, width: 140, height: 80)
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 24))
            label.text = "Waiting"
            card.contentView.addSubview(label)
            screen.controller.view.addSubview(card)
            screen.host.advance(by: 0)
            _ = screen.host.snapshot()
            return (screen, square, label)
        }
        let (screen, square, label) = scene()
        let blurred = screen.host.core.backdropBlurCounts
        #expect(blurred.computed == 1)
        label.text = "Ready"
        screen.host.advance(by: 1.0 / 60)
        let afterText = screen.host.snapshot()
        let counts = screen.host.core.backdropBlurCounts
        #expect(counts.computed == 1 && counts.reused == 1, "the same backdrop, blended in again")
        let (fresh, _, freshLabel) = scene()
        freshLabel.text = "Ready"
        fresh.host.advance(by: 1.0 / 60)
        #expect(afterText.rgba == fresh.host.snapshot().rgba, "the reused blur draws what a fresh one does")

        square.frame.origin.x += 10
        screen.host.advance(by: 1.0 / 60)
        let afterMove = screen.host.snapshot()
        #expect(screen.host.core.backdropBlurCounts.computed == 2, "a change behind the blur blurs again")
        let (movedFresh, movedSquare, movedLabel) = scene()
        movedLabel.text = "Ready"
        movedSquare.frame.origin.x += 10
        movedFresh.host.advance(by: 1.0 / 60)
        #expect(afterMove.rgba == movedFresh.host.snapshot().rgba)
    }

    /// A shadow is redrawn when the damage meets its reach. While its view holds still its blurred
    /// shape is reused, and damage inside the view's opaque background (which hides the shadow)
    /// needs none of it; once the view moves the shape is blurred again. The pixels are a fresh host's.
    @Test func aShadowWhoseShapeHoldsIsNotBlurredAgain() {
        /// A card casting a shadow, a dot inside it and a square beside it, with `changes` made, drawn
        /// once (so in full, with nothing cached).
        func scene(_ changes: [(_ card: UIView, _ beside: UIView) -> Void] = []) -> (PlainScreen, UIView, UIView) {
            let screen = PlainScreen(size: CGSize(width: 200, height: 160))
            screen.controller.view.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 40, y: 30, width: 120, height: 90))
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            card.layer.shadowOpacity = 0.4
            card.layer.shadowRadius = 8
            let dot = UIView(frame: CGRect(x: 50, y: 35, width: 20, height: 20))
            dot.backgroundColor = .systemRed
            card.addSubview(dot)
            let beside = screen.addView(CGRect(x: 2, y: 2, width: 24, height: 24), color: .systemBlue)
            screen.controller.view.addSubview(card)
            for change in changes { change(card, beside) }
            screen.host.advance(by: 0)
            _ = screen.host.snapshot()
            return (screen, card, beside)
        }
        let moveTheDot: (UIView, UIView) -> Void = { card, _ in card.subviews[0].frame.origin.x += 10 }
        let moveTheSquare: (UIView, UIView) -> Void = { _, beside in beside.frame.origin.x += 16 }
        let moveTheCard: (UIView, UIView) -> Void = { card, _ in card.frame.origin.y += 3 }

        let (screen, card, beside) = scene()
        #expect(screen.host.core.shadowBlurCounts.computed == 1)
        // Inside the card: its background hides the shadow there, so nothing is blurred or reused.
        moveTheDot(card, beside)
        screen.host.advance(by: 1.0 / 60)
        _ = screen.host.snapshot()
        #expect(screen.host.core.shadowBlurCounts == (computed: 1, reused: 0))
        // Over the shadow's edge: the same shape, laid over the pixels again.
        // (Counts change when the frame is rasterized, which a snapshot does.)
        moveTheSquare(card, beside)
        screen.host.advance(by: 1.0 / 60)
        let afterSquare = screen.host.snapshot()
        #expect(screen.host.core.shadowBlurCounts == (computed: 1, reused: 1))
        #expect(afterSquare.rgba == scene([moveTheDot, moveTheSquare]).0.host.snapshot().rgba,
                "the reused shadow draws what a fresh one does")
        moveTheCard(card, beside)
        screen.host.advance(by: 1.0 / 60)
        let afterCard = screen.host.snapshot()
        #expect(screen.host.core.shadowBlurCounts.computed == 2, "a moved shape is blurred again")
        #expect(afterCard.rgba == scene([moveTheDot, moveTheSquare, moveTheCard]).0.host.snapshot().rgba)
    }

    @Test func theContentViewIsDrawnSharpAboveTheBlur() {
        let (host, effectView) = setUp(effect: UIBlurEffect(style: .dark))
        #expect(effectView.subviews == [effectView.contentView])
        #expect(effectView.contentView.frame == effectView.bounds)
        let badge = UIView(frame: CGRect(x: 90, y: 40, width: 20, height: 20))
        badge.backgroundColor = .red
        effectView.contentView.addSubview(badge)
        host.advance(by: 0)
        let pixel = host.snapshot().pixel(x: 95, y: 45)
        #expect(pixel.r == 255 && pixel.g == 0 && pixel.b == 0)
        let darkened = brightness(host, x: 198)
        #expect(darkened < 100, "white behind a dark blur is dimmed")
    }

    @Test func settingTheEffectInAnAnimationBlockFadesTheBlurIn() {
        let (host, effectView) = setUp(effect: nil)
        #expect(!host.displayList.description.contains("backdrop blur"))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            effectView.effect = UIBlurEffect(style: .dark)
        })
        host.advance(by: 0.5)
        #expect(host.displayList.description.contains("backdrop blur (0, 0, 200, 100) radius 8.0"), "half the blur")
        host.advance(by: 0.5)
        #expect(host.displayList.description.contains("backdrop blur (0, 0, 200, 100) radius 16.0"))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { effectView.effect = nil })
        host.advance(by: 0.25)
        #expect(host.displayList.description.contains("radius 12.0"), "the dark blur fades out as it was")
        host.advance(by: 1)
        #expect(!host.displayList.description.contains("backdrop blur"))
    }

    @Test func aTranslucentEffectViewBlendsItsBlurWithWhatIsBehind() {
        let (opaque, _) = setUp(effect: UIBlurEffect(style: .light))
        let (host, effectView) = setUp(effect: UIBlurEffect(style: .light))
        effectView.alpha = 0.5
        host.advance(by: 0)
        let expected = (0 + brightness(opaque, x: 90)) / 2
        #expect(abs(brightness(host, x: 90) - expected) <= 2)
    }

    @Test func roundedCornersShapeTheBlur() {
        let (host, effectView) = setUp(effect: UIBlurEffect(style: .light))
        effectView.frame = CGRect(x: 20, y: 10, width: 60, height: 80)
        effectView.layer.cornerRadius = 20
        host.advance(by: 0)
        #expect(host.snapshot().pixel(x: 21, y: 11).r == 0, "outside the round corner: the black behind, untouched")
        #expect(host.snapshot().pixel(x: 50, y: 50).r > 60, "inside: tinted blur")
    }

    @Test func threeBoxesHaveTheGaussiansVariance() {
        for sigma in [2.5, 8, 16, 40] {
            let variance = GaussianBlur.boxRadii(sigma: sigma).map { radius -> Double in
                let size = Double(2 * radius + 1)
                return (size * size - 1) / 12
            }.reduce(0, +)
            #expect(abs(variance.squareRoot() - sigma) / sigma < 0.1, "sigma \(sigma)")
        }
    }
}
