// Xcode's image and colour literals, as UIKit's overlay declares them: `#imageLiteral(resourceName:)`
// is a `UIImage` named so, `#colorLiteral(red:green:blue:alpha:)` an sRGB `UIColor`, wherever the
// context gives no other type.
public typealias _ImageLiteralType = UIImage
public typealias _ColorLiteralType = UIColor

extension UIImage: _ExpressibleByImageLiteral {}
extension UIColor: _ExpressibleByColorLiteral {}
