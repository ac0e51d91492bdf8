// A layer's contents: a `CGImage` drawn in its bounds above its background, placed by
// `contentsGravity`, as Core Animation shows a layer's backing image.
extension CALayer {
    /// The image drawn in the layer's bounds, placed by `contentsGravity`.
    func paintContents(into commands: inout [DisplayCommand], bounds: CGRect, toWindow: CGAffineTransform) {
        guard let contents else { return }
        guard let image = contents as? CGImage else {
            Diagnostics.warnOnce("CALayer.contents", "CALayer.contents shows a CGImage; a \(type(of: contents)) is not drawn.")
            return
        }
        let scale = contentsScale > 0 ? contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        guard size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let rect = contentsGravity.place(size, in: bounds)
        let clips = !bounds.contains(rect)
        if clips { commands.append(.pushClip(bounds.applying(toWindow))) }
        commands.append(.image(.init(image: image.image), rect: rect, transform: toWindow, alpha: 1))
        if clips { commands.append(.popClip) }
    }
}

/// Where a layer's contents go in its bounds, as Core Animation's `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The rectangle an image of `size` fills in `bounds`. In UIKit's flipped layers "top" is the
    /// bounds' top edge (minY), as iOS shows it.
    func place(_ size: CGSize, in bounds: CGRect) -> CGRect {
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            let fit = Swift.min(bounds.width / size.width, bounds.height / size.height)
            let fill = Swift.max(bounds.width / size.width, bounds.height / size.height)
            let k = self == .resizeAspect ? fit : fill
            let shown = CGSize(width: size.width * k, height: size.height * k)
            return CGRect(x: bounds.midX - shown.width / 2, y: bounds.midY - shown.height / 2, width: shown.width, height: shown.height)
        default:
            let left = [CALayerContentsGravity.left, .topLeft, .bottomLeft].contains(self)
            let right = [CALayerContentsGravity.right, .topRight, .bottomRight].contains(self)
            let top = [CALayerContentsGravity.top, .topLeft, .topRight].contains(self)
            let bottom = [CALayerContentsGravity.bottom, .bottomLeft, .bottomRight].contains(self)
            let x = left ? bounds.minX : right ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y = top ? bounds.minY : bottom ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
