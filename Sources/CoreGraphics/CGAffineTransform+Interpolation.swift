import Foundation

/// How Core Animation moves between two transforms: it takes each apart into translation, rotation,
/// shear and scale, interpolates those, and puts them together again, so a view turning a quarter
/// keeps its size all the way (interpolating the six entries would shrink it by 0.7 halfway, and a
/// half turn would pass through a point). The rotation takes the shorter way round.
extension CGAffineTransform {
    /// The parts of an affine transform: `[a c; b d] = R(angle) · [1 shear; 0 1] · diag(sx, sy)`.
    package struct Parts {
        var tx: CGFloat, ty: CGFloat, angle: CGFloat, shear: CGFloat, sx: CGFloat, sy: CGFloat
    }

    /// This transform taken apart; nil when it flattens the plane (a zero scale), which cannot be.
    package var parts: Parts? {
        var sx = hypot(a, b)
        guard sx > 0 else { return nil }
        let determinant = a * d - b * c
        // A mirror image shows as a negative x scale.
        if determinant < 0 { sx = -sx }
        let angle = atan2(b / sx, a / sx)
        let cosine = cos(angle), sine = sin(angle)
        let sy = -sine * c + cosine * d
        guard sy != 0 else { return nil }
        let shear = (cosine * c + sine * d) / sy
        return Parts(tx: tx, ty: ty, angle: angle, shear: shear, sx: sx, sy: sy)
    }

    package init(parts p: Parts) {
        let cosine = cos(p.angle), sine = sin(p.angle)
        self.init(a: cosine * p.sx, b: sine * p.sx,
                  c: p.sy * (p.shear * cosine - sine), d: p.sy * (p.shear * sine + cosine),
                  tx: p.tx, ty: p.ty)
    }

    /// The transform `progress` of the way from `from` to `to` (beyond 1 for a spring's overshoot),
    /// by parts; entry by entry when one of them flattens the plane.
    package static func interpolate(_ from: CGAffineTransform, _ to: CGAffineTransform, _ progress: CGFloat) -> CGAffineTransform {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * progress }
        guard let start = from.parts, let end = to.parts else {
            return CGAffineTransform(a: mix(from.a, to.a), b: mix(from.b, to.b), c: mix(from.c, to.c),
                                     d: mix(from.d, to.d), tx: mix(from.tx, to.tx), ty: mix(from.ty, to.ty))
        }
        var turn = end.angle - start.angle
        if turn > .pi { turn -= 2 * .pi } else if turn <= -.pi { turn += 2 * .pi }
        return CGAffineTransform(parts: Parts(tx: mix(start.tx, end.tx), ty: mix(start.ty, end.ty),
                                              angle: start.angle + turn * progress, shear: mix(start.shear, end.shear),
                                              sx: mix(start.sx, end.sx), sy: mix(start.sy, end.sy)))
    }
}
