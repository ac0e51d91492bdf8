import Foundation

/// The documents a host has read, by file: a storyboard is parsed once however often it is asked
/// for (as UIKit keeps a storyboard's compiled nibs).
@MainActor
package final class InterfaceBuilderDocuments: EnvironmentState {
    private var sources: [String: InterfaceBuilderSource] = [:]

    package init(environment: HostEnvironment) {}

    package static var current: InterfaceBuilderDocuments { HostEnvironment.current[InterfaceBuilderDocuments.self] }

    /// `name.extension` in `bundle`, read and kept; nil when the bundle has no such file.
    package func source(named name: String, extension fileExtension: String, bundle: Bundle) -> InterfaceBuilderSource? {
        guard let url = bundle.url(forResource: name, withExtension: fileExtension)
            ?? bundle.url(forResource: name, withExtension: fileExtension, subdirectory: nil, localization: "Base") else { return nil }
        if let source = sources[url.path] { return source }
        let source = InterfaceBuilderSource.read(url, bundle: bundle)
        sources[url.path] = source
        return source
    }
}
