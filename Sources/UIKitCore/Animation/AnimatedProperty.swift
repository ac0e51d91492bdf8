/// The view properties UIKit animates; each is stored as a small vector of numbers so one
/// interpolation path serves points, rectangles, colours and transforms.
enum AnimatedProperty: Hashable, Sendable, CaseIterable {
    case center, bounds, alpha, backgroundColor, transform, cornerRadius
    /// How much of a UIVisualEffectView's effect shows (0 none, 1 all): setting `effect` in an
    /// animation block fades the blur in or out, as UIKit does.
    case effectIntensity
}

/// A property value as numbers: [x, y] for points, [x, y, w, h] for rectangles, [r, g, b, a] for
/// colours, [a, b, c, d, tx, ty] for transforms, [v] for scalars.
struct AnimationVector: Equatable, Sendable {
    var components: [CGFloat]

    static func + (l: AnimationVector, r: AnimationVector) -> AnimationVector {
        AnimationVector(components: zip(l.components, r.components).map { $0 + $1 })
    }

    static func - (l: AnimationVector, r: AnimationVector) -> AnimationVector {
        AnimationVector(components: zip(l.components, r.components).map { $0 - $1 })
    }

    func scaled(by factor: CGFloat) -> AnimationVector {
        AnimationVector(components: components.map { $0 * factor })
    }

    static func interpolate(_ from: AnimationVector, _ to: AnimationVector, _ progress: CGFloat) -> AnimationVector {
        from + (to - from).scaled(by: progress)
    }

    init(components: [CGFloat]) { self.components = components }
    init(_ value: CGFloat) { components = [value] }
    init(_ point: CGPoint) { components = [point.x, point.y] }
    init(_ rect: CGRect) { components = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height] }
    init(_ color: RGBA) { components = [color.red, color.green, color.blue, color.alpha] }
    init(_ t: CGAffineTransform) { components = [t.a, t.b, t.c, t.d, t.tx, t.ty] }

    var scalar: CGFloat { components[0] }
    var point: CGPoint { CGPoint(x: components[0], y: components[1]) }
    var rect: CGRect { CGRect(x: components[0], y: components[1], width: components[2], height: components[3]) }
    var color: RGBA {
        func unit(_ v: CGFloat) -> CGFloat { Swift.min(1, Swift.max(0, v)) }
        return RGBA(red: unit(components[0]), green: unit(components[1]),
                    blue: unit(components[2]), alpha: unit(components[3]))
    }
    var transform: CGAffineTransform {
        CGAffineTransform(a: components[0], b: components[1], c: components[2],
                          d: components[3], tx: components[4], ty: components[5])
    }
}
