import Foundation
import Testing
import UIKit
import UIKitTesting
import LabTestSupport
import UniformTypeIdentifiers
@testable import UIKitCore
@testable import UIKitHosting

/// `UTType` and `UIDocumentPickerViewController`, as Apple documents them: types found by
/// extension and MIME type conform to their kinds; the picker lists a folder, opens folders in
/// place, lets only documents of the types asked for be chosen, hands them (or copies) to its
/// delegate, and exports documents into the folder chosen. Sources: docs/PORTING.md,
/// "System controllers".
@MainActor
@Suite struct DocumentPickerTests {
    @Test func typesConformToTheirKinds() throws {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text) && UTType.png.isSubtype(of: .image) && UTType.image.isSupertype(of: .jpeg))
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType.pdf.preferredFilenameExtension == "pdf" && UTType.json.preferredMIMEType == "application/json")
        #expect(UTType("public.plain-text") == .plainText && UTType.swiftSource.conforms(to: .text))
        let unknown = try #require(UTType(filenameExtension: "lab"))
        #expect(unknown.isDynamic && unknown.conforms(to: .data) && !unknown.conforms(to: .image))
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil, "a declared type that does not conform")
    }

    final class Log: UIDocumentPickerDelegate {
        var picked: [[URL]] = []
        var cancelled = 0
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled += 1 }
        var single: [URL] = []
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) { single.append(url) }
    }

    /// An iOS 8–10 delegate: only the single-document method.
    final class OldLog: UIDocumentPickerDelegate {
        var single: [URL] = []
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) { single.append(url) }
    }

    /// UIKit calls the deprecated single-document method only for a delegate without the newer one.
    @Test func theOlderSingleDocumentMethodIsCalledOnlyWithoutTheNewerOne() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        let urls = [URL(fileURLWithPath: "/tmp/a.pdf"), URL(fileURLWithPath: "/tmp/b.pdf")]
        let old = OldLog(), new = Log()
        for delegate in [old, new] as [UIDocumentPickerDelegate] { delegate.documentPicker(picker, didPickDocumentsAt: urls) }
        #expect(old.single == [urls[0]])
        #expect(new.picked == [urls] && new.single.isEmpty)
    }

    /// A folder with a.pdf, b.txt, photo.png and sub/c.pdf.
    static func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for name in ["a.pdf", "b.txt", "photo.png", "sub/c.pdf"] {
            try Data(name.utf8).write(to: root.appendingPathComponent(name))
        }
        return root
    }

    static func present(_ picker: UIDocumentPickerViewController) -> (HeadlessHost, UIViewController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        host.rootViewController = root
        host.settle()
        root.present(picker, animated: true)
        host.settle()
        return (host, root)
    }

    @Test func onlyDocumentsOfTheTypesAskedForAreChosenAndFoldersOpenInPlace() throws {
        let folder = try Self.folder()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        picker.directoryURL = folder
        let log = Log()
        picker.delegate = log
        let (host, root) = Self.present(picker)
        let texts = AccessibilityTree.elements(in: host.window).flatMap(\.texts)
        #expect(texts.contains("sub") && texts.contains("a") && texts.contains("b") && texts.contains("Cancel"), "\(texts)")
        #expect(!texts.contains("a.pdf"), "extensions hidden unless shouldShowFileExtensions")
        tap("b", in: host)
        #expect(log.picked.isEmpty && root.presentedViewController === picker, "a text file is not a PDF")
        tap("sub", in: host)
        tap("c", in: host)
        #expect(log.picked == [[folder.appendingPathComponent("sub/c.pdf")]])
        #expect(root.presentedViewController == nil, "choosing closes the picker")
    }

    @Test func aCopyIsHandedOverFromTheTemporaryFolderAndCancelSaysSo() throws {
        let folder = try Self.folder()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.data], asCopy: true)
        picker.directoryURL = folder
        picker.shouldShowFileExtensions = true
        let log = Log()
        picker.delegate = log
        let (host, _) = Self.present(picker)
        tap("photo.png", in: host)
        let copy = try #require(log.picked.first?.first)
        #expect(copy.path.hasPrefix(FileManager.default.temporaryDirectory.path) && copy.lastPathComponent == "photo.png")
        #expect(copy.deletingLastPathComponent() != folder && (try? Data(contentsOf: copy)) == Data("photo.png".utf8))
        let second = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        second.delegate = log
        host.rootViewController?.present(second, animated: true)
        host.settle()
        tap("Cancel", in: host)
        #expect(log.cancelled == 1)
    }

    @Test func severalDocumentsAreChosenWithOpen() throws {
        let folder = try Self.folder()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .image])
        picker.directoryURL = folder
        picker.allowsMultipleSelection = true
        let log = Log()
        picker.delegate = log
        let (host, _) = Self.present(picker)
        tap("a", in: host)
        tap("photo", in: host)
        #expect(log.picked.isEmpty, "chosen, not yet opened")
        tap("Open", in: host)
        #expect(log.picked == [[folder.appendingPathComponent("a.pdf"), folder.appendingPathComponent("photo.png")]])
    }

    @Test func exportingMovesTheDocumentsIntoTheFolderChosen() throws {
        let folder = try Self.folder()
        let document = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).txt")
        try Data("report".utf8).write(to: document)
        let picker = UIDocumentPickerViewController(forExporting: [document])
        picker.directoryURL = folder
        let log = Log()
        picker.delegate = log
        let (host, _) = Self.present(picker)
        let texts = AccessibilityTree.elements(in: host.window).flatMap(\.texts)
        #expect(texts.contains("sub") && !texts.contains("a"), "exporting lists folders only")
        tap("sub", in: host)
        tap("Done", in: host)
        let moved = folder.appendingPathComponent("sub").appendingPathComponent(document.lastPathComponent)
        #expect(log.picked == [[moved]])
        #expect(FileManager.default.fileExists(atPath: moved.path) && !FileManager.default.fileExists(atPath: document.path))
    }
}
