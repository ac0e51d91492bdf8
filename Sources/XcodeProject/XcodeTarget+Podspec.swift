import Foundation

extension XcodeTarget {
    /// A development pod as the framework target CocoaPods makes of it: its Swift sources, its
    /// resources (a file inside an `.lproj` folder as that localization), its resource bundles.
    package init(pod spec: Podspec) {
        var resources: [XcodeResource] = []
        func add(_ url: URL, bundle: String?) {
            let parent = url.deletingLastPathComponent().lastPathComponent
            let localization = parent.hasSuffix(".lproj") ? String(parent.dropLast(6)) : nil
            resources.append(XcodeResource(url: url, localization: localization, resourceBundle: bundle))
        }
        for url in spec.resources { add(url, bundle: nil) }
        for (bundle, urls) in spec.resourceBundles.sorted(by: { $0.key < $1.key }) { for url in urls { add(url, bundle: bundle) } }
        self.init(name: spec.name, kind: .framework, sources: spec.sources.filter { $0.pathExtension == "swift" }, resources: resources,
                  buildSettings: ["PRODUCT_NAME": spec.name, "PRODUCT_MODULE_NAME": spec.moduleName],
                  linkedFrameworks: spec.dependencies.map { "\($0).framework" }, packageProducts: [], testedTargetName: nil)
    }
}
