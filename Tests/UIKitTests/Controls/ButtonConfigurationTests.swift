import Foundation
import Testing
import UIKit
@testable import UIKitTesting
@testable import UIKitCore

/// `UIButton.Configuration` as UIKit documents it (iOS 15: styles, `updated(for:)`, the update
/// handler, `changesSelectionAsPrimaryAction`), Interface Builder's `<buttonConfiguration>`, a
/// selected system button's tinted plate, and `tintColorDidChange()`. Sources: docs/PORTING.md,
/// "Buttons".
@MainActor
@Suite struct ButtonConfigurationTests {
    private func screen() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        host.rootViewController = controller
        return (host, controller.view)
    }

    private func bytes(_ color: UIColor) -> (UInt8, UInt8, UInt8, UInt8) {
        let rgba = color.rgba
        return (UInt8((rgba.red * 255).rounded()), UInt8((rgba.green * 255).rounded()), UInt8((rgba.blue * 255).rounded()), 255)
    }

    @Test func aFilledButtonIsItsTitlePlusTheMediumInsetsOnAPlateOfTheTintColour() throws {
        let (host, root) = screen()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        root.addSubview(button)
        let title = try #require(button.titleLabel)
        let text = title.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        // Medium: 12 points either side, 7 above and below.
        #expect(button.intrinsicContentSize == CGSize(width: ceil(text.width) + 24, height: ceil(text.height) + 14))
        #expect(title.font.pointSize == 17, "a medium button's title is the body style")
        button.frame = CGRect(origin: CGPoint(x: 40, y: 40), size: button.intrinsicContentSize)
        host.settle()
        #expect(title.textColor == .white)
        let shot = host.snapshot()
        #expect(close(shot.pixel(x: 44, y: Int(button.frame.midY)), bytes(.systemBlue)), "the plate is the tint colour")
        #expect(shot.pixel(x: 40, y: 40) != shot.pixel(x: 44, y: Int(button.frame.midY)), "its corners are rounded")
    }

    @Test func eachStyleGivesItsColoursAndTheStateChangesThem() {
        let (_, root) = screen()
        root.tintColor = .systemRed
        func shown(_ configuration: UIButton.Configuration, _ change: (UIButton) -> Void = { _ in }) -> UIButton.Configuration {
            let button = UIButton(configuration: configuration)
            root.addSubview(button)
            change(button)
            return configuration.updated(for: button)
        }
        #expect(shown(.plain()).resolvedBackground == nil && shown(.plain()).resolvedForeground == .systemRed)
        #expect(shown(.gray()).resolvedBackground == .secondarySystemFill && shown(.gray()).resolvedForeground == .systemRed)
        #expect(shown(.tinted()).resolvedBackground == UIColor.systemRed.withAlphaComponent(0.15))
        #expect(shown(.filled()).resolvedBackground == .systemRed && shown(.filled()).resolvedForeground == .white)
        var custom = UIButton.Configuration.filled()
        custom.baseBackgroundColor = .systemIndigo
        custom.baseForegroundColor = .black
        #expect(shown(custom).resolvedBackground == .systemIndigo && shown(custom).resolvedForeground == .black, "set colours win")
        // Disabled: tertiary label on a tertiary fill.
        let disabled = shown(.filled()) { $0.isEnabled = false }
        #expect(disabled.resolvedForeground == .tertiaryLabel && disabled.resolvedBackground == .tertiarySystemFill)
        // Selected: a plain button takes the filled look, unless told not to.
        #expect(shown(.plain()) { $0.isSelected = true }.resolvedBackground == .systemRed)
        var fixed = UIButton.Configuration.plain()
        fixed.automaticallyUpdateForSelection = false
        #expect(shown(fixed) { $0.isSelected = true }.resolvedBackground == nil)
        // Highlighted: a plain title fades.
        let pressed = shown(.plain()) { $0.isHighlighted = true }
        #expect(pressed.resolvedForeground.map { $0.rgba.alpha < 0.5 } == true)
    }

    @Test func theUpdateHandlerRunsOnEachStateChangeAndMayReplaceTheConfiguration() {
        let (host, root) = screen()
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration)
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        button.changesSelectionAsPrimaryAction = true
        var selectedWhenSent: [Bool] = []
        button.addAction(UIAction { [weak button] _ in selectedWhenSent.append(button?.isSelected ?? false) }, for: .primaryActionTriggered)
        button.frame = CGRect(x: 20, y: 20, width: 200, height: 44)
        root.addSubview(button)
        host.settle()
        let before = runs
        host.tap(at: CGPoint(x: 120, y: 42))
        #expect(button.isSelected, "a tap toggles the selection")
        #expect(selectedWhenSent == [true], "before the primary action is sent")
        #expect(button.titleLabel?.text == "Following", "the handler's configuration is what shows")
        #expect(runs > before && runs < before + 10, "once per state change, not again for its own change")
        host.tap(at: CGPoint(x: 120, y: 42))
        #expect(!button.isSelected && button.titleLabel?.text == "Follow")
    }

    @Test func theImageSitsWhereThePlacementSaysWithItsPadding() throws {
        let (host, root) = screen()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Share"
        configuration.image = UIImage(systemName: "star")
        configuration.imagePadding = 10
        let button = UIButton(configuration: configuration)
        root.addSubview(button)
        button.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: button.intrinsicContentSize)
        host.settle()
        let image = try #require(button.imageView), title = try #require(button.titleLabel)
        #expect(abs(title.frame.minX - image.frame.maxX - 10) < 0.01, "leading: the image, the padding, the title")
        configuration.imagePlacement = .top
        button.configuration = configuration
        button.frame.size = button.intrinsicContentSize
        host.settle()
        #expect(abs(title.frame.minY - image.frame.maxY - 10) < 0.01, "top: the image above the title")
        #expect(abs(title.frame.midX - image.frame.midX) < 0.5, "both centred")
        #expect(button.intrinsicContentSize.height >= image.frame.height + title.frame.height + 10 + 14)
    }

    @Test func interfaceBuilderConfigurationsAreDecodedAndAnUnknownStyleIsNamed() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let view = try #require(host.run { UINib(nibName: "ButtonStyles", bundle: .module).instantiate(withOwner: nil, options: nil).first as? UIView })
        let checkout = try #require(view.viewWithTag(1) as? UIButton)
        let configuration = try #require(checkout.configuration)
        #expect(configuration.title == "Check out" && configuration.subtitle == "2 items")
        #expect(configuration.buttonSize == .large && configuration.cornerStyle == .capsule)
        #expect(configuration.imagePlacement == .trailing && configuration.imagePadding == 8 && configuration.titlePadding == 2)
        #expect(configuration.titleAlignment == .center)
        #expect(configuration.baseForegroundColor == .systemYellow)
        #expect(checkout.titleLabel?.font == .boldSystemFont(ofSize: 18), "the title font description")
        #expect(checkout.titleLabel?.text == "Check out", "the configuration's title, not the state's")
        #expect(checkout.accessibilityLabel == "Check out", "VoiceOver and UI tests read the title shown")
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), "large insets")
        let later = try #require((view.viewWithTag(2) as? UIButton)?.configuration)
        #expect(later.contentInsets == NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 30))
        #expect(warnings.contains { $0.contains("'glass'") && $0.contains("ButtonStyles") })
        #expect((view.viewWithTag(4) as? UIButton)?.configuration?.title == "Soon", "the rest of that button loads")
        #expect(warnings.contains { $0.contains("'bitcoinsign.circle.fill'") && $0.contains("no artwork") }, "a symbol the lab cannot draw is named")

        // A capsule's plate is rounded by half its height.
        let root = UIViewController()
        root.view.addSubview(view)
        host.rootViewController = root
        host.settle()
        #expect(checkout.subviews.first?.layer.cornerRadius == checkout.bounds.height / 2)
        let shot = host.snapshot()
        #expect(close(shot.pixel(x: 100, y: 22), (128, 0, 128, 255)), "the set background colour")
    }

    @Test func aSelectedSystemButtonShowsItsTitleOnAPlateOfTheTintColour() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let view = try #require(host.run { UINib(nibName: "ButtonStyles", bundle: .module).instantiate(withOwner: nil, options: nil).first as? UIView })
        let root = UIViewController()
        root.view.addSubview(view)
        host.rootViewController = root
        host.settle()
        let tip = try #require(view.viewWithTag(3) as? UIButton)
        #expect(tip.buttonType == .system, "Interface Builder's roundedRect is the system button")
        #expect(tip.isSelected && tip.titleLabel?.textColor == .white)
        let plate = try #require(tip.subviews.first)
        let title = try #require(tip.titleLabel), text = title.intrinsicContentSize
        #expect(!plate.isHidden && abs(plate.frame.midX - title.frame.midX) < 0.5 && abs(plate.frame.midY - title.frame.midY) < 0.5)
        #expect(plate.frame.width > text.width && plate.frame.height > text.height, "around the title's text")
        #expect(close(host.snapshot().pixel(x: Int(tip.frame.midX) - 2, y: Int(tip.frame.minY + plate.frame.minY) + 1), (0, 153, 102, 255)))
        tip.isSelected = false
        #expect(plate.isHidden && tip.titleLabel?.textColor == tip.tintColor, "unselected, the title is the tint colour again")
    }

    @Test func aBackgroundImageStretchesBehindTheTitleAndSizesTheButton() throws {
        let (host, root) = screen()
        let red = try #require(UIImage(rgbaPixels: Array([[UInt8]](repeating: [255, 0, 0, 255], count: 16).joined()), width: 4, height: 4, scale: 1))
        let button = UIButton(type: .custom)
        button.setTitle("A", for: .normal)
        button.setBackgroundImage(red, for: .normal)
        #expect(button.currentBackgroundImage === red && button.backgroundImage(for: .highlighted) === red, "normal's stands for other states")
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize.width == Swift.max(4, ceil(title.width)))
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
        root.addSubview(button)
        host.settle()
        #expect(host.snapshot().pixel(x: 25, y: 25) == (255, 0, 0, 255), "stretched to the bounds")
        // From a document: a state's backgroundImage.
        let view = try #require(host.run { UINib(nibName: "ButtonStyles", bundle: .module).instantiate(withOwner: nil, options: nil).first as? UIView })
        let go = try #require(view.viewWithTag(5) as? UIButton)
        #expect(go.backgroundImage(for: .normal)?.name == "star")
    }

    @Test func informationAddAndCloseButtonsShowTheirSymbols() {
        #expect(UIButton(type: .detailDisclosure).currentImage?.name == "info.circle")
        #expect(UIButton(type: .infoLight).currentImage?.name == "info.circle")
        #expect(UIButton(type: .contactAdd).currentImage?.name == "plus.circle")
        #expect(UIButton(type: .close).currentImage?.name == "xmark.circle")
        #expect(UIButton(type: .custom).currentImage == nil && UIButton(type: .system).currentImage == nil)
    }

    @Test func aButtonMovedUnderAnotherTintRedrawsItsTitle() {
        let (_, root) = screen()
        let button = UIButton(type: .system)
        button.setTitle("Tinted", for: .normal)
        let holder = UIView()
        holder.tintColor = .systemOrange
        root.addSubview(holder)
        #expect(button.titleLabel?.textColor == .systemBlue)
        holder.addSubview(button)
        #expect(button.titleLabel?.textColor == .systemOrange, "tintColorDidChange on the move")
        holder.tintColor = .systemPink
        #expect(button.titleLabel?.textColor == .systemPink, "and when an ancestor's tint is set")
    }
}
