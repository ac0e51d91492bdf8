import Foundation

/// An Xcode asset catalog (`.xcassets`), read from the `Contents.json` file of each folder in it:
/// image sets, colour sets and data sets, named by their folder (inside a folder that provides a
/// namespace, `Folder/Name`). What the lab cannot show (an SVG image, a PDF without Poppler, a high-contrast
/// variant, an unknown colour space) is left out and named in `skipped`.
package struct AssetCatalog: Sendable {
    /// Which appearance an entry is for.
    enum Appearance: Sendable { case any, light, dark }

    /// One file of an image set: its scale (nil for a single-scale image), idiom and appearance.
    struct ImageFile: Sendable {
        let url: URL
        let scale: CGFloat?
        let idiom: String
        let appearance: Appearance
        /// Its slicing in Xcode's Attributes inspector: the caps (in points) and how the middle fills.
        let resizing: ImageResizing?
        /// A PDF, drawn at the scale it is shown at.
        var isVector: Bool { url.pathExtension.lowercased() == "pdf" }
    }

    struct ImageSet: Sendable {
        var files: [ImageFile]
        /// "template" or "original" when the set says how it renders; nil for the default.
        var renderingIntent: String?
    }

    struct ColorEntry: Sendable {
        let color: Value
        let idiom: String
        let appearance: Appearance
    }

    /// A colour set entry's value: components, or one of the system colours by the name Xcode
    /// writes (`"reference": "systemGreenColor"`), which the views layer resolves for the traits.
    enum Value: Sendable, Equatable {
        case components(RGBA)
        case system(String)
    }

    struct DataEntry: Sendable {
        let url: URL
        let idiom: String
        let typeIdentifier: String
    }

    package let url: URL
    private(set) var images: [String: ImageSet] = [:]
    private(set) var colors: [String: [ColorEntry]] = [:]
    private(set) var data: [String: [DataEntry]] = [:]
    /// What was left out, one line each naming the file and why.
    private(set) var skipped: [String] = []

    init(url: URL) {
        self.url = url
        read(folder: url, namespace: "")
    }

    private mutating func read(folder: URL, namespace: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() {
            let child = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let ext = child.pathExtension, base = child.deletingPathExtension().lastPathComponent
            let contents = Self.contents(of: child)
            switch ext {
            case "imageset": readImageSet(contents, folder: child, name: namespace + base)
            case "colorset": readColorSet(contents, folder: child, name: namespace + base)
            case "dataset": readDataSet(contents, folder: child, name: namespace + base)
            case "":
                let providesNamespace = (contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                read(folder: child, namespace: providesNamespace ? namespace + name + "/" : namespace)
            default:
                // App icons, launch images, symbol sets, stickers: nothing UIImage(named:) returns.
                if ext != "appiconset" { skipped.append("\(child.path): a .\(ext) is not read") }
            }
        }
    }

    static func contents(of folder: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The appearance an entry's `appearances` name; nil for one the lab does not show (high contrast).
    private static func appearance(_ entry: [String: Any]) -> Appearance? {
        var result = Appearance.any
        for item in entry["appearances"] as? [[String: Any]] ?? [] {
            switch (item["appearance"] as? String, item["value"] as? String) {
            case ("luminosity", "dark"): result = .dark
            case ("luminosity", "light"): result = .light
            default: return nil
            }
        }
        return result
    }

    private mutating func readImageSet(_ contents: [String: Any]?, folder: URL, name: String) {
        guard let contents else { return skipped.append("\(folder.path): no readable Contents.json") }
        var set = ImageSet(files: [], renderingIntent: nil)
        if let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String { set.renderingIntent = intent }
        for entry in contents["images"] as? [[String: Any]] ?? [] {
            guard let filename = entry["filename"] as? String else { continue }  // an empty slot
            let file = folder.appendingPathComponent(filename)
            let kind = file.pathExtension.lowercased()
            if kind == "pdf" && !PDFRasterizer.isAvailable {
                skipped.append("\(file.path): \(PDFRasterizer.requirement)")
                continue
            }
            guard ["png", "jpg", "jpeg", "pdf"].contains(kind) else {
                skipped.append("\(file.path): \(file.pathExtension.uppercased()) images are not drawn here; convert to PNG")
                continue
            }
            guard let appearance = Self.appearance(entry) else {
                skipped.append("\(file.path): a high-contrast variant is not shown here")
                continue
            }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) }
            var resizing: ImageResizing?
            if let slicing = entry["resizing"] {
                resizing = Self.resizing(slicing, scale: scale ?? 1)
                if resizing == nil { skipped.append("\(file.path): its slicing could not be read; the image draws whole") }
            }
            set.files.append(ImageFile(url: file, scale: scale, idiom: entry["idiom"] as? String ?? "universal", appearance: appearance,
                                       resizing: resizing))
        }
        images[name] = set
    }

    /// An entry's `resizing`: its mode says which caps count (`3-part-horizontal` the left and
    /// right, `3-part-vertical` the top and bottom, `9-part` all four), `cap-insets` gives them in
    /// the file's pixels, and the centre's mode is `tile` or `stretch` and its `width` and `height`
    /// how much of the image past the leading caps the middle is.
    private static func resizing(_ value: Any, scale: CGFloat) -> ImageResizing? {
        guard let slicing = value as? [String: Any], let mode = slicing["mode"] as? String,
              ["3-part-horizontal", "3-part-vertical", "9-part"].contains(mode) else { return nil }
        let caps = slicing["cap-insets"] as? [String: Any] ?? [:]
        func cap(_ key: String, _ applies: Bool) -> CGFloat {
            guard applies, let pixels = caps[key] as? Double ?? (caps[key] as? Int).map(Double.init) else { return 0 }
            return CGFloat(pixels) / Swift.max(1, scale)
        }
        let across = mode != "3-part-vertical", down = mode != "3-part-horizontal"
        let insets = UIEdgeInsets(top: cap("top", down), left: cap("left", across), bottom: cap("bottom", down), right: cap("right", across))
        let centre = slicing["center"] as? [String: Any] ?? [:]
        // The centre's own width and height (pixels): what lies past them, before the far caps, is
        // not drawn. Missing, the middle is everything between the caps.
        func length(_ key: String, _ applies: Bool) -> CGFloat? {
            guard applies, let pixels = centre[key] as? Double ?? (centre[key] as? Int).map(Double.init) else { return nil }
            return CGFloat(pixels) / Swift.max(1, scale)
        }
        let width = length("width", across), height = length("height", down)
        return ImageResizing(capInsets: insets, stretchesMiddle: centre["mode"] as? String == "stretch",
                             centreSize: width == nil && height == nil ? nil : CGSize(width: width ?? -1, height: height ?? -1))
    }

    private mutating func readColorSet(_ contents: [String: Any]?, folder: URL, name: String) {
        guard let contents else { return skipped.append("\(folder.path): no readable Contents.json") }
        var entries: [ColorEntry] = []
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            guard let appearance = Self.appearance(entry) else {
                skipped.append("\(folder.path): a high-contrast variant is not shown here")
                continue
            }
            // An entry with no colour is a slot left empty in Xcode (the template's AccentColor is
            // one): nothing is lost, the other entries serve.
            guard let color = entry["color"] as? [String: Any] else { continue }
            let value: Value
            if let reference = color["reference"] as? String {
                value = .system(reference)
            } else if let rgba = Self.rgba(color) {
                value = .components(rgba)
            } else {
                skipped.append("\(folder.path): a colour the lab cannot read (\(color["color-space"] ?? "no colour space"))")
                continue
            }
            entries.append(ColorEntry(color: value, idiom: entry["idiom"] as? String ?? "universal", appearance: appearance))
        }
        colors[name] = entries
    }

    private mutating func readDataSet(_ contents: [String: Any]?, folder: URL, name: String) {
        guard let contents else { return skipped.append("\(folder.path): no readable Contents.json") }
        data[name] = (contents["data"] as? [[String: Any]] ?? []).compactMap { entry in
            guard let filename = entry["filename"] as? String else { return nil }
            return DataEntry(url: folder.appendingPathComponent(filename), idiom: entry["idiom"] as? String ?? "universal",
                             typeIdentifier: entry["universal-type-identifier"] as? String ?? "public.data")
        }
    }
}
