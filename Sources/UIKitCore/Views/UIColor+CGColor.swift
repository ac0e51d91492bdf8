/// A colour's Core Graphics form. A dynamic colour resolves once, with the traits current when
/// `cgColor` is read, and keeps that value: a layer colour set from `.systemBackground` does not
/// follow a later switch to dark mode, exactly as on iOS.
extension UIColor {
    public var cgColor: CGColor { CGColor(rgba) }
    public convenience init(cgColor: CGColor) { self.init(cgColor.rgba) }
}
