import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UILabel.attributedText` as UIKit documents it: one text with `text`, runs in their own fonts and
/// colours on one baseline, the label's font and colour where a run sets none and over the whole
/// text when set afterwards, underlines and backgrounds drawn, and Interface Builder's
/// `<attributedString>`. Sources: docs/PORTING.md, "Labels".
@MainActor
@Suite struct AttributedLabelTests {
    private func screen() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 200))
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        host.rootViewController = controller
        return (host, controller.view)
    }

    /// How many pixels of `rect` are mostly red, and mostly blue.
    private func reds(and blues: Bool, in shot: Snapshot, _ rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = shot.pixel(x: x, y: y)
                let isRed = p.r > 150 && p.g < 100 && p.b < 100
                let isBlue = p.b > 150 && p.r < 100 && p.g < 100
                if blues ? isBlue : isRed { count += 1 }
            }
        }
        return count
    }

    @Test func attributedTextAndTextAreOneText() {
        let label = UILabel()
        label.text = "Plain"
        let plain = label.attributedText
        #expect(plain?.string == "Plain")
        #expect((plain?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 17, "plain text reads back in the label's font")
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.systemRed])
        #expect(label.text == "Styled")
        label.textColor = .systemBlue
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemBlue,
                "a colour set afterwards is the whole attributed text's")
        label.text = "Again"
        #expect(label.attributedText?.string == "Again")
        label.attributedText = nil
        #expect(label.text == nil)
    }

    @Test func runsAreDrawnInTheirOwnColoursAndFontsOnOneBaseline() throws {
        let (host, root) = screen()
        let label = UILabel(frame: CGRect(x: 10, y: 40, width: 300, height: 80))
        let text = NSMutableAttributedString(string: "RED ", attributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                                       .font: UIFont.boldSystemFont(ofSize: 40)])
        text.append(NSAttributedString(string: "blue", attributes: [.foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)]))
        label.attributedText = text
        root.addSubview(label)
        host.settle()
        let plainWidth = ("RED " as NSString).size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 40)]).width
        let blueWidth = ("blue" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        #expect(abs(label.intrinsicContentSize.width - (plainWidth + blueWidth)) < 1.5, "each run measured in its own font")
        #expect(abs(label.intrinsicContentSize.height - UIFont.boldSystemFont(ofSize: 40).lineHeight) < 1, "the line is the tallest run's")
        let shot = host.snapshot()
        let redSide = CGRect(x: 10, y: 40, width: plainWidth, height: 80)
        let blueSide = CGRect(x: 10 + plainWidth, y: 40, width: blueWidth + 2, height: 80)
        #expect(reds(and: false, in: shot, redSide) > 100 && reds(and: true, in: shot, redSide) == 0)
        #expect(reds(and: true, in: shot, blueSide) > 20 && reds(and: false, in: shot, blueSide) == 0, "the run without a font takes the label's")
        // One baseline: the bottoms of "E" and "b" (no descenders) are on the same row.
        func lowestRow(_ blue: Bool, _ rect: CGRect) -> Int {
            (Int(rect.minY)..<Int(rect.maxY)).last { y in
                (Int(rect.minX)..<Int(rect.maxX)).contains { x in
                    let p = shot.pixel(x: x, y: y)
                    return blue ? (p.b > 150 && p.r < 100) : (p.r > 150 && p.b < 100)
                }
            } ?? 0
        }
        #expect(abs(lowestRow(false, redSide) - lowestRow(true, blueSide)) <= 1)
    }

    @Test func underlinesAndBackgroundsAreDrawnUnderTheirRuns() {
        let (host, root) = screen()
        let label = UILabel(frame: CGRect(x: 10, y: 40, width: 300, height: 40))
        let text = NSMutableAttributedString(string: "under", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue,
                                                                          .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)])
        text.append(NSAttributedString(string: " marked", attributes: [.backgroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)]))
        label.attributedText = text
        root.addSubview(label)
        host.settle()
        let shot = host.snapshot()
        let underWidth = ("under" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        let baseline = 40 + (40 - UIFont.systemFont(ofSize: 17).lineHeight) / 2 + UIFont.systemFont(ofSize: 17).ascender
        let underline = (Int(baseline)...Int(baseline) + 3).contains { y in
            (12..<Int(10 + underWidth) - 2).allSatisfy { x in let p = shot.pixel(x: x, y: y); return p.b > 150 && p.r < 100 }
        }
        #expect(underline, "a blue line runs under the whole underlined run")
        #expect(reds(and: false, in: shot, CGRect(x: 10 + underWidth + 2, y: 42, width: 40, height: 36)) > 200, "the marked run's red background")
    }

    @Test func aDocumentsAttributedLabelHasItsFragments() throws {
        let host = HeadlessHost(size: CGSize(width: 393, height: 852))
        let chooser = try #require(host.run { UIStoryboard(name: "Parts", bundle: .module).instantiateViewController(withIdentifier: "Chooser") } as? ChooserViewController)
        host.rootViewController = chooser
        host.settle()
        let label = try #require(chooser.styled)
        let text = try #require(label.attributedText)
        #expect(text.string == "Total 42" && label.text == "Total 42")
        var range = NSRange()
        let bold = text.attribute(.font, at: 6, effectiveRange: &range) as? UIFont
        #expect(bold?.pointSize == 30 && range == NSRange(location: 6, length: 2))
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(text.attribute(.underlineStyle, at: 6, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect((text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        #expect(abs(label.intrinsicContentSize.height - UIFont.boldSystemFont(ofSize: 30).lineHeight) < 1)
    }
}
