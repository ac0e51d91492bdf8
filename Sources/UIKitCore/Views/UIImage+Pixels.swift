// Images as plain pixels, for the test tools that compare and compose them.
extension UIImage {
    /// The pixels as RGBA bytes, row by row from the top left, with their size in pixels.
    package var rgbaPixels: (width: Int, height: Int, rgba: [UInt8]) { (bitmap.width, bitmap.height, bitmap.rgbaBytes) }

    /// An image of `width` × `height` RGBA pixels shown at `scale` pixels per point; nil when the
    /// byte count does not match the size.
    package convenience init?(rgbaPixels rgba: [UInt8], width: Int, height: Int, scale: CGFloat) {
        guard width > 0, height > 0, rgba.count == width * height * 4,
              let data = try? ImageFileCodec.encode(width: width, height: height, rgba: rgba),
              let bitmap = ImageBitmap(data: data) else { return nil }
        self.init(bitmap: bitmap, scale: scale > 0 ? scale : 1, name: nil)
    }
}
