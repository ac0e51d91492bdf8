/// Apple's continuous ("squircle") corner, as commonly reverse-engineered from iOS 7: three cubic
/// Béziers joined by two short lines, leaving the straight edge 1.528 radii before the corner so
/// the curvature grows gradually. Points are (a, b): a radii before the corner along the edge the
/// outline arrives on, b radii along the edge it leaves by.
enum ContinuousCorner {
    static let reach: CGFloat = 1.52866483

    private static let curves: [(CGPoint, CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: 1.52866483, y: 0), CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0),
         CGPoint(x: 0.66993427, y: 0.06549600)),
        (CGPoint(x: 0.63149399, y: 0.07491100), CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392),
         CGPoint(x: 0.07491100, y: 0.63149399)),
        (CGPoint(x: 0.06549600, y: 0.66993427), CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323),
         CGPoint(x: 0, y: 1.52866483)),
    ]

    /// The corner's outline from where it leaves the arriving edge to where it meets the leaving
    /// one, each curve sampled at `segmentsPerCurve` steps (the short lines join consecutive curves).
    static func outline(segmentsPerCurve: Int) -> [(CGFloat, CGFloat)] {
        var points: [(CGFloat, CGFloat)] = []
        for (p0, p1, p2, p3) in curves {
            for step in 0...segmentsPerCurve {
                let t = CGFloat(step) / CGFloat(segmentsPerCurve), u = 1 - t
                let x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x
                let y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y
                points.append((x, y))
            }
        }
        return points
    }
}
