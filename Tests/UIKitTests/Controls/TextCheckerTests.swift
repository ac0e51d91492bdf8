import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// `UITextChecker` as Apple documents it, against the system's en_US word list (Debian's wamerican,
/// which `make deps` installs): misspelled words found in order with wrapping, guesses and
/// completions, ignored words per checker and learned words per host.
@MainActor
@Suite struct TextCheckerTests {
    private func range(of text: String) -> NSRange { NSRange(location: 0, length: (text as NSString).length) }

    @Test func theFirstMisspelledWordIsFoundFromTheOffsetAndAgainFromTheStartWhenWrapping() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let text = "The quick brwn fox jumps over the lazzy dog"
        let checker = host.run { UITextChecker() }
        let first = host.run { checker.rangeOfMisspelledWord(in: text, range: range(of: text), startingAt: 0, wrap: false, language: "en_US") }
        #expect(first == NSRange(location: 10, length: 4))
        let second = host.run { checker.rangeOfMisspelledWord(in: text, range: range(of: text), startingAt: 11, wrap: false, language: "en_US") }
        #expect(second == NSRange(location: 34, length: 5))
        let past = host.run { checker.rangeOfMisspelledWord(in: text, range: range(of: text), startingAt: 40, wrap: false, language: "en_US") }
        #expect(past.location == NSNotFound)
        let wrapped = host.run { checker.rangeOfMisspelledWord(in: text, range: range(of: text), startingAt: 40, wrap: true, language: "en_US") }
        #expect(wrapped == NSRange(location: 10, length: 4))
        // Capitals at a sentence's start, words in capitals, apostrophes and numbers are not slips; "en" is en_US.
        let clean = "Apple's PARIS office opened in 1999, didn’t it?"
        let none = host.run { checker.rangeOfMisspelledWord(in: clean, range: range(of: clean), startingAt: 0, wrap: false, language: "en") }
        #expect(none.location == NSNotFound)
    }

    @Test func guessesAreWordsOneSlipAwayAndCompletionsStartWithThePartialWord() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let checker = host.run { UITextChecker() }
        let swapped = try #require(host.run { checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "teh", language: "en_US") })
        #expect(swapped.first == "the")
        let missing = try #require(host.run { checker.guesses(forWordRange: NSRange(location: 4, length: 7), in: "Bad speling", language: "en_US") })
        #expect(missing.contains("spelling"))
        let capital = try #require(host.run { checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "Helo", language: "en_US") })
        #expect(capital.allSatisfy { $0.first?.isUppercase == true } && capital.contains("Hello"))
        let completions = try #require(host.run { checker.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "hell", language: "en_US") })
        #expect(completions.contains("hello") && completions.allSatisfy { $0.hasPrefix("hell") && $0 != "hell" })
        #expect(zip(completions, completions.dropFirst()).allSatisfy { $0.count <= $1.count })
        #expect(host.run { UITextChecker.availableLanguages }.contains("en_US"))
    }

    @Test func ignoredWordsBelongToTheCheckerAndLearnedWordsToTheHost() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let other = HeadlessHost(size: CGSize(width: 100, height: 100))
        let text = "zorbly"
        let whole = range(of: text)
        let (ignoring, plain) = host.run { (UITextChecker(), UITextChecker()) }
        host.run { ignoring.ignoreWord("zorbly") }
        #expect(host.run { ignoring.ignoredWords } == ["zorbly"])
        #expect(host.run { ignoring.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US") }.location == NSNotFound)
        #expect(host.run { plain.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US") } == whole)
        host.run { UITextChecker.learnWord("zorbly") }
        #expect(host.run { UITextChecker.hasLearnedWord("zorbly") })
        #expect(host.run { plain.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US") }.location == NSNotFound)
        // Another host is another device: it has not learned the word.
        #expect(!other.run { UITextChecker.hasLearnedWord("zorbly") })
        host.run { UITextChecker.unlearnWord("zorbly") }
        #expect(host.run { plain.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en_US") } == whole)
    }

    @Test func aLanguageWithNoWordListFindsNothingAndSaysSoOnce() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        var warnings: [String] = []
        host.core.environment.warningHandler = { warnings.append($0) }
        let checker = host.run { UITextChecker() }
        for _ in 0..<2 {
            let found = host.run { checker.rangeOfMisspelledWord(in: "qqq", range: NSRange(location: 0, length: 3), startingAt: 0, wrap: true, language: "xx_XX") }
            #expect(found.location == NSNotFound)
        }
        #expect(warnings.count == 1 && warnings[0].contains("no word list for 'xx_XX'") && warnings[0].contains("en_US"))
    }
}
