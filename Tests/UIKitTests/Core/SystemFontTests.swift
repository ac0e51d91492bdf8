import Foundation
import Testing
import UIKitTesting
import CSDL2
import UIKit
@testable import UIKitCore

/// The system font as UIKit gives it: San Francisco's line metrics (drawn here with Inter), its
/// Text and Display cuts, nine weights, italic and monospaced variants, and a fallback face for
/// characters the face lacks. docs/PORTING.md ("The system font") cites each figure.
@MainActor @Suite struct SystemFontTests {
    /// San Francisco's ascender and descender per point of size (1950 and −494 of 2048 units).
    static let sanFranciscoAscender: CGFloat = 1950 / 2048
    static let sanFranciscoDescender: CGFloat = -494 / 2048

    @Test func lineMetricsAreSanFranciscos() {
        // Published: 15 points gives a line height of 17.900391; 30 points 35.8007813; at 20
        // points the ascender is 19.04… and the descender −4.82….
        #expect(abs(UIFont.systemFont(ofSize: 15).lineHeight - 17.900391) < 0.000_01)
        #expect(abs(UIFont.systemFont(ofSize: 30).lineHeight - 35.8007813) < 0.000_01)
        let twenty = UIFont.systemFont(ofSize: 20)
        #expect(String(format: "%.2f", Double(twenty.ascender)) == "19.04")
        #expect(String(format: "%.2f", Double(twenty.descender)) == "-4.82")
        #expect(twenty.leading == 0)
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(abs(body.lineHeight - 17 * (Self.sanFranciscoAscender - Self.sanFranciscoDescender)) < 0.000_01)
        #expect(UIFont.boldSystemFont(ofSize: 17).lineHeight == UIFont.systemFont(ofSize: 17).lineHeight,
                "weights share the metrics")
    }

    /// UIKit rounds a label's measured size up to whole pixels of its screen, not whole points: a
    /// one-line 17-point label is 20.33 points tall at 3× (61 pixels), 20.5 at 2×.
    @Test(arguments: [SimulatedDevice.iPhone15, .iPhoneSE3, .freeform(CGSize(width: 390, height: 844))])
    func aOneLineLabelIsAsTallAsTheFontsLineRoundedUpToThePixel(device: SimulatedDevice) {
        let host = HeadlessHost(device: device)
        let scale = host.screen.scale
        let root = UIViewController()
        host.rootViewController = root
        for (style, _) in DynamicTypeTests.sizes {
            let font = UIFont.preferredFont(forTextStyle: style)
            let label = UILabel()
            label.font = font
            label.text = "Agility"
            root.view.addSubview(label)
            let expected = ceil(font.pointSize * (Self.sanFranciscoAscender - Self.sanFranciscoDescender) * scale) / scale
            #expect(label.intrinsicContentSize.height == expected, "\(style.rawValue) at \(font.pointSize) points, \(scale)×")
            #expect((label.intrinsicContentSize.width * scale).rounded() == label.intrinsicContentSize.width * scale)
        }
        let body = UILabel()
        body.font = .systemFont(ofSize: 17)
        body.text = "Half modal"
        root.view.addSubview(body)
        let heights: [CGFloat: CGFloat] = [3: 61.0 / 3, 2: 20.5, 1: 21]
        #expect(body.intrinsicContentSize.height == heights[scale])
    }

    @Test func theBaselineSitsAtTheAscender() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 0))
        label.font = .systemFont(ofSize: 40)
        label.text = "HH"
        label.textColor = .black
        label.backgroundColor = .white
        label.sizeToFit()
        let screen = PlainScreen(size: CGSize(width: 120, height: 60))
        screen.controller.view.backgroundColor = .white
        screen.controller.view.addSubview(label)
        let image = screen.host.snapshot()
        let inked = (0..<60).filter { y in (0..<120).contains { x in image.pixel(x: x, y: y).r < 100 } }
        let ascender = UIFont.systemFont(ofSize: 40).ascender
        // A capital H stands on the baseline: its last inked row is the one just above it.
        #expect(abs(CGFloat(inked.last ?? 0) + 1 - ascender) <= 1.5, "H ends at row \(inked.last ?? -1); the ascender is \(ascender)")
        #expect(abs(CGFloat((inked.last ?? 0) - (inked.first ?? 0) + 1) - UIFont.systemFont(ofSize: 40).capHeight) <= 1.5,
                "the H is as tall as the cap height")
    }

    /// San Francisco tracks its letters by size (the Human Interface Guidelines' tracking table:
    /// +12 thousandths of an em at 10 points, 0 at 12, −16 at 15, −26 at 17, +14 at 28), and the
    /// sizes UIKit measures include it: Interface Builder gives its default "Button" (15 points) a
    /// 46-point frame and its default "Label" (17 points) a 42-point one, just wide enough.
    @Test func theSystemFontTracksByItsSizeAsSanFranciscoDoes() {
        let table: [(CGFloat, CGFloat)] = [(10, 0.012), (12, 0), (15, -0.016), (17, -0.026), (28, 0.014), (90, 0)]
        for (size, tracking) in table {
            #expect(abs(SystemTypeface.tracking(atPointSize: size) - tracking) < 1e-9, "\(size) points")
        }
        #expect(abs(SystemTypeface.tracking(atPointSize: 16.5) - -0.023) < 1e-9, "halfway between 16 and 17 points")
        let host = HeadlessHost(device: .iPhone15)
        host.rootViewController = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        host.rootViewController?.view.addSubview(button)
        #expect(button.intrinsicContentSize.width > 44 && button.intrinsicContentSize.width <= 46, "\(button.intrinsicContentSize)")
        let label = UILabel()
        label.text = "Label"
        #expect(ceil(label.intrinsicContentSize.width) == 42, "\(label.intrinsicContentSize)")
        // A font the app names keeps its own spacing; only the system font tracks.
        let named = UIFont(name: "DejaVuSans", size: 17)!
        #expect(named.face.tracking(atPointSize: 17) == 0)
        #expect(UIFont.monospacedSystemFont(ofSize: 17, weight: .regular).face.tracking(atPointSize: 17) == 0)
    }

    /// The letters are drawn where the tracked measurement puts them: a label sized to its text ends
    /// its last letter inside its width (drawn untracked, "Hello Presentation" would reach 7 points past).
    @Test func trackedTextIsDrawnWithinItsMeasuredWidth() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Hello Presentation"
        label.textColor = .black
        label.sizeToFit()
        let screen = PlainScreen(size: CGSize(width: 200, height: 30))
        screen.controller.view.backgroundColor = .white
        screen.controller.view.addSubview(label)
        let image = screen.host.snapshot()
        let inkedColumns = (0..<200).filter { x in (0..<30).contains { y in image.pixel(x: x, y: y).r < 160 } }
        let width = label.bounds.width
        #expect(CGFloat(inkedColumns.last ?? 0) < width, "ink ends at column \(inkedColumns.last ?? -1) of a \(width)-point label")
        #expect(CGFloat(inkedColumns.last ?? 0) > width - 2.5, "and reaches its end")
    }

    @Test func theDisplayCutTakesOverAtTwentyPoints() {
        #expect(UIFont.systemFont(ofSize: 19).face.rawValue == "Inter-Regular.otf")
        #expect(UIFont.systemFont(ofSize: 20).face.rawValue == "InterDisplay-Regular.otf")
        #expect(UIFont.systemFont(ofSize: 12).withSize(34).face.rawValue == "InterDisplay-Regular.otf", "a new size picks the cut again")
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).face.rawValue == "InterDisplay-Regular.otf")
    }

    @Test func everyWeightHasItsOwnFace() {
        let weights: [(UIFont.Weight, String)] = [
            (.ultraLight, ".SFUI-Ultralight"), (.thin, ".SFUI-Thin"), (.light, ".SFUI-Light"), (.regular, ".SFUI-Regular"),
            (.medium, ".SFUI-Medium"), (.semibold, ".SFUI-Semibold"), (.bold, ".SFUI-Bold"), (.heavy, ".SFUI-Heavy"),
            (.black, ".SFUI-Black"),
        ]
        var widths: [CGFloat] = []
        for (weight, name) in weights {
            let font = UIFont.systemFont(ofSize: 17, weight: weight)
            #expect(font.fontName == name)
            #expect(font.familyName == ".AppleSystemUIFont")
            widths.append(TextEngine.shared.width(of: "Presentation", font: font))
        }
        #expect(widths == widths.sorted() && Set(widths).count == weights.count, "heavier weights set wider: \(widths)")
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 17).fontName == ".SFUI-Italic")
        #expect(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(rawValue: 0.25)).fontName == ".SFUI-Medium", "the nearer weight")
    }

    @Test func monospacedDigitsAreOneWidth() {
        let tabular = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let proportional = UIFont.systemFont(ofSize: 17)
        let engine = TextEngine.shared
        #expect(engine.width(of: "1111", font: tabular) == engine.width(of: "8888", font: tabular))
        #expect(engine.width(of: "1111", font: proportional) < engine.width(of: "8888", font: proportional))
        let mono = UIFont.monospacedSystemFont(ofSize: 15, weight: .regular)
        #expect(engine.width(of: "iiii", font: mono) == engine.width(of: "MMMM", font: mono))
        #expect(mono.fontName == ".AppleSystemUIFontMonospaced-Regular")
    }

    @Test func aSizeMeasuresTheSameWhateverSizesWereAskedForBefore() {
        // One open file serves every size; a size asked for after others must measure as if it
        // were the only one (SDL_ttf's glyph cache holds the last size's glyphs).
        let words = ["Presentation", "Two thirds", "Fade & slide", "Dimming 0.5"]
        let fresh = TextEngine()
        let alone = words.map { fresh.width(of: $0, font: .systemFont(ofSize: 17)) }
        let mixed = TextEngine()
        let interleaved = words.enumerated().map { index, word in
            _ = mixed.width(of: word, font: .systemFont(ofSize: 11 + CGFloat(index)))
            _ = mixed.lineMetrics(of: word + "!", face: UIFont.systemFont(ofSize: 17).face, pointSize: 17, pixelSize: 51)
            return mixed.width(of: word, font: .systemFont(ofSize: 17))
        }
        #expect(interleaved == alone)
        #expect(alone.allSatisfy { $0 > 20 })
        #expect(mixed.openFileCount == 1, "Inter regular, the Text cut, at five sizes: \(mixed.openFileCount)")
    }

    @Test func closedFontFilesReopenAndMeasureAndDrawAsBefore() throws {
        // An idle window closes the font files. What was measured stays cached above them (no file
        // reopens for it); new text opens its file again and comes out as in an engine that never closed.
        let engine = TextEngine()
        let shown = engine.width(of: "Two thirds", font: .systemFont(ofSize: 17))
        #expect(engine.openFileCount == 1)
        engine.closeFontFiles()
        #expect(engine.openFileCount == 0)
        #expect(engine.width(of: "Two thirds", font: .systemFont(ofSize: 17)) == shown)
        #expect(engine.openFileCount == 0, "a cached width reopened its file")

        let fresh = TextEngine()
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect(engine.width(of: "Dimming view", font: bold) == fresh.width(of: "Dimming view", font: bold))
        #expect(engine.openFileCount == 1)
        func bytes(_ surface: UnsafeMutablePointer<SDL_Surface>?) throws -> [UInt8] {
            let surface = try #require(surface)
            defer { SDL_FreeSurface(surface) }
            let count = Int(surface.pointee.pitch) * Int(surface.pointee.h)
            return Array(UnsafeRawBufferPointer(start: surface.pointee.pixels, count: count))
        }
        engine.closeFontFiles()
        let reopened = try bytes(engine.renderLine("Fade ☃ 42", face: bold.face, pointSize: 17, pixelSize: 51))
        let never = try bytes(fresh.renderLine("Fade ☃ 42", face: bold.face, pointSize: 17, pixelSize: 51))
        #expect(reopened == never)
        #expect(reopened.contains { $0 != 0 })
    }

    @Test func charactersTheFaceLacksDrawWithTheFallback() throws {
        // Inter has no snowman; DejaVu Sans has.
        let font = UIFont.systemFont(ofSize: 30)
        #expect(TextEngine.shared.width(of: "a☃b", font: font) > TextEngine.shared.width(of: "ab", font: font) + 10)
        /// The dark pixels of a snowman drawn in the font `makeFont` makes in the drawing host.
        func inkedPixels(_ makeFont: () -> UIFont?) throws -> Int {
            let screen = PlainScreen(size: CGSize(width: 80, height: 40))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
            let made: UIFont? = screen.host.run { makeFont() }
            label.font = try #require(made)
            label.text = "☃"
            label.textColor = .black
            label.backgroundColor = .white
            screen.controller.view.backgroundColor = .white
            screen.controller.view.addSubview(label)
            let image = screen.host.snapshot()
            return (0..<40).reduce(0) { count, y in count + (0..<80).filter { x in image.pixel(x: x, y: y).r < 100 }.count }
        }
        // The same glyph as DejaVu Sans draws it, not Inter's empty box.
        let system = try inkedPixels { UIFont.systemFont(ofSize: 30) }
        let dejaVu = try inkedPixels { UIFont(name: "DejaVuSans", size: 30) }
        #expect(system > 20 && system == dejaVu, "\(system) \(dejaVu)")
    }

    @Test func aRegisteredFontReportsItsOwnMetrics() throws {
        let path = try #require(FontRegistrationTests.otherFont, "fonts-dejavu-core provides DejaVuSansMono.ttf")
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let font = try #require(host.run { () -> UIFont? in
            var error: Unmanaged<CFError>?
            _ = CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: path) as CFURL, .process, &error)
            return UIFont(name: "DejaVuSansMono", size: 20)
        })
        // DejaVu Sans Mono's hhea table: ascender 1901 and descender −483 of 2048 units.
        #expect(abs(font.ascender - 20 * 1901 / 2048) < 0.000_1)
        #expect(abs(font.descender + 20 * 483 / 2048) < 0.000_1)
        #expect(font.lineHeight == font.ascender - font.descender)
    }

    @Test func sampleWidthsComeCloseToSanFranciscos() {
        // Published: "gyjq" in the system font at 30 points measures 56.8652344 points wide.
        let width = TextEngine.shared.width(of: "gyjq", font: .systemFont(ofSize: 30))
        #expect(abs(width - 56.8652344) / 56.8652344 < 0.06, "gyjq at 30 points: \(width)")
    }
}
