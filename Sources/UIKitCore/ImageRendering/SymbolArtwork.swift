import Foundation

/// The lab's own artwork for the most used symbol names, drawn in the usual shapes of those
/// symbols (chevrons, marks, a star, a house …) on a 24-unit grid with round ends, stroked in the
/// weight's width or filled. It is not Apple's SF Symbols artwork; docs/SYMBOLS.md lists the names.
@MainActor
struct SymbolArtwork {
    /// The pieces, in grid units: lines and outlines to stroke, shapes to fill.
    enum Piece {
        case stroke(UIBezierPath)
        case fill(UIBezierPath)
    }

    /// The grid's width for this symbol (24, or narrower for chevrons); the height is always 24.
    let width: CGFloat
    let pieces: [Piece]

    static let grid: CGFloat = 24

    /// The artwork for `name`, nil for a name the lab has none for.
    static func named(_ name: String) -> SymbolArtwork? { makers[name]?() }

    static var names: [String] { makers.keys.sorted() }

    // MARK: Shapes

    private static func polyline(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> UIBezierPath {
        let path = UIBezierPath()
        for (index, point) in points.enumerated() {
            let p = CGPoint(x: point.0, y: point.1)
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        if closed { path.close() }
        return path
    }

    private static func line(_ points: (CGFloat, CGFloat)...) -> Piece { .stroke(polyline(points)) }
    private static func outline(_ points: (CGFloat, CGFloat)...) -> Piece { .stroke(polyline(points, closed: true)) }
    private static func solid(_ points: (CGFloat, CGFloat)...) -> Piece { .fill(polyline(points, closed: true)) }
    private static func ring(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> Piece {
        .stroke(UIBezierPath(ovalIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)))
    }
    private static func dot(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> Piece {
        .fill(UIBezierPath(ovalIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)))
    }

    private static func star() -> UIBezierPath {
        let points = (0..<10).map { index -> (CGFloat, CGFloat) in
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let radius: CGFloat = index % 2 == 0 ? 10 : 4.2
            return (12 + radius * cos(angle), 12.6 + radius * sin(angle))
        }
        return polyline(points, closed: true)
    }

    private static func heart() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 12, y: 20.5))
        path.addCurve(to: CGPoint(x: 3, y: 8.5), controlPoint1: CGPoint(x: 6, y: 16), controlPoint2: CGPoint(x: 3, y: 12))
        path.addCurve(to: CGPoint(x: 12, y: 6.5), controlPoint1: CGPoint(x: 3, y: 3.5), controlPoint2: CGPoint(x: 9.5, y: 2.5))
        path.addCurve(to: CGPoint(x: 21, y: 8.5), controlPoint1: CGPoint(x: 14.5, y: 2.5), controlPoint2: CGPoint(x: 21, y: 3.5))
        path.addCurve(to: CGPoint(x: 12, y: 20.5), controlPoint1: CGPoint(x: 21, y: 12), controlPoint2: CGPoint(x: 18, y: 16))
        path.close()
        return path
    }

    private static func person() -> [UIBezierPath] {
        let body = UIBezierPath()
        body.move(to: CGPoint(x: 4.5, y: 21))
        body.addCurve(to: CGPoint(x: 12, y: 13.5), controlPoint1: CGPoint(x: 4.5, y: 16.5), controlPoint2: CGPoint(x: 8, y: 13.5))
        body.addCurve(to: CGPoint(x: 19.5, y: 21), controlPoint1: CGPoint(x: 16, y: 13.5), controlPoint2: CGPoint(x: 19.5, y: 16.5))
        body.close()
        return [UIBezierPath(ovalIn: CGRect(x: 8, y: 2.5, width: 8, height: 8)), body]
    }

    private static func bell() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 6, y: 16.5))
        path.addLine(to: CGPoint(x: 6, y: 10.5))
        path.addCurve(to: CGPoint(x: 18, y: 10.5), controlPoint1: CGPoint(x: 6, y: 2.5), controlPoint2: CGPoint(x: 18, y: 2.5))
        path.addLine(to: CGPoint(x: 18, y: 16.5))
        path.addLine(to: CGPoint(x: 20, y: 18.5))
        path.addLine(to: CGPoint(x: 4, y: 18.5))
        path.close()
        return path
    }

    private static func gear() -> [Piece] {
        let points = (0..<32).map { index -> (CGFloat, CGFloat) in
            let angle = CGFloat(index) / 32 * 2 * .pi
            let radius: CGFloat = (index / 2) % 2 == 0 ? 10 : 7.6
            return (12 + radius * cos(angle + .pi / 16), 12 + radius * sin(angle + .pi / 16))
        }
        return [.stroke(polyline(points, closed: true)), ring(12, 12, 3.2)]
    }

    private static let house: [(CGFloat, CGFloat)] = [(12, 3), (21.5, 11), (19, 11), (19, 20.5), (5, 20.5), (5, 11), (2.5, 11)]

    private static let makers: [String: () -> SymbolArtwork] = [
        "chevron.right": { SymbolArtwork(width: 14, pieces: [line((4, 4), (11, 12), (4, 20))]) },
        "chevron.forward": { SymbolArtwork(width: 14, pieces: [line((4, 4), (11, 12), (4, 20))]) },
        "chevron.left": { SymbolArtwork(width: 14, pieces: [line((10, 4), (3, 12), (10, 20))]) },
        "chevron.backward": { SymbolArtwork(width: 14, pieces: [line((10, 4), (3, 12), (10, 20))]) },
        "chevron.up": { SymbolArtwork(width: 24, pieces: [line((4, 16), (12, 8), (20, 16))]) },
        "chevron.down": { SymbolArtwork(width: 24, pieces: [line((4, 8), (12, 16), (20, 8))]) },
        "xmark": { SymbolArtwork(width: 24, pieces: [line((5, 5), (19, 19)), line((19, 5), (5, 19))]) },
        "plus": { SymbolArtwork(width: 24, pieces: [line((12, 3.5), (12, 20.5)), line((3.5, 12), (20.5, 12))]) },
        "minus": { SymbolArtwork(width: 24, pieces: [line((3.5, 12), (20.5, 12))]) },
        "checkmark": { SymbolArtwork(width: 24, pieces: [line((4, 13), (9.5, 18.5), (20, 5.5))]) },
        "ellipsis": { SymbolArtwork(width: 24, pieces: [dot(4.5, 12, 2), dot(12, 12, 2), dot(19.5, 12, 2)]) },
        "circle": { SymbolArtwork(width: 24, pieces: [ring(12, 12, 9.5)]) },
        "circle.fill": { SymbolArtwork(width: 24, pieces: [dot(12, 12, 10)]) },
        "plus.circle": { SymbolArtwork(width: 24, pieces: [ring(12, 12, 9.5), line((12, 7.5), (12, 16.5)), line((7.5, 12), (16.5, 12))]) },
        "checkmark.circle": { SymbolArtwork(width: 24, pieces: [ring(12, 12, 9.5), line((7.5, 12.5), (10.5, 15.5), (16.5, 8.5))]) },
        "xmark.circle": { SymbolArtwork(width: 24, pieces: [ring(12, 12, 9.5), line((8.5, 8.5), (15.5, 15.5)), line((15.5, 8.5), (8.5, 15.5))]) },
        "arrow.down.circle": { SymbolArtwork(width: 24, pieces: [ring(12, 12, 9.5), line((12, 6.5), (12, 17)), line((8, 13), (12, 17), (16, 13))]) },
        "info.circle": { SymbolArtwork(width: 24, pieces: [ring(12, 12, 9.5), dot(12, 7.6, 1.3), line((12, 11), (12, 17))]) },
        "exclamationmark.circle": { SymbolArtwork(width: 24, pieces: [ring(12, 12, 9.5), line((12, 6.5), (12, 13)), dot(12, 16.8, 1.3)]) },
        "exclamationmark.triangle": {
            SymbolArtwork(width: 24, pieces: [outline((12, 3), (22, 20.5), (2, 20.5)), line((12, 9), (12, 14)), dot(12, 17.2, 1.2)])
        },
        "ellipsis.circle": { SymbolArtwork(width: 24, pieces: [ring(12, 12, 9.5), dot(7.5, 12, 1.4), dot(12, 12, 1.4), dot(16.5, 12, 1.4)]) },
        "square.and.arrow.up": {
            SymbolArtwork(width: 24, pieces: [line((8.5, 9.5), (5, 9.5), (5, 21), (19, 21), (19, 9.5), (15.5, 9.5)),
                                              line((12, 2.5), (12, 14.5)), line((8, 6.5), (12, 2.5), (16, 6.5))])
        },
        "square.and.arrow.down": {
            SymbolArtwork(width: 24, pieces: [line((8.5, 9.5), (5, 9.5), (5, 21), (19, 21), (19, 9.5), (15.5, 9.5)),
                                              line((12, 2.5), (12, 14.5)), line((8, 10.5), (12, 14.5), (16, 10.5))])
        },
        "doc.on.doc": {
            SymbolArtwork(width: 24, pieces: [outline((4.5, 7.5), (15, 7.5), (15, 21), (4.5, 21)),
                                              line((9, 7.5), (9, 3), (19.5, 3), (19.5, 16.5), (15, 16.5))])
        },
        "square.and.pencil": {
            SymbolArtwork(width: 24, pieces: [line((12.5, 4.5), (4, 4.5), (4, 20), (19.5, 20), (19.5, 11.5)),
                                              outline((9.5, 14.5), (10, 11.5), (18, 3.5), (20.5, 6), (12.5, 14))])
        },
        "trash": {
            SymbolArtwork(width: 24, pieces: [line((3.5, 6), (20.5, 6)), line((9, 6), (9, 3), (15, 3), (15, 6)),
                                              line((5.5, 6), (6.8, 21), (17.2, 21), (18.5, 6)), line((10, 10), (10, 17)), line((14, 10), (14, 17))])
        },
        "gear": { SymbolArtwork(width: 24, pieces: gear()) },
        "gearshape": { SymbolArtwork(width: 24, pieces: gear()) },
        "star": { SymbolArtwork(width: 24, pieces: [.stroke(star())]) },
        "star.fill": { SymbolArtwork(width: 24, pieces: [.fill(star())]) },
        "heart": { SymbolArtwork(width: 24, pieces: [.stroke(heart())]) },
        "heart.fill": { SymbolArtwork(width: 24, pieces: [.fill(heart())]) },
        "magnifyingglass": { SymbolArtwork(width: 24, pieces: [ring(10, 10, 6.8), line((15, 15), (21, 21))]) },
        "person": { SymbolArtwork(width: 24, pieces: person().map { .stroke($0) }) },
        "person.fill": { SymbolArtwork(width: 24, pieces: person().map { .fill($0) }) },
        "house": {
            SymbolArtwork(width: 24, pieces: [.stroke(polyline(house, closed: true)), line((10, 20.5), (10, 15), (14, 15), (14, 20.5))])
        },
        "house.fill": { SymbolArtwork(width: 24, pieces: [.fill(polyline(house, closed: true))]) },
        "bell": { SymbolArtwork(width: 24, pieces: [.stroke(bell()), line((10, 21.5), (14, 21.5))]) },
        "bell.fill": { SymbolArtwork(width: 24, pieces: [.fill(bell()), line((10, 21.5), (14, 21.5))]) },
        "sidebar.left": {
            SymbolArtwork(width: 24, pieces: [outline((2.5, 4.5), (21.5, 4.5), (21.5, 19.5), (2.5, 19.5)), line((9, 4.5), (9, 19.5)),
                                              line((4.8, 8), (6.8, 8)), line((4.8, 11), (6.8, 11)), line((4.8, 14), (6.8, 14))])
        },
        "sidebar.right": {
            SymbolArtwork(width: 24, pieces: [outline((2.5, 4.5), (21.5, 4.5), (21.5, 19.5), (2.5, 19.5)), line((15, 4.5), (15, 19.5)),
                                              line((17.2, 8), (19.2, 8)), line((17.2, 11), (19.2, 11)), line((17.2, 14), (19.2, 14))])
        },
        "arrow.up.left.and.arrow.down.right": {
            SymbolArtwork(width: 24, pieces: [line((4, 4), (10, 10)), line((4, 10), (4, 4), (10, 4)),
                                              line((20, 20), (14, 14)), line((20, 14), (20, 20), (14, 20))])
        },
        "arrow.down.right.and.arrow.up.left": {
            SymbolArtwork(width: 24, pieces: [line((4, 4), (10, 10)), line((10, 4), (10, 10), (4, 10)),
                                              line((20, 20), (14, 14)), line((14, 20), (14, 14), (20, 14))])
        },
        "line.3.horizontal": { SymbolArtwork(width: 24, pieces: [line((4, 6), (20, 6)), line((4, 12), (20, 12)), line((4, 18), (20, 18))]) },
        "envelope": { SymbolArtwork(width: 24, pieces: [outline((2.5, 5.5), (21.5, 5.5), (21.5, 18.5), (2.5, 18.5)), line((2.5, 5.5), (12, 13), (21.5, 5.5))]) },
        "clock": { SymbolArtwork(width: 24, pieces: [ring(12, 12, 9.5), line((12, 6.5), (12, 12), (15.5, 14.5))]) },
        "bookmark": { SymbolArtwork(width: 24, pieces: [outline((6.5, 3), (17.5, 3), (17.5, 21), (12, 16.5), (6.5, 21))]) },
        "arrow.left": { SymbolArtwork(width: 24, pieces: [line((20, 12), (4, 12)), line((10, 6), (4, 12), (10, 18))]) },
        "arrow.right": { SymbolArtwork(width: 24, pieces: [line((4, 12), (20, 12)), line((14, 6), (20, 12), (14, 18))]) },
        "lock": {
            SymbolArtwork(width: 24, pieces: [outline((5, 10.5), (19, 10.5), (19, 21), (5, 21)), line((8, 10.5), (8, 7.5)),
                                              .stroke({ let p = UIBezierPath(); p.move(to: CGPoint(x: 8, y: 7.5))
                                                  p.addCurve(to: CGPoint(x: 16, y: 7.5), controlPoint1: CGPoint(x: 8, y: 2), controlPoint2: CGPoint(x: 16, y: 2))
                                                  return p }()), line((16, 7.5), (16, 10.5))])
        },
    ]
}
