import Foundation

// Which entry of a set the running device shows, as UIKit picks from a compiled catalog: the
// device's idiom before "universal", the appearance's own variant before the one for any, and the
// display's scale, else the nearest larger, else the largest.
extension AssetCatalog {
    /// The traits a lookup is for; `idiom` as the catalog spells it ("iphone", "ipad").
    struct Traits: Sendable {
        var scale: CGFloat
        var isDark: Bool
        var idiom: String
    }

    func imageFile(named name: String, for traits: Traits) -> ImageFile? {
        guard let set = images[name] else { return nil }
        let candidates = Self.best(set.files, idiom: \.idiom, appearance: \.appearance, for: traits)
        let scaled = candidates.filter { $0.scale != nil }
        guard !scaled.isEmpty else { return candidates.first }
        if let exact = scaled.first(where: { $0.scale == traits.scale }) { return exact }
        let larger = scaled.filter { $0.scale! > traits.scale }.min { $0.scale! < $1.scale! }
        return larger ?? scaled.max { $0.scale! < $1.scale! }
    }

    func color(named name: String, for traits: Traits) -> Value? {
        guard let entries = colors[name] else { return nil }
        return Self.best(entries, idiom: \.idiom, appearance: \.appearance, for: traits).first?.color
    }

    func dataEntry(named name: String, for traits: Traits) -> DataEntry? {
        guard let entries = data[name] else { return nil }
        return entries.first { $0.idiom == traits.idiom } ?? entries.first { $0.idiom == "universal" } ?? entries.first
    }

    /// The entries for the closest idiom, then for the closest appearance.
    private static func best<Entry>(_ entries: [Entry], idiom: KeyPath<Entry, String>, appearance: KeyPath<Entry, Appearance>,
                                    for traits: Traits) -> [Entry] {
        let forIdiom = [traits.idiom, "universal"].lazy.map { wanted in entries.filter { $0[keyPath: idiom] == wanted } }
            .first { !$0.isEmpty } ?? []
        let own: Appearance = traits.isDark ? .dark : .light
        for wanted in [own, .any] {
            let matching = forIdiom.filter { $0[keyPath: appearance] == wanted }
            if !matching.isEmpty { return matching }
        }
        return forIdiom
    }
}
