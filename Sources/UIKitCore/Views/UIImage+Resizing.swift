/// Resizable images, as UIKit's: drawn larger or smaller than they are, the caps keep their size
/// and the middle tiles (the default) or stretches. Image views draw them so (DisplayCommand+
/// NineSlice.swift), as do the button and stepper backgrounds they show.
extension UIImage {
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// The insets that keep their size when the image is resized; zero for an image that is not resizable.
    public var capInsets: UIEdgeInsets { resizing?.capInsets ?? .zero }

    /// How the middle fills: `.tile` unless the image was made to stretch.
    public var resizingMode: ResizingMode { resizing?.stretchesMiddle == true ? .stretch : .tile }

    /// The same image, resizable with `capInsets`, its middle tiled.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image, resizable with `capInsets`, its middle tiled or stretched as `resizingMode` says.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(bitmap: bitmap, scale: scale, name: name, renderingMode: renderingMode, tint: ownTint, symbol: symbol, asset: asset,
                resizing: ImageResizing(capInsets: capInsets, stretchesMiddle: resizingMode == .stretch))
    }

    /// The iOS 4 form: caps of `leftCapWidth` and `topCapHeight`, the right and bottom ones the
    /// rest less the one point column and row that stretch.
    @available(*, deprecated, message: "Use resizableImage(withCapInsets:resizingMode:)")
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let insets = UIEdgeInsets(top: top, left: left,
                                  bottom: top > 0 ? Swift.max(0, size.height - top - 1) : 0,
                                  right: left > 0 ? Swift.max(0, size.width - left - 1) : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// The left cap of an image made by `stretchableImage(withLeftCapWidth:topCapHeight:)`.
    @available(*, deprecated, message: "Use capInsets")
    public var leftCapWidth: Int { Int(capInsets.left) }

    @available(*, deprecated, message: "Use capInsets")
    public var topCapHeight: Int { Int(capInsets.top) }
}
