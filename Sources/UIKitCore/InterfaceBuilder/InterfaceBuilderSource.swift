import Foundation
import InterfaceBuilder

/// A storyboard or xib read once, with what every instantiation of it needs: its elements by
/// identifier, the bundle its names are looked up in, the modules its custom classes may come
/// from, and its warnings, which name the file and line.
@MainActor
package final class InterfaceBuilderSource {
    let document: InterfaceBuilderDocument
    let bundle: Bundle
    let elementsByIdentifier: [String: InterfaceBuilderElement]
    /// The views some constraint of the document names (a constraint without a first item names
    /// the view that holds it): a fixed-frame view named by none gets Interface Builder's
    /// prototyping constraints.
    private(set) lazy var constrainedIdentifiers: Set<String> = {
        var identifiers = Set<String>()
        for constraint in document.root.descendants where constraint.name == "constraint" {
            if let first = constraint["firstItem"] { identifiers.insert(first) } else if let owner = constraint.parent?.parent?.id { identifiers.insert(owner) }
            if let second = constraint["secondItem"] { identifiers.insert(second) }
        }
        return identifiers
    }()
    /// The outlets that point to each element, by the element's identifier: the owner's element
    /// and the property.
    private(set) lazy var outletsByDestination: [String: [(owner: InterfaceBuilderElement, property: String)]] = {
        var outlets: [String: [(owner: InterfaceBuilderElement, property: String)]] = [:]
        for outlet in document.root.descendants where outlet.name == "outlet" {
            guard let destination = outlet["destination"], let property = outlet["property"], let owner = outlet.parent?.parent else { continue }
            outlets[destination, default: []].append((owner, property))
        }
        return outlets
    }()
    /// Where a `customClass` without a `customModule` is looked for: the app's module (Interface
    /// Builder's "inherit module from target"), as far as the lab can tell which it is.
    let modules: [String]
    private var warned: Set<String> = []

    /// The texts of the document in the app's language (`fr.lproj/Main.strings` beside
    /// `Base.lproj/Main.storyboard`), by `objectID.property`; empty for a document that is not
    /// Base-localized or a language without strings.
    let localizedStrings: [String: String]

    init(document: InterfaceBuilderDocument, bundle: Bundle, url: URL? = nil) {
        self.document = document
        self.bundle = bundle
        elementsByIdentifier = document.elementsByIdentifier()
        modules = Self.candidateModules(bundle: bundle)
        localizedStrings = url.map { Self.localizedStrings(for: $0, in: bundle) } ?? [:]
    }

    /// Base internationalization: a document in `Base.lproj` takes its texts from the `.strings`
    /// table of its name in the first of the app's languages that has one.
    private static func localizedStrings(for url: URL, in bundle: Bundle) -> [String: String] {
        guard url.deletingLastPathComponent().lastPathComponent == "Base.lproj" else { return [:] }
        let table = url.deletingPathExtension().lastPathComponent
        for language in HostEnvironment.current.preferredLanguages {
            if let strings = AppLocalization.table(table, in: bundle, language: language) { return strings }
        }
        return [:]
    }

    /// Reads the document at `url`. One that breaks off loads what comes before the break; one
    /// that cannot be read at all is empty. Either way the console says why, with the file and line.
    static func read(_ url: URL, bundle: Bundle) -> InterfaceBuilderSource {
        do {
            var document = try InterfaceBuilderDocument(contentsOf: url)
            if let problem = document.problem { Diagnostics.warn("\(problem) What comes before that line is loaded.") }
            if document.hasVariations { document = resolvingVariations(document) }
            return InterfaceBuilderSource(document: document, bundle: bundle, url: url)
        } catch {
            Diagnostics.warn("\(error) Nothing of it is loaded.")
            return InterfaceBuilderSource(document: .empty(fileName: url.lastPathComponent), bundle: bundle)
        }
    }

    /// The document as the host's device loads it: its size-class variations resolved for the
    /// size classes of the key window (or of the screen, before there is one), when it is read.
    private static func resolvingVariations(_ document: InterfaceBuilderDocument) -> InterfaceBuilderDocument {
        let environment = HostEnvironment.current
        let screen = environment.screen
        let traits = environment.keyWindow?.traitCollection ?? UITraitCollection(windowSize: screen.bounds.size, on: screen)
        func name(_ sizeClass: UIUserInterfaceSizeClass) -> String { sizeClass == .regular ? "regular" : "compact" }
        Diagnostics.warnOnce("interfaceBuilder.variations", "\(document.fileName)'s size-class variations are resolved for the size classes of the device as the document is read (\(name(traits.horizontalSizeClass)) width, \(name(traits.verticalSizeClass)) height); a rotation or resize later does not install another variation's constraints.")
        return document.resolvingVariations(widthClass: name(traits.horizontalSizeClass), heightClass: name(traits.verticalSizeClass))
    }

    var fileName: String { document.fileName }

    // MARK: Warnings

    package func warn(_ message: String, line: Int?) {
        Diagnostics.warn(message + " (\(fileName)\(line.map { ", line \($0)" } ?? ""))")
    }

    /// Says `message` once per document and key.
    func warnOnce(_ key: String, _ message: String, line: Int?) {
        guard warned.insert(key).inserted else { return }
        Diagnostics.warn("Presentation Lab: \(fileName): \(message).")
    }

    /// An element the lab does not know: named once per document and element name; it and what it
    /// holds are skipped, and the rest loads.
    func warnUnknownElement(_ element: InterfaceBuilderElement) {
        warnOnce("element.\(element.name)", "<\(element.name)> at line \(element.line) is not an element the lab reads; it and what it holds are skipped", line: element.line)
    }

    /// The properties an object's element sets that its class did not read: named once per
    /// document, element name and property, so a missing property is never silently dropped.
    package func warnUnreadProperties(of element: InterfaceBuilderElement) {
        let attributes = element.unreadAttributes.filter { !Self.designTimeAttributes.contains($0) }
        let keys = element.unreadKeyedChildren.compactMap(\.key).filter { !Self.designTimeKeys.contains($0) }
        let fresh = (attributes + keys).filter { warned.insert("property.\(element.name).\($0)").inserted }
        guard !fresh.isEmpty else { return }
        let list = fresh.count == 1 ? fresh[0] : fresh.dropLast().joined(separator: ", ") + " and " + fresh.last!
        Diagnostics.warn("Presentation Lab: \(fileName): <\(element.name)> at line \(element.line) sets \(list), which the lab does not read yet; \(fresh.count == 1 ? "it keeps its default" : "they keep their defaults").")
    }

    /// Attributes that describe the document, not the object: Interface Builder's bookkeeping.
    private static let designTimeAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "misplaced", "ambiguous",
        "fixedFrame", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "sceneMemberID", "colorLabel",
        "useAutolayout", "usesAutolayout",
        // A constraint's "Standard" constant: Interface Builder writes the value it stands for beside it.
        "symbolic",
        // Which cells a collection view's canvas shows; the prototypes themselves are read.
        "dataMode",
        // Segmented control styles, without effect since iOS 7.
        "segmentControlStyle",
    ]

    /// Keyed children that only Interface Builder's canvas uses (simulated bars and sizes), or that
    /// are read after the object is made (a controller's view, loaded when first asked for).
    private static let designTimeKeys: Set<String> = [
        "canvasLocation", "freeformSize", "simulatedMetricsContainer", "simulatedStatusBarMetrics",
        "simulatedTopBarMetrics", "simulatedBottomBarMetrics", "simulatedOrientationMetrics", "simulatedDestinationMetrics",
        // A collection view cell's "Size: Custom" in the size inspector; its frame holds the same size.
        "customSize",
    ]

    // MARK: Resources

    /// The colour a document keeps for a named colour (`<resources><namedColor name=…>`), used when
    /// the asset catalog does not have it.
    func namedColorResource(_ name: String) -> InterfaceBuilderElement? {
        document.root.children(in: "resources").first { $0.name == "namedColor" && $0["name"] == name }?.children.first { $0.name == "color" }
    }

    // MARK: Modules

    /// The modules that may hold the document's classes: the target whose resource bundle holds
    /// it (SwiftPM names the bundle `Package_Target.resources`), the app delegate's module, and the
    /// executable's.
    static func candidateModules(bundle: Bundle) -> [String] {
        var modules: [String] = []
        // An imported app's bundle, `Name.app`, sits in its target's resource bundle.
        let resources = bundle.bundleURL.pathExtension == "app" ? bundle.bundleURL.deletingLastPathComponent() : bundle.bundleURL
        let bundleName = resources.deletingPathExtension().lastPathComponent
        if resources.pathExtension == "resources" {
            // The target name is a suffix after one of the underscores; the longest that is a module wins later.
            var index = bundleName.startIndex
            while let underscore = bundleName[index...].firstIndex(of: "_") {
                modules.append(String(bundleName[bundleName.index(after: underscore)...]))
                index = bundleName.index(after: underscore)
            }
        }
        if let module = HostEnvironment.current.appDelegateModule { modules.append(module) }
        if let executable = Bundle.main.executableURL?.lastPathComponent {
            modules.append(executable.replacingOccurrences(of: "-", with: "_"))
        }
        var seen: Set<String> = []
        return modules.map { $0.replacingOccurrences(of: "-", with: "_") }.filter { seen.insert($0).inserted }
    }
}
