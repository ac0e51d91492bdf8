import Foundation

extension UIColor {
    /// A colour given in the Display P3 space (the iPhone's wide gamut), shown in sRGB: converted
    /// through linear light and clamped where P3 reaches beyond sRGB.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(RGBA(displayP3Red: displayP3Red, green: green, blue: blue, alpha: alpha))
    }
}
