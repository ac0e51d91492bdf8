import Foundation

/// The names a TrueType or OpenType file gives itself, read from its `name` table: the PostScript
/// name UIKit's `UIFont(name:size:)` looks fonts up by (name ID 6), the family (ID 16, else 1) and
/// the full name (ID 4). Windows Unicode records (UTF-16 big-endian) are preferred, then Mac Roman.
struct FontNameTable {
    let postScriptName: String
    let familyName: String
    let fullName: String?

    init?(data: Data) {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int? { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        guard let tableCount = u16(4) else { return nil }
        var nameTable: Int?
        for index in 0..<tableCount {
            let record = 12 + index * 16
            guard record + 16 <= bytes.count else { return nil }
            if bytes[record..<record + 4].elementsEqual(Array("name".utf8)) { nameTable = u32(record + 8) }
        }
        guard let table = nameTable, let count = u16(table + 2), let stringsOffset = u16(table + 4) else { return nil }
        var names: [Int: String] = [:]
        var fromWindows: Set<Int> = []
        for index in 0..<count {
            let record = table + 6 + index * 12
            guard let platform = u16(record), let encoding = u16(record + 2), let nameID = u16(record + 6),
                  let length = u16(record + 8), let offset = u16(record + 10) else { return nil }
            let start = table + stringsOffset + offset
            guard [1, 4, 6, 16].contains(nameID), start + length <= bytes.count else { continue }
            let raw = Data(bytes[start..<start + length])
            if platform == 3 && (encoding == 1 || encoding == 10), let text = String(data: raw, encoding: .utf16BigEndian) {
                names[nameID] = text
                fromWindows.insert(nameID)
            } else if platform == 1 && encoding == 0 && !fromWindows.contains(nameID), let text = String(data: raw, encoding: .macOSRoman) {
                names[nameID] = text
            }
        }
        guard let family = names[16] ?? names[1] else { return nil }
        postScriptName = names[6] ?? family.replacingOccurrences(of: " ", with: "")
        familyName = family
        fullName = names[4]
    }
}
