import Foundation
@_spi(UIKitLayers) import UIKitCore
import UniformTypeIdentifiers

/// One folder of a document picker, as the Files browser lists it: folders first, then files,
/// by name, each with its size; a document of another type than those
/// asked for is dimmed and cannot be chosen.
@MainActor
final class DocumentFolderController: UITableViewController {
    struct Entry {
        let url: URL
        let isFolder: Bool
        let size: Int
    }

    let folder: URL
    private unowned let picker: UIDocumentPickerViewController
    private(set) var entries: [Entry] = []
    private var chosen: Set<URL> = []

    init(folder: URL, picker: UIDocumentPickerViewController) {
        self.folder = folder
        self.picker = picker
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { return nil }

    private var isExporting: Bool {
        if case .export = picker.purpose { return true }
        return false
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = folder.lastPathComponent
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: DocumentFolderController.cancel)
        if isExporting {
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: DocumentFolderController.done)
        } else if picker.allowsMultipleSelection {
            let open = UIBarButtonItem(title: "Open", style: .done, target: self, action: DocumentFolderController.done)
            open.isEnabled = false
            navigationItem.rightBarButtonItem = open
        }
        load()
    }

    private func load() {
        let keys: [URLResourceKey] = [.isDirectoryKey, .fileSizeKey]
        let found = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])) ?? []
        entries = found.map { url in
            let values = try? url.resourceValues(forKeys: Set(keys))
            return Entry(url: url, isFolder: values?.isDirectory ?? false, size: values?.fileSize ?? 0)
        }
        .filter { !isExporting || $0.isFolder }
        .sorted { ($0.isFolder ? 0 : 1, $0.url.lastPathComponent.lowercased()) < ($1.isFolder ? 0 : 1, $1.url.lastPathComponent.lowercased()) }
    }

    /// Whether a document is of a type the picker was asked to open.
    func isChoosable(_ entry: Entry) -> Bool {
        guard !entry.isFolder, case .open(let types) = picker.purpose else { return entry.isFolder }
        let type = UTType(filenameExtension: entry.url.pathExtension) ?? .data
        return types.isEmpty || types.contains { type.conforms(to: $0) }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        let entry = entries[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        let name = entry.url.lastPathComponent
        content.text = entry.isFolder || picker.shouldShowFileExtensions ? name : entry.url.deletingPathExtension().lastPathComponent
        content.secondaryText = entry.isFolder ? nil : ByteCountFormatter.string(fromByteCount: Int64(entry.size), countStyle: .file)
        let enabled = isChoosable(entry)
        content.textProperties.color = enabled ? .label : .tertiaryLabel
        cell.contentConfiguration = content
        cell.accessoryType = entry.isFolder ? .disclosureIndicator : (chosen.contains(entry.url) ? .checkmark : .none)
        cell.selectionStyle = enabled ? .default : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        isChoosable(entries[indexPath.row]) ? indexPath : nil
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let entry = entries[indexPath.row]
        if entry.isFolder {
            navigationController?.pushViewController(DocumentFolderController(folder: entry.url, picker: picker), animated: true)
        } else if picker.allowsMultipleSelection {
            if chosen.remove(entry.url) == nil { chosen.insert(entry.url) }
            navigationItem.rightBarButtonItem?.isEnabled = !chosen.isEmpty
            tableView.reloadRows(at: [indexPath], with: .none)
        } else {
            picker.finish(choosing: [entry.url])
        }
    }

    func cancel() { picker.cancel() }

    func done() {
        picker.finish(choosing: isExporting ? [folder] : entries.map(\.url).filter(chosen.contains))
    }
}
