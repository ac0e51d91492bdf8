import Foundation
@_spi(UIKitLayers) import UIKitCore
import UniformTypeIdentifiers

/// The system's document browser, as UIKit's `UIDocumentPickerViewController` shows it in the
/// Simulator: the files of a folder (`directoryURL`, else the app's Documents folder) in a list,
/// folders opening in place, documents of the content types asked for chosen with a tap (several
/// with Open when `allowsMultipleSelection`), Cancel to leave. Exporting, it lists folders and
/// Done moves or copies the documents into the one shown. The delegate hears what was chosen.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    public weak var delegate: UIDocumentPickerDelegate?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    /// The folder the picker opens at; the app's Documents folder when nil.
    open var directoryURL: URL?

    /// What the picker opens (documents of these types) or exports (these documents).
    enum Purpose {
        case open([UTType])
        case export([URL])
    }

    let purpose: Purpose
    /// Whether chosen documents are copies in the app's temporary folder (opening), or copies
    /// left in place of the originals (exporting).
    let asCopy: Bool
    private let browser = UINavigationController()

    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        purpose = .open(contentTypes)
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    public init(forExporting urls: [URL], asCopy: Bool) {
        purpose = .export(urls)
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    public required init?(coder: NSCoder) { return nil }

    /// The folder the picker starts in.
    var startFolder: URL {
        directoryURL ?? FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory())
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        addFillingChild(browser)
        browser.setViewControllers([DocumentFolderController(folder: startFolder, picker: self)], animated: false)
    }

    /// The person chose `urls` (or, exporting, the folder to put the documents in).
    func finish(choosing urls: [URL]) {
        let delivered: [URL]
        switch purpose {
        case .open:
            delivered = asCopy ? urls.compactMap(copyToTemporaryFolder) : urls
        case .export(let documents):
            guard let folder = urls.first else { return }
            delivered = documents.compactMap { export($0, into: folder) }
        }
        dismiss(animated: true)
        delegate?.documentPicker(self, didPickDocumentsAt: delivered)
    }

    func cancel() {
        dismiss(animated: true)
        delegate?.documentPickerWasCancelled(self)
    }

    /// A copy in the app's temporary folder, as UIKit hands copied documents over.
    private func copyToTemporaryFolder(_ url: URL) -> URL? {
        let inbox = FileManager.default.temporaryDirectory.appendingPathComponent("\(ProcessInfo.processInfo.processName)-Inbox", isDirectory: true)
        let target = inbox.appendingPathComponent(url.lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
            try FileManager.default.copyItem(at: url, to: target)
            return target
        } catch {
            Diagnostics.warn("UIDocumentPickerViewController: \(url.lastPathComponent) could not be copied for the app (\(error.localizedDescription)); it is left out.")
            return nil
        }
    }

    /// The document moved (or, `asCopy`, copied) into `folder`.
    private func export(_ url: URL, into folder: URL) -> URL? {
        let target = folder.appendingPathComponent(url.lastPathComponent)
        do {
            if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
            if asCopy { try FileManager.default.copyItem(at: url, to: target) } else { try FileManager.default.moveItem(at: url, to: target) }
            return target
        } catch {
            Diagnostics.warn("UIDocumentPickerViewController: \(url.lastPathComponent) could not be exported to \(folder.path) (\(error.localizedDescription)); it is left out.")
            return nil
        }
    }
}
