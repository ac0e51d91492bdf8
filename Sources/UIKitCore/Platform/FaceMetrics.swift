import Foundation

/// A face's vertical metrics in ems, as `UIFont` reports them multiplied by its point size.
struct FaceMetrics: Hashable, Sendable {
    /// Above the baseline: positive.
    var ascender: CGFloat
    /// Below the baseline: negative.
    var descender: CGFloat
    var lineGap: CGFloat
    var capHeight: CGFloat
    var xHeight: CGFloat

    /// San Francisco's, which UIKit's system font reports on iOS: ascender 1950 and descender −494
    /// of 2048 units, no line gap (17 points: line height 20.29, ascender 16.19, descender −4.10).
    /// Cap and x heights are Inter's, whose letters are the ones drawn. docs/PORTING.md cites them.
    static let sanFrancisco = FaceMetrics(ascender: 1950 / 2048, descender: -494 / 2048, lineGap: 0,
                                          capHeight: 2048 / 2816, xHeight: 1536 / 2816)

    /// DejaVu Sans's and DejaVu Sans Mono's, from their files (hhea; caps and x from the H and x glyphs).
    static let dejaVuSans = FaceMetrics(ascender: 1901 / 2048, descender: -483 / 2048, lineGap: 0,
                                        capHeight: 1493 / 2048, xHeight: 1120 / 2048)

    /// A font file's own: the `hhea` table's ascender, descender and line gap over the `head`
    /// table's units per em, and the `OS/2` table's cap and x heights where it records them
    /// (version 2 and later; else 0.7 and 0.5 em, an estimate). Nil when the tables are missing.
    init?(fontData data: Data) {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func s16(_ at: Int) -> Int? { u16(at).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        guard let tableCount = u16(4) else { return nil }
        var tables: [String: Int] = [:]
        for index in 0..<tableCount {
            let record = 12 + index * 16
            guard record + 16 <= bytes.count, let offset = u32(record + 8) else { return nil }
            tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = offset
        }
        guard let head = tables["head"], let hhea = tables["hhea"], let units = u16(head + 18), units > 0,
              let ascender = s16(hhea + 4), let descender = s16(hhea + 6), let gap = s16(hhea + 8) else { return nil }
        let em = CGFloat(units)
        var capHeight = 0.7, xHeight = 0.5
        if let os2 = tables["OS/2"], let version = u16(os2), version >= 2, let x = s16(os2 + 86), let cap = s16(os2 + 88), cap > 0 {
            capHeight = CGFloat(cap) / em
            xHeight = CGFloat(x) / em
        }
        self.init(ascender: CGFloat(ascender) / em, descender: -abs(CGFloat(descender)) / em, lineGap: CGFloat(gap) / em,
                  capHeight: capHeight, xHeight: xHeight)
    }

    init(ascender: CGFloat, descender: CGFloat, lineGap: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
}
