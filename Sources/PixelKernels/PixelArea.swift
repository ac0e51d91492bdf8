/// A rectangle of device pixels: columns x0..<x1, rows y0..<y1.
package struct PixelArea {
    package let x0: Int, y0: Int, x1: Int, y1: Int
    package init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }
    package var width: Int { x1 - x0 }
    package var height: Int { y1 - y0 }
}
