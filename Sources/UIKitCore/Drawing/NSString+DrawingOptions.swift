import Foundation

// Drawing and measuring text in a rectangle with layout options, as UIKit's NSString and
// NSAttributedString do (NSStringDrawing.h): the call apps use to size text for cells and to draw
// wrapped text into an image. The returned sizes are fractional; UIKit's documentation tells apps
// to round them up with `ceil` before sizing views.
extension String {
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        let style = TextDrawing.Style(attributes)
        style.draw(self, with: rect, options: options)
        context?.record(style.bounds(of: self, fitting: rect.size, options: options).offsetBy(dx: rect.minX, dy: rect.minY))
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let bounds = TextDrawing.Style(attributes).bounds(of: self, fitting: size, options: options)
        context?.record(bounds)
        return bounds
    }
}

extension NSString {
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// Drawn with the attributes of its first character throughout, as `draw(in:)` is.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        string.draw(with: rect, options: options, attributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : [:], context: context)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        string.boundingRect(with: size, options: options, attributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : [:], context: context)
    }
}
