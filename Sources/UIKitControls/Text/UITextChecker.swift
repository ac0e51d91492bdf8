import Foundation

/// Spell-checks text and offers guesses and completions, as UIKit's `UITextChecker`, against the
/// system's word list for the language (`WordList`; Debian's `wamerican` gives `en_US`). Ranges and
/// offsets count UTF-16 units, as `NSRange` does. Words an app learns are its host's; words it ignores
/// are this checker's, as Apple documents ("one instance per document").
@preconcurrency @MainActor
open class UITextChecker: NSObject {
    private var ignored: [String] = []

    public override init() { super.init() }

    // MARK: Checking

    /// The first misspelled word of `range` at or after `startingOffset` (from the range's start again
    /// when `wrapFlag`), or `NSRange(location: NSNotFound, length: 0)` when every word is spelled right.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let list = wordList(for: language) else { return notFound }
        let words = Self.words(in: stringToCheck, range: range)
        let isMisspelled = { (word: (range: NSRange, text: String)) in !self.isSpelledRight(word.text, in: list) }
        if let found = words.first(where: { $0.range.location >= startingOffset && isMisspelled($0) }) { return found.range }
        if wrapFlag, let found = words.first(where: { $0.range.location < startingOffset && isMisspelled($0) }) { return found.range }
        return notFound
    }

    /// Words of the list one edit from the word at `range` (a letter changed, swapped, left out or
    /// added), then two when none is one away; the likelier kinds of slip first.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let list = wordList(for: language), let word = Self.substring(of: string, in: range), !word.isEmpty else { return nil }
        let lowercase = word.lowercased()
        var found: [String] = []
        var seen: Set<String> = [lowercase]
        func keep(_ candidate: String) {
            guard seen.insert(candidate).inserted, let spellings = list.spellingsByLowercase[candidate] else { return }
            found.append(Self.matchingCase(of: word, spellings: spellings))
        }
        let nearby = Self.edits(of: lowercase)
        nearby.forEach(keep)
        if found.isEmpty {
            for edit in nearby where found.count < 10 { Self.edits(of: edit).forEach(keep) }
        }
        return Array(found.prefix(10))
    }

    /// Words of the list that start with the partial word at `range`, shortest (likeliest) first, in
    /// the partial word's case.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let list = wordList(for: language), let partial = Self.substring(of: string, in: range), !partial.isEmpty else { return nil }
        let lowercase = partial.lowercased()
        let keepsApostrophes = partial.contains("'")
        let matches = list.spellingsByLowercase.compactMap { entry -> String? in
            guard entry.key.count > lowercase.count, entry.key.hasPrefix(lowercase),
                  keepsApostrophes || !entry.key.contains("'") else { return nil }
            // A lowercase start completes to common words only, not to names.
            if partial.first?.isLowercase == true, !entry.value.contains(entry.key) { return nil }
            return Self.matchingCase(of: partial, spellings: entry.value)
        }
        return matches.sorted { ($0.count, $0) < ($1.count, $1) }
    }

    // MARK: Words to leave alone

    /// Tells this checker to pass `wordToIgnore` from now on.
    open func ignoreWord(_ wordToIgnore: String) {
        if !ignored.contains(wordToIgnore) { ignored.append(wordToIgnore) }
    }

    /// The words this checker passes; nil when there are none.
    open var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : ignored }
        set { ignored = newValue ?? [] }
    }

    /// Adds `word` to the lexicon every checker of this host uses.
    open class func learnWord(_ word: String) { HostEnvironment.current.learnedWords.words.insert(word) }

    open class func unlearnWord(_ word: String) { HostEnvironment.current.learnedWords.words.remove(word) }

    open class func hasLearnedWord(_ word: String) -> Bool { HostEnvironment.current.learnedWords.words.contains(word) }

    /// The languages a word list is installed for, as `language_REGION` codes.
    open class var availableLanguages: [String] { WordList.installedLanguages }

    // MARK: Helpers

    private func wordList(for language: String) -> WordList? {
        guard let installed = WordList.installedLanguage(for: language), let list = WordList.list(for: installed) else {
            let available = WordList.installedLanguages
            Diagnostics.warnOnce("textChecker.language.\(language)",
                                 "UITextChecker has no word list for '\(language)', so it finds no misspelled words, guesses or completions in it; "
                                 + (available.isEmpty ? "install Debian's wamerican package (make deps does) for en_US."
                                                      : "installed: \(available.joined(separator: ", "))."))
            return nil
        }
        return list
    }

    private func isSpelledRight(_ word: String, in list: WordList) -> Bool {
        let learned = HostEnvironment.current.learnedWords.words
        return list.contains(word) || learned.contains(word) || learned.contains(word.lowercased()) || ignored.contains(word)
    }

    /// The words of `string` within `range`: letters with apostrophes between them; runs holding a
    /// digit are not words to check.
    static func words(in string: String, range: NSRange) -> [(range: NSRange, text: String)] {
        var words: [(range: NSRange, text: String)] = []
        var current = ""
        var start = 0, offset = 0
        func finish() {
            let trimmed = current.hasSuffix("'") ? String(current.dropLast()) : current
            if !trimmed.isEmpty, !trimmed.contains(where: \.isNumber) {
                words.append((NSRange(location: start, length: trimmed.utf16.count), trimmed))
            }
            current = ""
        }
        for character in string {
            let length = character.utf16.count
            defer { offset += length }
            guard offset >= range.location, offset + length <= range.location + range.length else {
                if !current.isEmpty { finish() }
                continue
            }
            let isApostrophe = character == "'" || character == "\u{2019}"
            if character.isLetter || character.isNumber || (isApostrophe && !current.isEmpty) {
                if current.isEmpty { start = offset }
                current.append(isApostrophe ? "'" : character)
            } else if !current.isEmpty {
                finish()
            }
        }
        if !current.isEmpty { finish() }
        return words
    }

    static func substring(of string: String, in range: NSRange) -> String? {
        guard let bounds = Range(range, in: string) else { return nil }
        return String(string[bounds]).replacingOccurrences(of: "\u{2019}", with: "'")
    }

    /// The list's spelling in the case `word` was typed in: as typed when all lowercase, capitalized
    /// or in capitals when the word was.
    static func matchingCase(of word: String, spellings: [String]) -> String {
        let spelling = spellings.first { $0 == $0.lowercased() } ?? spellings[0]
        if word.count > 1, word == word.uppercased() { return spelling.uppercased() }
        if word.first?.isUppercase == true { return spelling.prefix(1).uppercased() + spelling.dropFirst() }
        return spelling
    }

    /// Every string one edit from `word`: two letters swapped, one changed, one left out, one added.
    static func edits(of word: String) -> [String] {
        let letters = Array(word)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz") + letters.filter { $0.isLetter && !("a"..."z").contains($0) }
        var edits: [String] = []
        for index in letters.indices.dropLast() {
            var swapped = letters
            swapped.swapAt(index, index + 1)
            edits.append(String(swapped))
        }
        for index in letters.indices {
            for letter in alphabet where letter != letters[index] {
                var changed = letters
                changed[index] = letter
                edits.append(String(changed))
            }
        }
        for index in letters.indices {
            var shorter = letters
            shorter.remove(at: index)
            edits.append(String(shorter))
        }
        for index in 0...letters.count {
            for letter in alphabet {
                var longer = letters
                longer.insert(letter, at: index)
                edits.append(String(longer))
            }
        }
        return edits
    }
}
