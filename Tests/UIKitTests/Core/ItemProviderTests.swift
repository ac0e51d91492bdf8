import Foundation
import Testing
import UIKit
import UIKitTesting
import LabTestSupport

/// `NSItemProvider` as Foundation documents it: an object registers the types it writes, a file
/// the type its extension names; `hasItemConformingToTypeIdentifier` and
/// `hasRepresentationConforming(toTypeIdentifier:fileOptions:)` answer by type conformance; loads
/// complete after the call returns. Sources: docs/PORTING.md, "Photo picker".
@MainActor
@Suite struct ItemProviderTests {
    private func redSquare() -> UIImage {
        UIImage(rgbaPixels: Array([[UInt8]](repeating: [255, 0, 0, 255], count: 12 * 12).joined()), width: 12, height: 12, scale: 1)!
    }

    @Test func anObjectProvidesTheTypesItWritesAndLoadsBackAsItsClass() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let provider = host.run { NSItemProvider(object: redSquare()) }
        #expect(provider.registeredTypeIdentifiers == ["public.png"], "UIImage writes PNG")
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"), "PNG conforms to image")
        #expect(provider.hasRepresentationConforming(toTypeIdentifier: "public.data", fileOptions: []))
        #expect(!provider.hasRepresentationConforming(toTypeIdentifier: "public.plain-text", fileOptions: []))
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        var loaded: UIImage?
        _ = host.run { provider.loadObject(ofClass: UIImage.self) { object, _ in loaded = object as? UIImage } }
        #expect(loaded == nil, "the completion comes after the call")
        host.settle()
        #expect(loaded?.size == CGSize(width: 12, height: 12))
    }

    @Test func aFileProvidesItsBytesAsTheTypeItsExtensionNames() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Notes.txt")
        try Data("Tide at six".utf8).write(to: file)
        #expect(NSItemProvider(contentsOf: folder.appendingPathComponent("Missing.txt")) == nil, "no file, no provider")
        let provider = try #require(NSItemProvider(contentsOf: file))
        #expect(provider.registeredTypeIdentifiers == ["public.plain-text"])
        #expect(provider.suggestedName == "Notes")
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.canLoadObject(ofClass: UIImage.self), "text is no image")
        var text: String?
        var imageError: Error?
        host.run {
            provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, _ in text = data.flatMap { String(data: $0, encoding: .utf8) } }
            provider.loadObject(ofClass: UIImage.self) { _, error in imageError = error }
        }
        host.settle()
        #expect(text == "Tide at six")
        #expect(imageError != nil, "loading an image from text fails through the completion")
    }

    @Test func registeredRepresentationsKeepTheirOrderAndTheFirstConformingOneLoads() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let provider = NSItemProvider()
        host.run {
            provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { completion in
                completion(Data("first".utf8), nil)
                return nil
            }
            provider.registerObject(redSquare(), visibility: .ownProcess)
        }
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.png"])
        var text: String?
        var png: Data?
        host.run {
            provider.loadDataRepresentation(forTypeIdentifier: "public.text") { data, _ in text = data.flatMap { String(data: $0, encoding: .utf8) } }
            provider.loadDataRepresentation(forTypeIdentifier: "public.image") { data, _ in png = data }
        }
        host.settle()
        #expect(text == "first")
        #expect(png.map { [UInt8]($0.prefix(4)) } == [0x89, 0x50, 0x4E, 0x47], "the image's PNG data")
    }
}
