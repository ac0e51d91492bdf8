import Foundation

extension RGBA {
    /// A colour given in Display P3 (the iPhone's wide gamut) as the sRGB the renderer draws:
    /// through linear light, by the matrix between the two spaces' primaries (D65 white), clamped
    /// where P3 reaches beyond sRGB.
    package init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ v: CGFloat) -> CGFloat { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encoded(_ v: CGFloat) -> CGFloat {
            let c = Swift.min(1, Swift.max(0, v))
            return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        let r = linear(red), g = linear(green), b = linear(blue)
        self.init(red: encoded(1.2249401 * r - 0.2249404 * g),
                  green: encoded(-0.0420569 * r + 1.0420571 * g),
                  blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
                  alpha: alpha)
    }
}
