import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UIKitCore

/// An asset catalog written by the test into a bundle folder, as Xcode lays one out: image sets
/// with scales and a dark variant, a template image in a folder that provides a namespace, colour
/// sets in the formats Xcode writes, a data set, and a vector image the lab cannot draw.
@MainActor
@Suite final class AssetCatalogTests {
    /// Fixture bundles this test wrote, removed when it ends.
    private var scratchFolders: [URL] = []
    deinit { for folder in scratchFolders { try? FileManager.default.removeItem(at: folder) } }

    private func png(_ rgba: [UInt8], side: Int) -> Data {
        UIImage(rgbaPixels: Array([[UInt8]](repeating: rgba, count: side * side).joined()), width: side, height: side, scale: 1)!.pngData()!
    }

    private func write(_ json: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url.appendingPathComponent("Contents.json"))
    }

    /// A bundle folder holding `Fixture.xcassets`.
    func fixtureBundle() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("asset-catalog-\(UUID().uuidString)")
        scratchFolders.append(root)
        let catalog = root.appendingPathComponent("Fixture.xcassets")
        try write(#"{"info":{"author":"xcode","version":1}}"#, to: catalog)
        let badge = catalog.appendingPathComponent("Badge.imageset")
        try write("""
            {"images":[
              {"idiom":"universal","scale":"1x"},
              {"idiom":"universal","filename":"badge@2x.png","scale":"2x"},
              {"idiom":"universal","filename":"badge@3x.png","scale":"3x"},
              {"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal","filename":"badge-dark@2x.png","scale":"2x"},
              {"appearances":[{"appearance":"contrast","value":"high"}],"idiom":"universal","filename":"badge-contrast@2x.png","scale":"2x"}
            ],"info":{"author":"xcode","version":1}}
            """, to: badge)
        try png([255, 0, 0, 255], side: 4).write(to: badge.appendingPathComponent("badge@2x.png"))
        try png([0, 0, 255, 255], side: 6).write(to: badge.appendingPathComponent("badge@3x.png"))
        try png([0, 255, 0, 255], side: 4).write(to: badge.appendingPathComponent("badge-dark@2x.png"))
        try png([9, 9, 9, 255], side: 4).write(to: badge.appendingPathComponent("badge-contrast@2x.png"))
        let icons = catalog.appendingPathComponent("Icons")
        try write(#"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#, to: icons)
        let tick = icons.appendingPathComponent("Tick.imageset")
        try write("""
            {"images":[{"idiom":"universal","filename":"tick.png","scale":"1x"}],
             "properties":{"template-rendering-intent":"template"}}
            """, to: tick)
        try png([0, 0, 0, 255], side: 2).write(to: tick.appendingPathComponent("tick.png"))
        try write("""
            {"colors":[
              {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.200","green":"0.400","blue":"0.600","alpha":"1.000"}}},
              {"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal",
               "color":{"color-space":"srgb","components":{"red":"0xFF","green":"128","blue":"0","alpha":"0.500"}}}
            ]}
            """, to: catalog.appendingPathComponent("Brand.colorset"))
        try write("""
            {"colors":[{"idiom":"universal","color":{"color-space":"display-p3","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}]}
            """, to: catalog.appendingPathComponent("Vivid.colorset"))
        // Xcode's "System Green Color" in light mode, and a dark entry that names no colour.
        try write("""
            {"colors":[
              {"idiom":"universal","color":{"platform":"ios","reference":"systemGreenColor"}},
              {"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal"}
            ]}
            """, to: catalog.appendingPathComponent("Go.colorset"))
        let config = catalog.appendingPathComponent("Config.dataset")
        try write(#"{"data":[{"idiom":"universal","filename":"config.json","universal-type-identifier":"public.json"}]}"#, to: config)
        try Data(#"{"flag":true}"#.utf8).write(to: config.appendingPathComponent("config.json"))
        let vector = catalog.appendingPathComponent("Vector.imageset")
        try write(#"{"images":[{"idiom":"universal","filename":"vector.pdf"}],"properties":{"preserves-vector-representation":true}}"#, to: vector)
        try halfRedPDF().write(to: vector.appendingPathComponent("vector.pdf"))
        let scalable = catalog.appendingPathComponent("Drawing.imageset")
        try write(#"{"images":[{"idiom":"universal","filename":"drawing.svg"}]}"#, to: scalable)
        try Data("<svg/>".utf8).write(to: scalable.appendingPathComponent("drawing.svg"))
        // Sliced in Xcode: a 2x bubble, 12 pixels (6 points) of cap left and right, its middle stretching.
        let bubble = catalog.appendingPathComponent("Bubble.imageset")
        try write("""
            {"images":[{"idiom":"universal","filename":"bubble@2x.png","scale":"2x",
              "resizing":{"mode":"3-part-horizontal","center":{"mode":"stretch","width":1},
                          "cap-insets":{"left":12,"right":12}}}]}
            """, to: bubble)
        try png([0, 128, 255, 255], side: 30).write(to: bubble.appendingPathComponent("bubble@2x.png"))
        let tiles = catalog.appendingPathComponent("Tiles.imageset")
        try write("""
            {"images":[{"idiom":"universal","filename":"tiles.png","scale":"1x",
              "resizing":{"mode":"9-part","center":{"mode":"tile","width":2,"height":2},
                          "cap-insets":{"top":3,"left":4,"bottom":5,"right":6}}}]}
            """, to: tiles)
        try png([9, 9, 9, 255], side: 16).write(to: tiles.appendingPathComponent("tiles.png"))
        // Sliced with a centre narrower than the space between the caps: 4 pixels of black cap, a
        // 2-pixel green centre, 4 red pixels Xcode's slicing leaves out, 4 pixels of blue cap.
        let rail = catalog.appendingPathComponent("Rail.imageset")
        try write("""
            {"images":[{"idiom":"universal","filename":"rail.png","scale":"1x",
              "resizing":{"mode":"3-part-horizontal","center":{"mode":"stretch","width":2},
                          "cap-insets":{"left":4,"right":4}}}]}
            """, to: rail)
        let onePixelAPoint = UIGraphicsImageRendererFormat()
        onePixelAPoint.scale = 1
        let railImage = UIGraphicsImageRenderer(size: CGSize(width: 14, height: 4), format: onePixelAPoint).image { context in
            for (x, width, color) in [(0, 4, UIColor.black), (4, 2, .green), (6, 4, .red), (10, 4, .blue)] as [(CGFloat, CGFloat, UIColor)] {
                color.setFill()
                context.fill(CGRect(x: x, y: 0, width: width, height: 4))
            }
        }
        try #require(railImage.pngData()).write(to: rail.appendingPathComponent("rail.png"))
        return try #require(Bundle(path: root.path))
    }

    /// A one-page PDF, 20 × 10 points, its left half filled red and its right half empty.
    private func halfRedPDF() -> Data {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 20 10] /Contents 4 0 R >>",
            "<< /Length 23 >>\nstream\n1 0 0 rg 0 0 10 10 re f\nendstream",
        ]
        var text = "%PDF-1.4\n", offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(body)\nendobj\n"
        }
        let table = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Data(text.utf8)
    }

    @Test func anImageSetGivesTheVariantForTheDisplayScaleAndAppearance() throws {
        let bundle = try fixtureBundle()
        let threeX = try #require(UIImage(named: "Badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(threeX.scale == 3 && threeX.size == CGSize(width: 2, height: 2))
        #expect(threeX.rgbaPixels.rgba.prefix(4) == [0, 0, 255, 255])
        let dark = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark)])
        let darkImage = try #require(UIImage(named: "Badge", in: bundle, compatibleWith: dark))
        #expect(darkImage.scale == 2 && darkImage.rgbaPixels.rgba.prefix(4) == [0, 255, 0, 255])
        // No 1x file: a 1x display takes the nearest larger scale.
        let oneX = try #require(UIImage(named: "Badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(oneX.scale == 2 && oneX.rgbaPixels.rgba.prefix(4) == [255, 0, 0, 255])
        // The image's asset gives the other variants.
        let asset = try #require(threeX.imageAsset)
        #expect(asset.image(with: dark).rgbaPixels.rgba.prefix(4) == [0, 255, 0, 255])
        #expect(UIImage(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        // Named as a file ("Badge.png", "Badge.jpg") with no such file in the bundle: the image set.
        let byFileName = try #require(UIImage(named: "Badge.jpg", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(byFileName.rgbaPixels.rgba.prefix(4) == [0, 0, 255, 255])
        #expect(UIImage(named: "Badge.txt", in: bundle, compatibleWith: nil) == nil, "not an image file's name")
    }

    @Test func aFolderThatProvidesANamespacePrefixesItsNamesAndTheRenderingIntentHolds() throws {
        let bundle = try fixtureBundle()
        let tick = try #require(UIImage(named: "Icons/Tick", in: bundle, compatibleWith: nil))
        #expect(tick.renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "Tick", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func aCatalogReachedThroughALinkIsReadOnce() throws {
        // An imported app's bundle links to the project's catalog; the resource bundle holding the
        // app's bundle reaches the same catalog again.
        let bundle = try fixtureBundle()
        let inner = bundle.bundleURL.appendingPathComponent("App.app")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: inner.appendingPathComponent("Fixture.xcassets"),
                                                   withDestinationURL: bundle.bundleURL.appendingPathComponent("Fixture.xcassets"))
        let catalogs = AssetCatalogs.catalogs(in: bundle)
        #expect(catalogs.count == 1)
        #expect(catalogs.first?.colors["Brand"] != nil)
    }

    @Test func colourSetsReadEveryComponentFormatAndFollowTheAppearance() throws {
        let bundle = try fixtureBundle()
        let light = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
        #expect(light.rgba == RGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        let dynamic = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        let dark = dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba
        #expect(dark == RGBA(red: 1, green: 128.0 / 255, blue: 0, alpha: 0.5), "hexadecimal and 8-bit components, the dark variant")
        #expect(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba == light.rgba)
        // Display P3 red lies outside sRGB: it is shown as sRGB's red.
        let vivid = try #require(UIColor(named: "Vivid", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
        #expect(abs(vivid.rgba.red - 1) < 0.001 && vivid.rgba.green < 0.01 && vivid.rgba.blue < 0.01)
        #expect(UIColor(named: "Badge", in: bundle, compatibleWith: nil) == nil, "an image set is not a colour")
    }

    @Test func aColourSetNamingASystemColourFollowsItsAppearances() throws {
        let bundle = try fixtureBundle()
        let go = try #require(UIColor(named: "Go", in: bundle, compatibleWith: nil))
        #expect(go.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba == UIColor.systemGreen.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba)
        // The dark entry names no colour, so the Any entry (the system colour) serves in dark too, in its dark value.
        #expect(go.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba == RGBA(48, 209, 88))
        let catalog = try #require(AssetCatalogs.catalogs(in: bundle).first)
        #expect(!catalog.skipped.contains { $0.contains("Go.colorset") }, "an empty slot is not content the lab left out")
    }

    @Test func aDataSetGivesItsFileAndType() throws {
        let bundle = try fixtureBundle()
        let asset = try #require(NSDataAsset(name: "Config", bundle: bundle))
        #expect(asset.data == Data(#"{"flag":true}"#.utf8) && asset.typeIdentifier == "public.json" && asset.name == "Config")
        #expect(NSDataAsset(name: "Brand", bundle: bundle) == nil)
    }

    @Test func slicingGivesTheImageItsCapsInPointsAndTheCentresMode() throws {
        let bundle = try fixtureBundle()
        let bubble = try #require(UIImage(named: "Bubble", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(bubble.capInsets == UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 6), "12 pixels at 2x; a horizontal 3-part has no top or bottom cap")
        #expect(bubble.resizingMode == .stretch)
        let tiles = try #require(UIImage(named: "Tiles", in: bundle, compatibleWith: nil))
        #expect(tiles.capInsets == UIEdgeInsets(top: 3, left: 4, bottom: 5, right: 6) && tiles.resizingMode == .tile)
        let catalog = try #require(AssetCatalogs.catalogs(in: bundle).first)
        #expect(!catalog.skipped.contains { $0.contains("bubble") || $0.contains("tiles") }, "slicing is read, not skipped")
    }

    /// Xcode's slicing puts a line where the centre ends: the image between it and the far cap is
    /// not drawn, and the centre alone fills the middle (the asset catalog's `center` `width`).
    @Test func aSlicesCentreWidthLeavesOutTheImageBeforeTheFarCap() throws {
        let bundle = try fixtureBundle()
        let rail = try #require(UIImage(named: "Rail", in: bundle, compatibleWith: nil))
        let host = HeadlessHost(size: CGSize(width: 200, height: 40))
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let view = UIImageView(image: rail)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 4)
        controller.view.addSubview(view)
        host.rootViewController = controller
        host.settle()
        let shot = host.snapshot()
        #expect(shot.pixel(x: 2, y: 2).r < 40 && shot.pixel(x: 2, y: 2).g < 40 && shot.pixel(x: 2, y: 2).b < 40, "the black cap")
        for x in stride(from: 5, through: 94, by: 8) {
            let pixel = shot.pixel(x: x, y: 2)
            #expect(pixel.g > 200 && pixel.r < 60, "the green centre stretched over x = \(x), no red")
        }
        #expect(shot.pixel(x: 98, y: 2).b > 200 && shot.pixel(x: 98, y: 2).r < 60, "the blue cap")
    }

    @Test func whatTheLabCannotDrawIsLeftOutAndNamed() throws {
        let bundle = try fixtureBundle()
        let catalog = try #require(AssetCatalogs.catalogs(in: bundle).first)
        #expect(catalog.skipped.contains { $0.hasSuffix("drawing.svg: SVG images are not drawn here; convert to PNG") })
        #expect(catalog.skipped.contains { $0.contains("badge-contrast@2x.png: a high-contrast variant is not shown here") })
        #expect(UIImage(named: "Drawing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func aVectorImageIsDrawnAtTheScreensScaleItsPageSizeInPoints() throws {
        let bundle = try fixtureBundle()
        for scale in [CGFloat(2), 3] {
            let image = try #require(UIImage(named: "Vector", in: bundle, compatibleWith: UITraitCollection(displayScale: scale)))
            #expect(image.size == CGSize(width: 20, height: 10) && image.scale == scale)
            let pixels = image.rgbaPixels
            #expect(pixels.width == Int(20 * scale) && pixels.height == Int(10 * scale))
            func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels.rgba[(y * pixels.width + x) * 4 ..< (y * pixels.width + x) * 4 + 4]) }
            #expect(pixel(2, 2) == [255, 0, 0, 255], "the left half is red")
            #expect(pixel(pixels.width - 3, 2)[3] == 0, "the right half is clear")
        }
    }

    @Test func anImageViewShowsTheVariantForItsOwnAppearance() throws {
        let bundle = try fixtureBundle()
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let controller = UIViewController()
        host.rootViewController = controller
        let image = try #require(UIImage(named: "Badge", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.contentMode = .scaleToFill
        controller.view.addSubview(view)
        host.settle()
        #expect(host.snapshot().pixel(x: 20, y: 20) == (255, 0, 0, 255))
        view.overrideUserInterfaceStyle = .dark
        host.settle()
        #expect(host.snapshot().pixel(x: 20, y: 20) == (0, 255, 0, 255), "the dark variant")
    }
}
