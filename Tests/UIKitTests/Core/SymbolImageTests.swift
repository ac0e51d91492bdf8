import Foundation
import Testing
import UIKitTesting
import UIKit
@testable import UIKitCore

/// `UIImage(systemName:)` as UIKit answers it: a template image for each name it knows, sized by
/// its configuration, drawn in the view's tint; nil for a name it does not know.
@MainActor @Suite struct SymbolImageTests {
    /// The names the issue lists (and that UIKit's own bars and cells use), each of which exists.
    static let required = ["chevron.left", "chevron.right", "chevron.up", "chevron.down", "chevron.backward", "chevron.forward",
                           "xmark", "plus", "minus", "checkmark", "ellipsis", "square.and.arrow.up", "trash", "gear", "star",
                           "star.fill", "heart", "heart.fill", "magnifyingglass", "person", "house", "bell", "info.circle",
                           "exclamationmark.triangle", "exclamationmark.circle", "xmark.circle", "plus.circle", "square.and.pencil"]

    private func inked(_ image: UIImage) -> Int {
        let bytes = image.bitmap.rgbaBytes
        return stride(from: 3, to: bytes.count, by: 4).filter { bytes[$0] > 128 }.count
    }

    @Test func knownNamesAreTemplateSymbolsAndUnknownOnesNil() throws {
        let screen = PlainScreen()
        try screen.host.run {
            for name in Self.required {
                let image = try #require(UIImage(systemName: name), "\(name)")
                #expect(image.isSymbolImage && image.renderingMode == .automatic && inked(image) > 0, "\(name)")
            }
            #expect(UIImage(systemName: "not.a.symbol") == nil)
            #expect(UIImage(named: "chevron.right") == nil, "a symbol is no asset")
        }
    }

    /// The default configuration is the body style's size; a point size, a scale and a weight
    /// change the drawing as SF Symbols' do (bigger, heavier).
    @Test func theConfigurationSetsSizeWeightAndScale() throws {
        let screen = PlainScreen()
        try screen.host.run {
            let plain = try #require(UIImage(systemName: "star"))
            #expect(plain.size.height == (17 * 1.2).rounded(.up), "body's 17 points")
            let big = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
            #expect(big.size.height == (34 * 1.2).rounded(.up) && big.symbolConfiguration?.resolvedPointSize == 34)
            let small = plain.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
            let large = plain.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
            #expect(small.size.height < plain.size.height && plain.size.height < large.size.height)
            let thin = plain.withConfiguration(UIImage.SymbolConfiguration(weight: .ultraLight))
            let bold = plain.withConfiguration(UIImage.SymbolConfiguration(weight: .black))
            #expect(inked(bold) > inked(thin) * 2, "a heavier weight draws thicker lines")
            #expect(UIImage(systemName: "chevron.right")!.size.width < plain.size.width, "a chevron is narrow")
            #expect(UIImage(named: "missing")?.applyingSymbolConfiguration(.unspecified) == nil)
        }
    }

    /// A symbol shows in its view's tint colour; `withTintColor(_:)` gives its own colour and
    /// `.alwaysOriginal` draws it as it is (black) (UIImage, *withTintColor(_:)*,
    /// *withRenderingMode(_:)*; UIImageView draws template images in `tintColor`).
    @Test func aSymbolIsDrawnInTheTintColour() throws {
        let screen = PlainScreen()
        screen.controller.view.backgroundColor = .white
        let config = UIImage.SymbolConfiguration(pointSize: 40, weight: .black)
        let (tinted, own, original) = try screen.host.run { () throws -> (UIImageView, UIImageView, UIImageView) in
            let symbol = try #require(UIImage(systemName: "minus", withConfiguration: config))
            let tinted = UIImageView(image: symbol), own = UIImageView(image: symbol.withTintColor(.systemGreen))
            let original = UIImageView(image: symbol.withRenderingMode(.alwaysOriginal))
            return (tinted, own, original)
        }
        tinted.tintColor = .systemRed
        own.tintColor = .systemRed
        for (index, view) in [tinted, own, original].enumerated() {
            view.frame = CGRect(x: 0, y: CGFloat(index) * 60, width: 60, height: 60)
            view.contentMode = .center
            screen.controller.view.addSubview(view)
        }
        screen.host.settle()
        let shot = screen.host.snapshot()
        #expect(close(shot.pixel(x: 30, y: 30), (255, 59, 48, 255)), "the view's tint")
        #expect(close(shot.pixel(x: 30, y: 90), (52, 199, 89, 255)), "the image's own tint")
        #expect(close(shot.pixel(x: 30, y: 150), (0, 0, 0, 255)), "drawn as it is")
    }
}
