/// A 4 × 4 transform of a layer, as Core Animation's `CATransform3D`: points are row vectors
/// (x, y, z, 1) multiplied on the left, so `m41…m43` translate and `m34` gives perspective
/// (−1 / eye distance). Layers are flat (z = 0); the renderer projects them through `m14`, `m24`
/// and `m44` onto the screen.
public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// All zero, as the C struct's initialiser.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The rows, for the arithmetic below.
    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                  m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                  m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// `self` then `other` (the row-vector product self · other).
    func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = rows, b = other.rows
        var result = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { result[i][j] = (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        return CATransform3D(rows: result)
    }

    /// Where the flat point (x, y, 0) lands, after the perspective divide; nil behind the eye.
    func project(_ point: CGPoint) -> CGPoint? {
        let w = point.x * m14 + point.y * m24 + m44
        guard w > 1e-6 else { return nil }
        return CGPoint(x: (point.x * m11 + point.y * m21 + m41) / w, y: (point.x * m12 + point.y * m22 + m42) / w)
    }

    /// The plane z = 0 mapped to the screen: the 3 × 3 homography (row vectors) this transform
    /// gives flat layers.
    var planeHomography: Homography {
        Homography(m: [m11, m12, m14, m21, m22, m24, m41, m42, m44])
    }
}

public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { CATransform3DEqualToTransform(t, CATransform3DIdentity) }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a.rows == b.rows }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z), as Core Animation's (right-handed, so a
/// positive angle about z turns x towards y: clockwise on screen, like `CGAffineTransform(rotationAngle:)`).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (u, v, w) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
                         m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
                         m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
                         m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` then … : each of these applies its change before `t` (Core Animation's `CATransform3DTranslate(t, …)`
/// is `CATransform3DConcat(MakeTranslation(…), t)`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// The inverse, or `t` unchanged when it has none (as Core Animation answers).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = t.rows
    var inverse: [[CGFloat]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }), abs(m[pivot][column]) > 1e-12 else { return t }
        m.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let p = m[column][column]
        for j in 0..<4 { m[column][j] /= p; inverse[column][j] /= p }
        for row in 0..<4 where row != column {
            let f = m[row][column]
            for j in 0..<4 { m[row][j] -= f * m[column][j]; inverse[row][j] -= f * inverse[column][j] }
        }
    }
    return CATransform3D(rows: inverse)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` moves the plane z = 0 only within itself (no perspective, no tilt).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// A 3 × 3 projective map of the plane, row vectors: (x, y, 1) · m, then divided by the third term.
public struct Homography: Equatable, Sendable {
    public var m: [CGFloat]

    static let identity = Homography(m: [1, 0, 0, 0, 1, 0, 0, 0, 1])

    init(m: [CGFloat]) { self.m = m }

    init(_ affine: CGAffineTransform) {
        m = [affine.a, affine.b, 0, affine.c, affine.d, 0, affine.tx, affine.ty, 1]
    }

    /// `self` then `other`.
    func concatenating(_ other: Homography) -> Homography {
        var r = [CGFloat](repeating: 0, count: 9)
        for i in 0..<3 { for j in 0..<3 { r[i * 3 + j] = (0..<3).reduce(0) { $0 + m[i * 3 + $1] * other.m[$1 * 3 + j] } } }
        return Homography(m: r)
    }

    func apply(_ p: CGPoint) -> (point: CGPoint, w: CGFloat) {
        let w = p.x * m[2] + p.y * m[5] + m[8]
        let x = p.x * m[0] + p.y * m[3] + m[6], y = p.x * m[1] + p.y * m[4] + m[7]
        return (CGPoint(x: x / w, y: y / w), w)
    }

    var inverted: Homography? {
        let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard abs(det) > 1e-12 else { return nil }
        return Homography(m: [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det,
                              (f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det,
                              (d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det])
    }
}
