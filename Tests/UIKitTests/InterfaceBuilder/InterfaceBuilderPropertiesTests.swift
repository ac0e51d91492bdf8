import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore
@testable import UIKitControls

/// Properties Interface Builder writes for controls, labels, fields and stacks, decoded as
/// UIKit's `initWithCoder:` does (Fixtures/ControlProperties.xib), and the one warning for what
/// the lab does not read. Sources: docs/PORTING.md, "Interface Builder documents".
@MainActor
@Suite struct InterfaceBuilderPropertiesTests {
    private func load(_ host: HeadlessHost) throws -> UIView {
        let objects = host.run { UINib(nibName: "ControlProperties", bundle: .module).instantiate(withOwner: nil, options: nil) }
        return try #require(objects.first as? UIView)
    }

    @Test func controlsTakeTheirArchivedColoursAlignmentsAndTraits() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 400))
        let root = try load(host)
        #expect(root.isMultipleTouchEnabled)
        #expect(!root.clearsContextBeforeDrawing, "clearsContextBeforeDrawing=\"NO\"")
        let slider = try #require(root.viewWithTag(1) as? UISlider)
        #expect(slider.minimumTrackTintColor?.rgba == UIColor.red.rgba)
        #expect(slider.maximumTrackTintColor == .systemGreen && slider.thumbTintColor == .systemBlue)
        #expect(!slider.isContinuous)
        #expect(slider.contentHorizontalAlignment == .left && slider.contentVerticalAlignment == .top, "every control's alignments, not only a button's")
        let label = try #require(root.viewWithTag(2) as? UILabel)
        #expect(label.baselineAdjustment == .alignCenters)
        #expect(label.highlightedTextColor == .systemRed)
        #expect(label.minimumScaleFactor == CGFloat(0.5), "an old document's minimumFontSize 10 of a 20-point font")
        let button = try #require(root.viewWithTag(3) as? UIButton)
        #expect(button.titleEdgeInsets == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10))
        #expect(button.titleLabel?.lineBreakMode == .byTruncatingMiddle)
        #expect(label.shadowColor == .systemGray && label.shadowOffset == CGSize(width: 1, height: 2))
        #expect(button.titleShadowColor(for: .normal) == .systemGreen && button.titleLabel?.shadowColor == .systemGreen
                && button.titleLabel?.shadowOffset == CGSize(width: 2, height: 2), "the old titleShadowOffset is the title label's")
        let field = try #require(root.viewWithTag(4) as? UITextField)
        #expect(field.adjustsFontSizeToFitWidth && field.minimumFontSize == 12 && field.clearsOnBeginEditing)
        #expect(field.clearButtonMode == .whileEditing)
        #expect(field.keyboardType == .decimalPad && field.returnKeyType == .done && field.autocapitalizationType == .words)
        let stack = try #require(root.viewWithTag(5) as? UIStackView)
        #expect(stack.spacing == UIStackView.spacingUseSystem)
    }

    @Test func standardSpacingInAStackIsTheSystemsEightPoints() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 400))
        let controller = UIViewController()
        controller.view = try load(host)
        host.rootViewController = controller
        host.settle()
        let stack = try #require(controller.view.viewWithTag(5) as? UIStackView)
        #expect(stack.arrangedSubviews[1].frame.minX - stack.arrangedSubviews[0].frame.maxX == 8)
    }

    /// A title edge inset moves the title, not the button: positive left and negative right shift it right.
    @Test func titleEdgeInsetsMoveTheTitleInsideTheButton() throws {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let centred = try #require(button.titleLabel?.frame)
        let size = button.intrinsicContentSize
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == centred.offsetBy(dx: 10, dy: 0))
        #expect(button.intrinsicContentSize == size)
    }

    @Test func whatTheLabDoesNotReadIsNamedOnceWithTheLineAndTheRestLoads() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 400))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let root = try load(host)
        let toggle = try #require(root.viewWithTag(6) as? UISwitch)
        #expect(toggle.isOn, "the rest of the switch loads")
        #expect(warnings == ["Presentation Lab: ControlProperties.xib: <switch> at line 55 sets preferredStyle and futureColor, which the lab does not read yet; they keep their defaults."])
        _ = try load(host)
        #expect(warnings.count == 1, "once per document, element and property")
    }

    /// A text field that fits its text shrinks the font a point at a time, never below `minimumFontSize`.
    @Test func aFittingTextFieldShrinksItsFontDownToTheMinimum() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 34))
        field.font = .systemFont(ofSize: 20)
        let long = "A sentence far too long for the field"
        #expect(field.fittedFont(for: long, width: 120).pointSize == 20, "no fitting unless asked")
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 12
        #expect(field.fittedFont(for: long, width: 120).pointSize == 12, "stopped at the minimum")
        #expect(field.fittedFont(for: "Short", width: 120).pointSize == 20, "text that fits keeps the font")
        let medium = "Fourteen chars"
        let fitted = field.fittedFont(for: medium, width: 120)
        #expect(fitted.pointSize < 20 && fitted.pointSize > 12)
        #expect(TextEngine.shared.width(of: medium, font: fitted) <= 120)
    }

    /// A shrunk line keeps the full-size line's baseline, centre or top, as `baselineAdjustment` says.
    @Test func aShrunkLineSitsWhereBaselineAdjustmentPutsIt() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.font = .systemFont(ofSize: 30)
        let shrunk = UIFont.systemFont(ofSize: 15)
        let full = label.font!
        let fullTop = (40 - full.lineHeight) / 2
        let centredTop = (40 - shrunk.lineHeight) / 2
        #expect(label.shrunkLineTop(font: shrunk, centredTop: centredTop, in: label.bounds) == fullTop + full.ascender - shrunk.ascender)
        label.baselineAdjustment = .alignCenters
        #expect(label.shrunkLineTop(font: shrunk, centredTop: centredTop, in: label.bounds) == centredTop)
        label.baselineAdjustment = .none
        #expect(label.shrunkLineTop(font: shrunk, centredTop: centredTop, in: label.bounds) == fullTop)
    }
}
