import Foundation
import Synchronization

/// The words of one language that `UITextChecker` checks against: the system's word list for it, as
/// Debian installs them under /usr/share/dict (the `wamerican` package gives `en_US`). The lists are
/// read once a process and never change, so every host shares them; what a host learns is its own
/// (`LearnedWords`).
struct WordList: Sendable {
    /// The words as the list spells them.
    let words: Set<String>
    /// Every word lowercased, with the list's spellings of it: completions and guesses are found in
    /// lowercase and given back as the list spells them.
    let spellingsByLowercase: [String: [String]]

    init(words: some Sequence<String>) {
        var spellings: [String: [String]] = [:]
        var all = Set<String>()
        for word in words where !word.isEmpty {
            all.insert(word)
            spellings[word.lowercased(), default: []].append(word)
        }
        self.words = all
        self.spellingsByLowercase = spellings
    }

    /// Whether `word` is spelled as the list has it: exactly, lowercased (a capital at the start of a
    /// sentence), or a word of capitals whose list spelling is capitalized ("PARIS").
    func contains(_ word: String) -> Bool {
        if words.contains(word) || words.contains(word.lowercased()) { return true }
        guard word == word.uppercased() else { return false }
        return spellingsByLowercase[word.lowercased()] != nil
    }

    // MARK: The installed lists

    /// The language codes UIKit names (`en_US`) and the Debian word list that holds each.
    static let fileNames: KeyValuePairs<String, String> = [
        "en_US": "american-english", "en_GB": "british-english", "en_CA": "canadian-english",
        "en_AU": "australian-english", "de_DE": "ngerman", "fr_FR": "french", "es_ES": "spanish",
        "it_IT": "italian", "pt_PT": "portuguese", "pt_BR": "brazilian", "nl_NL": "dutch",
        "sv_SE": "swedish", "da_DK": "danish", "nb_NO": "bokmaal", "pl_PL": "polish",
    ]

    static let directory = URL(fileURLWithPath: "/usr/share/dict")

    /// The languages whose lists are installed, in the table's order.
    static var installedLanguages: [String] {
        fileNames.filter { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0.value).path) }.map(\.key)
    }

    /// The code of the installed list for `language`: itself, or the first of its language when only
    /// the language is named ("en") or its region has no list ("en_NZ").
    static func installedLanguage(for language: String) -> String? {
        let normalized = language.replacingOccurrences(of: "-", with: "_")
        let installed = installedLanguages
        if installed.contains(normalized) { return normalized }
        let base = normalized.split(separator: "_").first.map(String.init) ?? normalized
        return installed.first { $0.hasPrefix(base + "_") }
    }

    private static let loaded = Mutex<[String: WordList]>([:])

    /// The list for `language` (a code `installedLanguage(for:)` gave), read on first use.
    static func list(for language: String) -> WordList? {
        if let list = loaded.withLock({ $0[language] }) { return list }
        guard let fileName = fileNames.first(where: { $0.key == language })?.value,
              let data = FileManager.default.contents(atPath: directory.appendingPathComponent(fileName).path) else { return nil }
        // Debian's lists are UTF-8; older ones are Latin-1.
        let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) ?? ""
        let list = WordList(words: text.split(whereSeparator: \.isNewline).map(String.init))
        loaded.withLock { $0[language] = list }
        return list
    }
}
