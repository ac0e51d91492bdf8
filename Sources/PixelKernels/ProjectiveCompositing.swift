/// Maps an offscreen layer (premultiplied ARGB) onto the pixels below through a projective
/// transform: each target pixel's centre is taken back through `inverse` (a 3 × 3 row-vector
/// homography, device pixels) to the layer, sampled bilinearly, and blended "source over".
package enum ProjectiveCompositing {
    package static func composite(source: UnsafePointer<UInt32>, sourceStride: Int, sourceWidth: Int, sourceHeight: Int,
                                  target: UnsafeMutablePointer<UInt32>, targetStride: Int,
                                  area: PixelArea, inverse m: [Double]) {
        guard m.count == 9 else { return }
        for y in area.y0..<area.y1 {
            let targetRow = target + y * targetStride
            let py = Double(y) + 0.5
            for x in area.x0..<area.x1 {
                let px = Double(x) + 0.5
                let w = px * m[2] + py * m[5] + m[8]
                guard w > 1e-9 else { continue }
                let sx = (px * m[0] + py * m[3] + m[6]) / w - 0.5
                let sy = (px * m[1] + py * m[4] + m[7]) / w - 0.5
                guard sx > -1, sy > -1, sx < Double(sourceWidth), sy < Double(sourceHeight) else { continue }
                let pixel = sample(source, sourceStride, sourceWidth, sourceHeight, sx, sy)
                if pixel == 0 { continue }
                let alpha = pixel >> 24
                if alpha == 255 { targetRow[x] = pixel; continue }
                let keep = 255 - alpha
                let below = targetRow[x]
                @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                    Swift.min(255, ((pixel >> shift) & 0xFF) + (((below >> shift) & 0xFF) * keep + 127) / 255)
                }
                targetRow[x] = channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
            }
        }
    }

    /// The bilinear mix of the four pixels around (x, y); outside the layer counts as transparent.
    @inline(__always)
    private static func sample(_ source: UnsafePointer<UInt32>, _ rowStride: Int, _ width: Int, _ height: Int,
                               _ x: Double, _ y: Double) -> UInt32 {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        @inline(__always) func at(_ cx: Int, _ cy: Int) -> UInt32 {
            guard cx >= 0, cy >= 0, cx < width, cy < height else { return 0 }
            return source[cy * rowStride + cx]
        }
        let p00 = at(x0, y0), p10 = at(x0 + 1, y0), p01 = at(x0, y0 + 1), p11 = at(x0 + 1, y0 + 1)
        if p00 == p10 && p00 == p01 && p00 == p11 { return p00 }
        let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let a: Double = Double((p00 >> shift) & 0xFF) * w00
            let b: Double = Double((p10 >> shift) & 0xFF) * w10
            let c: Double = Double((p01 >> shift) & 0xFF) * w01
            let d: Double = Double((p11 >> shift) & 0xFF) * w11
            let value = Swift.min(255, Swift.max(0, (a + b + c + d).rounded()))
            result |= UInt32(value) << shift
        }
        return result
    }
}
