import Foundation

extension DisplayCommand {
    /// The commands that draw `image` filling `rect`: one image command, or for a resizable image
    /// nine slices, the caps at their size and the middle tiled or stretched. `shown` is what is
    /// drawn (a tinted copy, say); `image` says how it resizes.
    static func resizedImage(_ shown: UIImage, as image: UIImage, in rect: CGRect, transform: CGAffineTransform, alpha: CGFloat) -> [DisplayCommand] {
        let size = shown.size
        guard let resizing = image.resizing, size.width > 0, size.height > 0, rect.size != size else {
            return [.image(.init(image: shown), rect: rect, transform: transform, alpha: alpha)]
        }
        let insets = resizing.capInsets
        let sourceColumns = slices(cuts(0, size.width, insets.left, insets.right), centre: resizing.centreSize?.width)
        let sourceRows = slices(cuts(0, size.height, insets.top, insets.bottom), centre: resizing.centreSize?.height)
        let targetXs = cuts(rect.minX, rect.width, insets.left, insets.right)
        let targetYs = cuts(rect.minY, rect.height, insets.top, insets.bottom)
        var commands: [DisplayCommand] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceColumns[column].lowerBound, y: sourceRows[row].lowerBound,
                                    width: sourceColumns[column].upperBound - sourceColumns[column].lowerBound,
                                    height: sourceRows[row].upperBound - sourceRows[row].lowerBound)
                let target = CGRect(x: targetXs[column], y: targetYs[row], width: targetXs[column + 1] - targetXs[column],
                                    height: targetYs[row + 1] - targetYs[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                // Tiled, the middle repeats at the source's size along the axes it spans; a cap
                // (or a stretched middle) is scaled to its place.
                let tilesAcross = !resizing.stretchesMiddle && column == 1
                let tilesDown = !resizing.stretchesMiddle && row == 1
                let tileWidth = tilesAcross ? source.width : target.width
                let tileHeight = tilesDown ? source.height : target.height
                let across = Int((target.width / tileWidth).rounded(.up)), down = Int((target.height / tileHeight).rounded(.up))
                guard across * down <= maximumTiles else {
                    commands += slice(shown, source: source, into: target, clip: target, transform: transform, alpha: alpha)
                    continue
                }
                for y in 0..<down {
                    for x in 0..<across {
                        let tile = CGRect(x: target.minX + CGFloat(x) * tileWidth, y: target.minY + CGFloat(y) * tileHeight,
                                          width: tileWidth, height: tileHeight)
                        commands += slice(shown, source: source, into: tile, clip: tile.intersection(target), transform: transform, alpha: alpha)
                    }
                }
            }
        }
        return commands
    }

    /// More tiles than this (a one-point middle in a large view) stretch instead.
    private static let maximumTiles = 4096

    /// The whole image placed so its `source` part fills `tile`, cut to `clip`.
    private static func slice(_ image: UIImage, source: CGRect, into tile: CGRect, clip: CGRect, transform: CGAffineTransform,
                              alpha: CGFloat) -> [DisplayCommand] {
        let scaleX = tile.width / source.width, scaleY = tile.height / source.height
        let placed = CGRect(x: tile.minX - source.minX * scaleX, y: tile.minY - source.minY * scaleY,
                            width: image.size.width * scaleX, height: image.size.height * scaleY)
        return [.pushClip(clip.applying(transform)), .image(.init(image: image), rect: placed, transform: transform, alpha: alpha), .popClip]
    }

    /// The three slices of the image along one axis, between its cuts; an asset catalog's centre
    /// length (negative or nil: all of it) ends the middle early, and the image up to the far cap
    /// is left out.
    private static func slices(_ cuts: [CGFloat], centre: CGFloat?) -> [ClosedRange<CGFloat>] {
        let middleEnd = centre.map { $0 >= 0 ? Swift.min(cuts[2], cuts[1] + $0) : cuts[2] } ?? cuts[2]
        return [cuts[0]...cuts[1], cuts[1]...middleEnd, cuts[2]...cuts[3]]
    }

    /// The four edges of three slices along one axis: start, start + leading cap, end − trailing
    /// cap, end (the caps shrunk to fit a length shorter than both).
    static func cuts(_ start: CGFloat, _ length: CGFloat, _ leading: CGFloat, _ trailing: CGFloat) -> [CGFloat] {
        var lead = Swift.max(0, leading), trail = Swift.max(0, trailing)
        if lead + trail > length, lead + trail > 0 {
            let shrink = length / (lead + trail)
            lead *= shrink
            trail *= shrink
        }
        return [start, start + lead, start + length - trail, start + length]
    }
}
