import Foundation

extension UIColor {
    /// The tint as `.dimmed` shows it: its grey of equal luminance, at its alpha.
    var dimmedTint: UIColor {
        UIColor(dynamicProvider: { [self] traits in
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
        })
    }
}
