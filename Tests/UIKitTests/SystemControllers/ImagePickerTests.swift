import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// `UIImagePickerController` as the Simulator has it: the photo library and no camera; a tap on a
/// photo gives the delegate the picked image, Cancel tells it so; without the methods the picker
/// dismisses itself. Sources: docs/PORTING.md, "Image picker".
@MainActor
@Suite struct ImagePickerTests {
    final class Picking: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var picked: [UIImagePickerController.InfoKey: Any]?
        var cancelled = 0

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked = info
            dismiss(animated: true)
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            cancelled += 1
            dismiss(animated: true)
        }
    }

    /// A photo of one colour, so the picked image can be told apart.
    private func swatch(_ colour: UIColor, width: Int = 40, height: Int = 30) -> UIImage {
        let rgba = colour.rgba
        let pixel = [UInt8(rgba.red * 255), UInt8(rgba.green * 255), UInt8(rgba.blue * 255), 255]
        return UIImage(rgbaPixels: Array([[UInt8]](repeating: pixel, count: width * height).joined()), width: width, height: height, scale: 1)!
    }

    private func present(_ picker: UIImagePickerController, from root: Picking, on host: HeadlessHost) {
        host.rootViewController = root
        host.settle()
        root.present(picker, animated: true)
        host.settle()
    }

    @Test func theSimulatorHasTheLibraryAndNoCamera() {
        let host = HeadlessHost(device: .iPhone15)
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        host.run {
            #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
            #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
            #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
            #expect(UIImagePickerController.availableMediaTypes(for: .savedPhotosAlbum) == ["public.image"])
            let picker = UIImagePickerController()
            picker.sourceType = .camera
            #expect(picker.sourceType == .photoLibrary)
        }
        #expect(warnings == ["Source type 1 not available"], "UIKit's exception text")
        #expect(host.photoLibrary.count == 6, "the lab's sample photos")
    }

    @Test func aTappedPhotoGoesToTheDelegate() throws {
        let host = HeadlessHost(device: .iPhone15)
        host.photoLibrary = [swatch(.red), swatch(.blue, width: 60, height: 40)]
        let root = Picking()
        let picker = UIImagePickerController()
        picker.delegate = root
        present(picker, from: root, on: host)
        let elements = AccessibilityTree.elements(in: host.window)
        #expect(elements.contains { $0.label == "Photos" }, "the library's title")
        let second = try #require(elements.first { $0.label == "Photo 2" })
        #expect(abs(second.frame.width - (host.window.bounds.width - 6) / 4) < 1, "four to a row")
        host.tap(at: CGPoint(x: second.frame.midX, y: second.frame.midY))
        host.settle()
        let info = try #require(root.picked)
        let image = try #require(info[.originalImage] as? UIImage)
        #expect(image.size == CGSize(width: 60, height: 40))
        #expect(info[.mediaType] as? String == "public.image")
        #expect(info[.editedImage] == nil, "no editing unless allowed")
        let url = try #require(info[.imageURL] as? URL)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(UIImage(data: try Data(contentsOf: url))?.size == image.size, "the photo's data as a JPEG file")
        #expect(root.presentedViewController == nil)
    }

    @Test func editingGivesTheCentredSquareAndItsCropRect() throws {
        let host = HeadlessHost(device: .iPhone15)
        host.photoLibrary = [swatch(.green, width: 60, height: 40)]
        let root = Picking()
        let picker = UIImagePickerController()
        picker.allowsEditing = true
        picker.delegate = root
        present(picker, from: root, on: host)
        let photo = try #require(AccessibilityTree.elements(in: host.window).first { $0.label == "Photo 1" })
        host.tap(at: CGPoint(x: photo.frame.midX, y: photo.frame.midY))
        host.settle()
        let info = try #require(root.picked)
        defer { (info[.imageURL] as? URL).map { try? FileManager.default.removeItem(at: $0) } }
        #expect((info[.editedImage] as? UIImage)?.size == CGSize(width: 40, height: 40))
        #expect((info[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 10, y: 0, width: 40, height: 40))
    }

    @Test func cancelTellsTheDelegateAndWithoutOneThePickerDismissesItself() throws {
        let host = HeadlessHost(device: .iPhone15)
        let root = Picking()
        let picker = UIImagePickerController()
        picker.delegate = root
        present(picker, from: root, on: host)
        let cancel = try #require(AccessibilityTree.elements(in: host.window).first { $0.label == "Cancel" })
        host.tap(at: CGPoint(x: cancel.frame.midX, y: cancel.frame.midY))
        host.settle()
        #expect(root.cancelled == 1 && root.presentedViewController == nil)
        // Apple: "If this property is nil, the picker is dismissed immediately if you try to show it."
        present(UIImagePickerController(), from: root, on: host)
        #expect(root.presentedViewController == nil)
    }
}
