import Foundation
import InterfaceBuilder

/// A nib, as UIKit's `UINib`: a `.xib` file of the bundle (the XML Interface Builder saves), read
/// on first use and instantiated as often as asked, each time with new objects whose outlets and
/// actions are connected and which get `awakeFromNib()`.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// What `instantiate(withOwner:options:)` takes in its options.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A dictionary of objects the nib names as external placeholders, by their identifiers.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    package let name: String
    private let bundle: Bundle
    private let data: Data?
    private var loaded: InterfaceBuilderSource?

    /// The nib `name` (without `.xib`) in `bundle`, the main bundle when nil. As in UIKit, a missing
    /// file is only found out when the nib is instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = Bundle.resolvingMain(bundleOrNil)
        data = nil
        super.init()
    }

    /// A nib from a document's bytes (the XML of a `.xib`).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "(data)"
        bundle = Bundle.resolvingMain(bundleOrNil)
        self.data = data
        super.init()
    }

    var source: InterfaceBuilderSource {
        if let loaded { return loaded }
        let source: InterfaceBuilderSource
        if let data {
            do {
                let document = try InterfaceBuilderDocument(data: data, fileName: "nib data")
                if let problem = document.problem { Diagnostics.warn("\(problem) What comes before that line is loaded.") }
                source = InterfaceBuilderSource(document: document, bundle: bundle)
            } catch {
                Diagnostics.warn("\(error) Nothing of it is loaded.")
                source = InterfaceBuilderSource(document: .empty(fileName: "nib data"), bundle: bundle)
            }
        } else if let found = InterfaceBuilderDocuments.current.source(named: name, extension: "xib", bundle: bundle) {
            source = found
        } else {
            Diagnostics.raise(reason: "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'")
        }
        loaded = source
        return source
    }

    /// New instances of the nib's top-level objects, in document order. File's Owner stands for
    /// `ownerOrNil`: its outlets are set and its actions connected.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        let source = source
        let unarchiver = InterfaceBuilderUnarchiver(source: source)
        let objects = source.document.root.children(in: "objects")
        let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        for placeholder in objects where placeholder.name == "placeholder" {
            guard let id = placeholder.id else { continue }
            switch placeholder["placeholderIdentifier"] {
            case "IBFilesOwner"?:
                unarchiver.bindPlaceholder(id, to: ownerOrNil as AnyObject?)
                if let owner = ownerOrNil as AnyObject? { unarchiver.connect(placeholder, of: owner) }
                if let controller = ownerOrNil as? UIViewController { unarchiver.sceneController = controller }
            case let identifier? where identifier != "IBFirstResponder":
                unarchiver.bindPlaceholder(id, to: externals[identifier] as AnyObject?)
                if let external = externals[identifier] as AnyObject? { unarchiver.connect(placeholder, of: external) }
            default: break
            }
        }
        let made = unarchiver.topLevelObjects(of: objects)
        unarchiver.finish()
        return made
    }
}
