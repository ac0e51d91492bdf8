internal import PixelKernels

extension RoundedRectCoverage {
    /// The shape of `rect` drawn through `transform` (local units to device pixels), rounded by `corners`.
    init(rect: CGRect, transform: CGAffineTransform, corners: DisplayCommand.Corners, unitsPerPixel: CGFloat) {
        let inverse = transform.inverted()
        let mask = corners.isSquare ? [] : corners.mask
        self.init(minX: Double(rect.minX), minY: Double(rect.minY), maxX: Double(rect.maxX), maxY: Double(rect.maxY),
                  radius: Double(corners.isSquare ? 0 : corners.radius),
                  roundsCorner: (mask.contains(.layerMinXMinYCorner), mask.contains(.layerMaxXMinYCorner),
                                 mask.contains(.layerMinXMaxYCorner), mask.contains(.layerMaxXMaxYCorner)),
                  toLocal: (Double(inverse.a), Double(inverse.b), Double(inverse.c), Double(inverse.d),
                            Double(inverse.tx), Double(inverse.ty)),
                  unitsPerPixel: Double(unitsPerPixel))
    }
}
