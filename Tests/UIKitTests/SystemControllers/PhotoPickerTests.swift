import Foundation
import Testing
import UIKit
import PhotosUI
import LabTestSupport
@testable import UIKitTesting

/// `PHPickerViewController` as the Simulator has it: the photo library in a grid; with a
/// selection limit of 1 a tap picks, otherwise taps select up to the limit and Add picks; Cancel
/// gives no results; the delegate dismisses the picker; each result's item provider loads the
/// photo as a `UIImage`, as data or as a file. Sources: docs/PORTING.md, "Photo picker".
@MainActor
@Suite struct PhotoPickerTests {
    final class Picking: UIViewController, PHPickerViewControllerDelegate {
        var results: [[PHPickerResult]] = []
        var images: [UIImage] = []

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            self.results.append(results)
            picker.dismiss(animated: true)
            for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
                result.itemProvider.loadObject(ofClass: UIImage.self) { [weak self] image, _ in
                    if let image = image as? UIImage { self?.images.append(image) }
                }
            }
        }
    }

    private func swatch(_ colour: UIColor, width: Int) -> UIImage {
        let rgba = colour.rgba
        let pixel = [UInt8(rgba.red * 255), UInt8(rgba.green * 255), UInt8(rgba.blue * 255), 255]
        return UIImage(rgbaPixels: Array([[UInt8]](repeating: pixel, count: width * 30).joined()), width: width, height: 30, scale: 1)!
    }

    private func present(_ configuration: PHPickerConfiguration, photos: [UIImage]? = nil) -> (HeadlessHost, Picking, PHPickerViewController) {
        let host = HeadlessHost(device: .iPhone15)
        if let photos { host.photoLibrary = photos }
        let root = Picking()
        host.rootViewController = root
        host.settle()
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = root
        root.present(picker, animated: true)
        host.settle()
        return (host, root, picker)
    }

    @Test func aTapPicksOnePhotoWhichLoadsAsAnImage() {
        let (host, root, picker) = present(PHPickerConfiguration(), photos: [swatch(.red, width: 40), swatch(.blue, width: 60)])
        let shown = shownLabels(in: host)
        #expect(shown.contains("Photos") && shown.contains("Cancel") && shown.contains("Photo 2"))
        #expect(!shown.contains("Add"), "one photo at a time: a tap picks it")
        tap("Photo 2", in: host)
        #expect(root.results.count == 1 && root.results[0].count == 1)
        #expect(root.results[0].first?.assetIdentifier == nil)
        #expect(root.images.count == 1 && root.images.first?.size == CGSize(width: 60, height: 30), "the provider loads the picked photo")
        #expect(root.presentedViewController == nil && picker.presentingViewController == nil, "the delegate dismissed the picker")
    }

    @Test func withALimitTapsSelectAndAddPicksInTheOrderChosen() throws {
        var configuration = PHPickerConfiguration()
        configuration.selectionLimit = 2
        let (host, root, _) = present(configuration, photos: [swatch(.red, width: 40), swatch(.green, width: 50), swatch(.blue, width: 60)])
        tap("Photo 3", in: host)
        tap("Photo 1", in: host)
        tap("Photo 2", in: host)
        #expect(root.results.isEmpty, "taps select; nothing is picked until Add")
        tap("Add", in: host)
        let results = try #require(root.results.first)
        #expect(results.count == 2, "no more than the limit")
        #expect(root.images.map(\.size.width) == [60, 40], "in the order chosen")
    }

    @Test func cancelGivesNoResultsAndAFilterOfVideosShowsNoPhotos() {
        var configuration = PHPickerConfiguration()
        configuration.filter = .any(of: [.videos, .livePhotos])
        let (host, root, _) = present(configuration)
        #expect(!shownLabels(in: host).contains("Photo 1"), "the library holds still photos only")
        tap("Cancel", in: host)
        #expect(root.results.count == 1 && root.results[0].isEmpty)
        #expect(PHPickerFilter.images != PHPickerFilter.videos)
        #expect(PHPickerFilter.not(.videos) == .not(.videos))
    }

    @Test func aResultLoadsAsJPEGDataAndAsAFile() throws {
        let (host, root, _) = present(PHPickerConfiguration(), photos: [swatch(.red, width: 40)])
        tap("Photo 1", in: host)
        let provider = try #require(root.results.first?.first?.itemProvider)
        #expect(provider.registeredTypeIdentifiers == ["public.jpeg"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.movie"))
        var data: Data?
        var fileName: String?
        var fileExisted = false
        var failure: Error?
        host.run {
            provider.loadDataRepresentation(forTypeIdentifier: "public.image") { loaded, _ in data = loaded }
            provider.loadFileRepresentation(forTypeIdentifier: "public.jpeg") { url, _ in
                fileName = url?.lastPathComponent
                fileExisted = url.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
            }
            provider.loadDataRepresentation(forTypeIdentifier: "public.movie") { _, error in failure = error }
        }
        #expect(data == nil, "completions come after the frame, not during the call")
        host.settle()
        #expect(data.map { [UInt8]($0.prefix(2)) } == [0xFF, 0xD8], "JPEG data")
        #expect(fileName == "IMG_0001.jpeg" && fileExisted, "a file that exists while the completion runs")
        #expect(failure != nil)
    }
}
