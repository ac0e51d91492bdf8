import Foundation
import Testing
import UIKit
@testable import UIKitCore

/// Text drawn with `draw(in:withAttributes:)`, `draw(at:withAttributes:)` and
/// `draw(with:options:attributes:context:)` under a paragraph style and a shadow, read back from
/// the context's display commands (user space), and measured with `boundingRect`.
@MainActor
@Suite struct ParagraphStyleDrawingTests {
    private struct DrawnText { let text: String; let origin: CGPoint; let color: DisplayCommand.Color }

    private func drawn(_ draw: () -> Void, scale: CGFloat = 1) -> [DrawnText] {
        let context = CGContext(bounds: CGRect(x: 0, y: 0, width: 400, height: 400))
        context.scaleBy(x: scale, y: scale)
        UIGraphicsPushContext(context)
        draw()
        UIGraphicsPopContext()
        return context.finishRecording().compactMap { command in
            guard case let .text(text, _, origin, _, color) = command else { return nil }
            return DrawnText(text: text, origin: origin, color: color)
        }
    }

    private let font = UIFont.systemFont(ofSize: 17)

    private func style(_ change: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        change(style)
        return style
    }

    @Test func alignmentPlacesEachLineInTheRect() throws {
        let rect = CGRect(x: 10, y: 10, width: 300, height: 100)
        let width = "Hello".size(withAttributes: [.font: font]).width
        for (alignment, expectedX) in [(NSTextAlignment.center, rect.minX + (rect.width - width) / 2),
                                       (.right, rect.maxX - width), (.left, rect.minX), (.natural, rect.minX)] {
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style { $0.alignment = alignment }]
            let lines = drawn { "Hello".draw(in: rect, withAttributes: attributes) }
            let line = try #require(lines.first)
            #expect(abs(line.origin.x - expectedX) < 0.001, "\(alignment)")
        }
    }

    @Test func lineSpacingAddsPointsBetweenLines() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style { $0.lineSpacing = 10 }]
        let lines = drawn { "One\nTwo".draw(in: CGRect(x: 0, y: 0, width: 300, height: 200), withAttributes: attributes) }
        try #require(lines.count == 2)
        #expect(lines[1].origin.y - lines[0].origin.y == font.lineHeight + 10)
        #expect("One\nTwo".size(withAttributes: attributes).height == font.lineHeight * 2 + 10)
    }

    @Test func aTruncatingModeEndsTheLastLineTheRectHoldsWithAnEllipsis() throws {
        let text = "A sentence far too long to fit on one line of this narrow rectangle"
        let rect = CGRect(x: 0, y: 0, width: 120, height: font.lineHeight * 1.5)
        let truncated = drawn { text.draw(in: rect, withAttributes: [.font: font, .paragraphStyle: style { $0.lineBreakMode = .byTruncatingTail }]) }
        #expect(truncated.count == 1)
        #expect(truncated.first?.text.hasSuffix("…") == true)
        // Word wrapping (the default) lays out every line and clips to the rect: no ellipsis.
        let wrapped = drawn { text.draw(in: rect, withAttributes: [.font: font]) }
        #expect(wrapped.allSatisfy { !$0.text.contains("…") })
        // A rect of unbounded height holds every line: none is cut.
        let tall = CGRect(x: 0, y: 0, width: 120, height: CGFloat.greatestFiniteMagnitude)
        let whole = drawn { text.draw(in: tall, withAttributes: [.font: font, .paragraphStyle: style { $0.lineBreakMode = .byTruncatingTail }]) }
        #expect(whole.count > 1 && whole.map(\.text).joined(separator: " ") == text)
    }

    /// NSStringDrawing.h: with `.usesLineFragmentOrigin` the rectangle's origin is the first line's
    /// top left and the text wraps to its width; without it the text is one line whose baseline
    /// starts at the origin.
    @Test func drawingWithOptionsPlacesTheTextByTheLineFragmentOriginOrTheBaseline() throws {
        let text = "The best-laid schemes of mice and men"
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let rect = CGRect(x: 20, y: 40, width: 150, height: 300)
        let wrapped = drawn { text.draw(with: rect, options: .usesLineFragmentOrigin, attributes: attributes, context: nil) }
        #expect(wrapped.count > 1, "wrapped to 150 points")
        #expect(wrapped.first?.origin == CGPoint(x: 20, y: 40))
        #expect(wrapped.map(\.text).joined(separator: " ") == text)
        let baseline = drawn { text.draw(with: rect, options: [], attributes: attributes, context: nil) }
        #expect(baseline.count == 1 && baseline.first?.text == text, "one line, however narrow the rectangle")
        #expect(abs((baseline.first?.origin.y ?? 0) - (40 - font.ascender)) < 0.001, "its baseline at the rectangle's top")
    }

    @Test func theBoundingRectIsTheWrappedTextsSize() throws {
        let text = "The best-laid schemes of mice and men"
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let oneLine = text.size(withAttributes: attributes)
        let unbounded = text.boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude),
                                          options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        #expect(unbounded == CGRect(origin: .zero, size: oneLine))
        let narrow = text.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                       attributes: attributes, context: nil)
        let lines = (narrow.height / font.lineHeight).rounded()
        #expect(lines >= 2 && abs(narrow.height - lines * font.lineHeight) < 0.001)
        #expect(narrow.width <= 150 && narrow.width > 75)
        // The height limits the lines only when the last visible line is truncated.
        let cut = text.boundingRect(with: CGSize(width: 150, height: font.lineHeight * 1.5), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                    attributes: attributes, context: nil)
        #expect(cut.height == font.lineHeight)
        // Without the line fragment origin: one line measured up from its baseline.
        let single = text.boundingRect(with: CGSize(width: 150, height: 10), options: [], attributes: attributes, context: nil)
        #expect(single.minY == -font.ascender && single.width == oneLine.width)
        // An attributed string measures with its attributes; a context reports the same bounds.
        let context = NSStringDrawingContext()
        let attributed = NSAttributedString(string: text, attributes: attributes)
        #expect(attributed.boundingRect(with: CGSize(width: 150, height: 1000), options: .usesLineFragmentOrigin, context: context) == narrow)
        #expect(context.totalBounds == narrow && context.actualScaleFactor == 1)
    }

    @Test func aShadowIsDrawnUnderTheTextAtItsOffsetInTheBaseSpace() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: 3)
        shadow.shadowColor = UIColor.red
        let lines = drawn({ "Hi".draw(at: CGPoint(x: 20, y: 20), withAttributes: [.font: font, .shadow: shadow]) }, scale: 2)
        try #require(lines.count == 2)
        // Drawn first, so under the text; 2 and 3 points in the base space are 1 and 1.5 in a space scaled by 2.
        #expect(lines[0].origin == CGPoint(x: 21, y: 21.5) && lines[0].color.red == 1 && lines[0].color.green == 0)
        #expect(lines[1].origin == CGPoint(x: 20, y: 20))
        // No colour: black at a third of full opacity.
        let plain = drawn { "Hi".draw(at: .zero, withAttributes: [.font: font, .shadow: NSShadow()]) }
        #expect(plain.first.map { abs($0.color.alpha - 1.0 / 3) < 0.01 && $0.color.red == 0 } == true)
    }

    @Test func copiesAreImmutableAndMutableCopiesMutable() throws {
        let mutable = NSMutableParagraphStyle()
        mutable.alignment = .center
        mutable.lineSpacing = 4
        let copy = try #require(mutable.copy() as? NSParagraphStyle)
        #expect(!(copy is NSMutableParagraphStyle))
        #expect(copy == mutable && copy.alignment == .center && copy.lineSpacing == 4)
        mutable.lineSpacing = 8
        #expect(copy.lineSpacing == 4, "the copy does not follow the original")
        let again = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        #expect(again.alignment == .natural && again.lineBreakMode == .byWordWrapping && again == NSParagraphStyle.default)
    }
}
