/// Blends an offscreen layer (premultiplied ARGB, as SDL's blending leaves it on a transparent
/// surface) over the pixels below: "source over", scaled by the layer's alpha and, for a shape clip,
/// by how much of each pixel the shape covers and, for a layer mask, by the mask's alpha there.
package enum LayerCompositing {
    package static func composite(source: UnsafePointer<UInt32>, sourceStride: Int,
                                  target: UnsafeMutablePointer<UInt32>, targetStride: Int,
                                  area: PixelArea, alpha: Double, mask: RoundedRectCoverage?,
                                  alphaMask: (pixels: UnsafePointer<UInt32>, stride: Int)? = nil) {
        let layerAlpha = UInt32(Swift.max(0, Swift.min(255, (alpha * 255).rounded())))
        // Interfaces are mostly flat colour: a pixel that meets the same layer pixel over the same
        // pixel below at the same weight as the last one blends to the same result, without the
        // five divisions.
        var last = (pixel: UInt32(0), below: UInt32(0), weight: UInt32(0), result: UInt32(0))
        for y in area.y0..<area.y1 {
            let sourceRow = source + y * sourceStride, targetRow = target + y * targetStride
            let covered = mask?.fullyCoveredColumns(row: y) ?? 0..<0
            for x in area.x0..<area.x1 {
                let pixel = sourceRow[x]
                if pixel == 0 { continue }
                var weight = layerAlpha
                if let mask, !covered.contains(x) {
                    let coverage = mask.coverage(x: x, y: y)
                    if coverage <= 0 { continue }
                    weight = UInt32((Double(layerAlpha) * coverage).rounded())
                }
                if let alphaMask {
                    let maskAlpha = alphaMask.pixels[y * alphaMask.stride + x] >> 24
                    if maskAlpha == 0 { continue }
                    weight = (weight * maskAlpha + 127) / 255
                }
                // Opaque and at full weight, the blend below gives the pixel itself.
                if weight == 255 && pixel >> 24 == 255 { targetRow[x] = pixel; continue }
                let below = targetRow[x]
                if pixel == last.pixel && below == last.below && weight == last.weight {
                    targetRow[x] = last.result
                    continue
                }
                let sourceAlpha = ((pixel >> 24) * weight + 127) / 255
                let keep = 255 - sourceAlpha
                @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                    let s = (pixel >> shift) & 0xFF, d = (below >> shift) & 0xFF
                    return Swift.min(255, (s * weight + d * keep + 127) / 255)
                }
                let result = channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
                targetRow[x] = result
                last = (pixel, below, weight, result)
            }
        }
    }
}
