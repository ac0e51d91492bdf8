import Foundation

/// Data or files handed between an app and the system, as Foundation's `NSItemProvider` on iOS
/// (Linux's Foundation has none): the photo picker's results, loaded as an object, as data or as
/// a file of a registered type. Completion handlers run on the main queue, after the frame in
/// which the load was asked (UIKit calls them on a queue of its own: apps that hop to the main
/// queue behave the same).
@preconcurrency @MainActor
open class NSItemProvider: NSObject {
    /// One registered representation: its type and how its data is made.
    private struct Representation {
        let typeIdentifier: String
        let load: () -> Result<Data, Error>
    }

    private var representations: [Representation] = []
    /// A name for the item, as the file it came from is called.
    open var suggestedName: String?

    public override init() { super.init() }

    /// An item whose data is the file's, of the type its extension names.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        let type = NSItemProvider.typeIdentifier(forExtension: fileURL.pathExtension)
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
            return nil
        }
    }

    /// An item providing `object` (an image, text or a URL) in the types it can write.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Who may load a representation; every representation is visible here.
    public enum RepresentationVisibility: Int, Sendable { case all = 0, team = 1, group = 2, ownProcess = 3 }

    /// The registered types, in the order registered (the preferred first).
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: FileOptions = []) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    public struct FileOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let openInPlace = FileOptions(rawValue: 1)
    }

    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility,
                                         loadHandler: @escaping @MainActor (@escaping (Data?, Error?) -> Void) -> Progress?) {
        representations.append(Representation(typeIdentifier: typeIdentifier) {
            var result: Result<Data, Error> = .failure(NSItemProvider.error("The item of type \(typeIdentifier) gave no data."))
            _ = loadHandler { data, error in
                if let data { result = .success(data) } else if let error { result = .failure(error) }
            }
            return result
        })
    }

    open func registerObject(_ object: NSItemProviderWriting, visibility: RepresentationVisibility) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Whether an object of `aClass` can be made from a registered representation.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { representation(conformingTo: $0) != nil }
    }

    /// Makes an object of `aClass` from the first representation it reads.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping @MainActor (NSItemProviderReading?, Error?) -> Void) -> Progress {
        deliver {
            for type in aClass.readableTypeIdentifiersForItemProvider {
                guard let representation = self.representation(conformingTo: type) else { continue }
                switch representation.load() {
                case .success(let data):
                    do { return (try aClass.object(withItemProviderData: data, typeIdentifier: representation.typeIdentifier), nil) }
                    catch { return (nil, error) }
                case .failure(let error): return (nil, error)
                }
            }
            return (nil, NSItemProvider.error("Cannot load an object of class \(aClass) from an item of types \(self.registeredTypeIdentifiers)."))
        } then: { completionHandler($0.0, $0.1) }
    }

    /// The data of the first representation conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @MainActor (Data?, Error?) -> Void) -> Progress {
        deliver {
            guard let representation = self.representation(conformingTo: typeIdentifier) else {
                return (nil, NSItemProvider.error("No item of type \(typeIdentifier); the item's types are \(self.registeredTypeIdentifiers)."))
            }
            switch representation.load() {
            case .success(let data): return (data, nil)
            case .failure(let error): return (nil, error)
            }
        } then: { completionHandler($0.0, $0.1) }
    }

    /// A temporary file holding the first representation conforming to `typeIdentifier`, which
    /// exists while the completion handler runs (copy it to keep it), as UIKit's does.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @MainActor (URL?, Error?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { [suggestedName] data, error in
            guard let data else { completionHandler(nil, error); return }
            let name = (suggestedName ?? UUID().uuidString) + "." + NSItemProvider.fileExtension(forType: typeIdentifier)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
            let url = folder.appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: url)
            } catch {
                completionHandler(nil, error)
                return
            }
            completionHandler(url, nil)
            try? FileManager.default.removeItem(at: folder)
        }
    }

    // MARK: Helpers

    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        representations.first { NSItemProvider.typeIdentifier($0.typeIdentifier, conformsTo: typeIdentifier) }
    }

    /// Works now, and hands the result to `completion` after this frame, on the main queue.
    private func deliver<Value>(_ work: @escaping () -> (Value?, Error?), then completion: @escaping ((Value?, Error?)) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let environment = HostEnvironment.current
        environment.runAfterFrame {
            let result = environment.run { work() }
            progress.completedUnitCount = 1
            completion(result)
        }
        return progress
    }

    private static func error(_ description: String) -> NSError {
        NSError(domain: NSItemProvider.errorDomain, code: -1000, userInfo: [NSLocalizedDescriptionKey: description])
    }

    nonisolated public static let errorDomain = "NSItemProviderErrorDomain"

    /// The types the lab's providers use, and the more general types each conforms to.
    private static let parents: [String: [String]] = [
        "public.jpeg": ["public.image"], "public.png": ["public.image"], "public.heic": ["public.image"],
        "public.image": ["public.data"], "public.plain-text": ["public.text"], "public.utf8-plain-text": ["public.plain-text"],
        "public.text": ["public.data"], "public.url": ["public.data"], "public.file-url": ["public.url"],
    ]

    static func typeIdentifier(_ type: String, conformsTo other: String) -> Bool {
        if type == other || other == "public.item" { return true }
        return (parents[type] ?? []).contains { typeIdentifier($0, conformsTo: other) }
    }

    private static func typeIdentifier(forExtension pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "jpg", "jpeg": "public.jpeg"
        case "png": "public.png"
        case "heic": "public.heic"
        case "txt": "public.plain-text"
        default: "public.data"
        }
    }

    private static func fileExtension(forType type: String) -> String {
        switch type {
        case "public.jpeg", "public.image": "jpeg"
        case "public.png": "png"
        case "public.heic": "heic"
        case "public.plain-text", "public.utf8-plain-text", "public.text": "txt"
        default: "data"
        }
    }
}
