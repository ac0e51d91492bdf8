import Testing
import Foundation
@testable import UIKitTesting
import UIKit

/// Fonts by name: the system face, and fonts the app registers from a file or from data, found by
/// the PostScript name in the file, as Core Text and UIKit find them.
@MainActor @Suite struct FontRegistrationTests {
    /// A font file that is not the system face (the DejaVu Sans Mono that fonts-dejavu-core installs).
    static let otherFont = ["/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "/usr/share/fonts/TTF/DejaVuSansMono.ttf",
                            "/usr/share/fonts/dejavu/DejaVuSansMono.ttf"].first { FileManager.default.fileExists(atPath: $0) }

    @Test func theSystemFaceIsFoundByItsNamesAndUnknownNamesGiveNil() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        host.run {
            #expect(UIFont(name: "DejaVuSans-Bold", size: 20)?.fontName == "DejaVuSans-Bold")
            #expect(UIFont(name: "DejaVu Sans", size: 12)?.fontName == "DejaVuSans", "a family name gives its regular face")
            #expect(UIFont(name: "Lato-Bold", size: 12) == nil)
            #expect(UIFont.familyNames == ["DejaVu Sans"])
            #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans") == ["DejaVuSans", "DejaVuSans-Bold"])
        }
    }

    /// iOS installs Helvetica Neue, Avenir, Times New Roman … (UIFont.familyNames on a device), so
    /// apps unwrap `UIFont(name:size:)` of them; the lab has no such file, and a face of the
    /// weight the name says stands in, named once, where a name iOS does not have stays nil.
    @Test func aFontIOSInstallsGetsAStandInOfItsWeight() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        host.run {
            #expect(UIFont(name: "HelveticaNeue-Thin", size: 36)?.fontName == "DejaVuSans")
            #expect(UIFont(name: "HelveticaNeue-Thin", size: 12)?.pointSize == 12)
            #expect(UIFont(name: "Avenir-Heavy", size: 17)?.fontName == "DejaVuSans-Bold")
            #expect(UIFont(name: "TimesNewRomanPS-BoldMT", size: 17)?.fontName == "DejaVuSans-Bold")
            #expect(UIFont(name: "ArialMT", size: 17)?.fontName == "DejaVuSans")
            #expect(UIFont(name: "Chalkboard SE", size: 17)?.fontName == "DejaVuSans", "a family name")
            #expect(UIFont(name: "HelveticaNeueThin", size: 17) == nil && UIFont(name: "Lato-Bold", size: 12) == nil)
        }
        #expect(warnings.filter { $0.contains("'HelveticaNeue-Thin'") && $0.contains("Helvetica Neue") }.count == 1)
    }

    @Test func aRegisteredFileIsFoundByItsPostScriptNameInTheWorldThatRegisteredIt() throws {
        let path = try #require(Self.otherFont, "fonts-dejavu-core provides DejaVuSansMono.ttf")
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)), other = HeadlessHost(size: CGSize(width: 100, height: 100))
        host.run {
            var error: Unmanaged<CFError>?
            #expect(CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: path) as CFURL, .process, &error))
            let font = UIFont(name: "DejaVuSansMono", size: 15)
            #expect(font?.familyName == "DejaVu Sans Mono" && font?.pointSize == 15)
            #expect(UIFont.familyNames.contains("DejaVu Sans Mono"))
            #expect(!CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: path) as CFURL, .process, &error))
            #expect(error?.takeRetainedValue().code == 105, "kCTFontManagerErrorAlreadyRegistered")
        }
        #expect(other.run { UIFont(name: "DejaVuSansMono", size: 15) } == nil, "another host registered nothing")
        // Measured with the registered face: monospaced, so every character is as wide as the next.
        let wide = host.run { UIFont(name: "DejaVuSansMono", size: 20)! }
        #expect(abs(TextEngine.shared.width(of: "iiii", font: wide) - TextEngine.shared.width(of: "MMMM", font: wide)) < 0.5)
    }

    @Test func aFontMadeFromDataRegistersAndNonFontDataIsRefused() throws {
        let path = try #require(Self.otherFont)
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        host.run {
            let data = FileManager.default.contents(atPath: path)!
            let font = CGFont(CGDataProvider(data: data as CFData)!)!
            var error: Unmanaged<CFError>?
            #expect(CTFontManagerRegisterGraphicsFont(font, &error))
            #expect(UIFont(name: "DejaVuSansMono", size: 10) != nil)
            #expect(CGFont(CGDataProvider(data: Data("not a font, just some words".utf8) as CFData)!) == nil)
        }
    }
}
