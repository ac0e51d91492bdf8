extension UIImage {
    /// The largest square in the middle of the image, and where it lies in pixels (a picker's
    /// `cropRect` is in the original's pixels).
    func centredSquare() -> (image: UIImage, crop: CGRect) {
        let width = bitmap.width, height = bitmap.height, side = min(width, height)
        let left = (width - side) / 2, top = (height - side) / 2
        let pixels = bitmap.rgbaBytes
        var square: [UInt8] = []
        square.reserveCapacity(side * side * 4)
        for row in top..<(top + side) {
            let start = (row * width + left) * 4
            square += pixels[start..<(start + side * 4)]
        }
        let crop = CGRect(x: left, y: top, width: side, height: side)
        return (UIImage(rgbaPixels: square, width: side, height: side, scale: scale) ?? self, crop)
    }
}
