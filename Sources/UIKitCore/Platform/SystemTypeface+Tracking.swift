import Foundation

/// San Francisco's size-specific tracking: iOS spaces the system font's letters by an amount that
/// depends on the point size (looser below 12 points, tighter around body sizes, looser again for
/// display sizes), and every width UIKit measures includes it. Inter's own spacing is close to
/// San Francisco's before tracking, so with this applied a label or a button sized in Interface
/// Builder for its text (Xcode's "Button" at 15 points, 46 wide) holds the same text here.
extension SystemTypeface {
    /// Apple's table (Human Interface Guidelines, Typography, "Tracking values" for iOS) in
    /// thousandths of an em, from 6 points; sizes past its end track by 0.
    private static let trackingTable: [CGFloat] = [
        41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -25, -23, -18, -12, -4, // 6–23
        3, 6, 8, 11, 14, 14, 14, 13, 13, 12, 12, 11, 10, 10, 10, 10, 10, 9, 9, 9,      // 24–43
        8, 8, 8, 7, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1,        // 44–67
    ]

    /// The space added after each glyph at `pointSize`, in ems (a fraction of the point size);
    /// between the table's whole sizes it runs straight from one value to the next.
    static func tracking(atPointSize pointSize: CGFloat) -> CGFloat {
        let position = pointSize - 6
        guard position > 0 else { return trackingTable[0] / 1000 }
        let lower = Int(position)
        guard lower + 1 < trackingTable.count else { return lower < trackingTable.count ? trackingTable[lower] / 1000 : 0 }
        let fraction = position - CGFloat(lower)
        return (trackingTable[lower] * (1 - fraction) + trackingTable[lower + 1] * fraction) / 1000
    }
}

extension UIFont.Face {
    /// Whether the face stands in for San Francisco's proportional cuts, and so tracks as it does.
    var tracksAsSystemFont: Bool { systemTraits.map { !$0.isMonospaced } ?? false }

    /// The space after each glyph at `pointSize`, in points: San Francisco's tracking, or none.
    func tracking(atPointSize pointSize: CGFloat) -> CGFloat {
        tracksAsSystemFont ? SystemTypeface.tracking(atPointSize: pointSize) * pointSize : 0
    }
}
