import Foundation

extension NSAttributedString {
    /// The string with `key` set to `value` over the whole of it, the other attributes kept. Both are
    /// rebuilt run by run: Foundation on Linux stops the program when `addAttribute(_:value:range:)`
    /// replaces an object value of a string made with attributes.
    package func settingAttribute(_ key: NSAttributedString.Key, to value: Any) -> NSAttributedString {
        settingAttributes([key: value], in: NSRange(location: 0, length: length))
    }

    /// The string with `attributes` merged into those of the characters in `range`.
    package func settingAttributes(_ attributes: [NSAttributedString.Key: Any], in range: NSRange) -> NSAttributedString {
        let restyled = NSMutableAttributedString(string: "")
        let string = self.string as NSString
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { existing, run, _ in
            // The run cut into what falls before, inside and after `range`.
            let inside = NSIntersectionRange(run, range)
            let pieces = inside.length == 0 ? [(run, false)]
                : [(NSRange(location: run.location, length: inside.location - run.location), false), (inside, true),
                   (NSRange(location: NSMaxRange(inside), length: NSMaxRange(run) - NSMaxRange(inside)), false)]
            for (piece, isInside) in pieces where piece.length > 0 {
                let merged = isInside ? existing.merging(attributes) { $1 } : existing
                restyled.append(NSAttributedString(string: string.substring(with: piece), attributes: merged))
            }
        }
        return restyled
    }
}
