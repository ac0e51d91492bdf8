/// How key-value coding turns an archived string into a scalar property's value: as NSString's
/// `doubleValue` (the longest leading decimal number; 0 when there is none) and `boolValue` (true
/// when the first character after blanks, a sign and zeros is Y, y, T, t or a digit 1–9).
enum KeyValueCodingScalar {
    static func double(_ text: String) -> Double {
        var characters = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        var number = ""
        if let sign = characters.first, sign == "+" || sign == "-" { number.append(sign); characters = characters.dropFirst() }
        var seenPoint = false
        let digits = characters.prefix { character in
            if character == "." { defer { seenPoint = true }; return !seenPoint }
            return character.isASCII && character.isNumber
        }
        number += digits
        characters = characters.dropFirst(digits.count)
        // An exponent counts only when digits follow it.
        if let e = characters.first, e == "e" || e == "E" {
            var exponent = characters.dropFirst()
            var written = "e"
            if let sign = exponent.first, sign == "+" || sign == "-" { written.append(sign); exponent = exponent.dropFirst() }
            let exponentDigits = exponent.prefix { $0.isASCII && $0.isNumber }
            if !exponentDigits.isEmpty { number += written + exponentDigits }
        }
        // NSString answers 0 for text that is no number ("", ".", "-"), and so does this.
        return Double(number) ?? 0
    }

    static func bool(_ text: String) -> Bool {
        let significant = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "+" || $0 == "-" || $0 == "0" }
        guard let first = significant.first else { return false }
        return "YyTt123456789".contains(first)
    }
}
