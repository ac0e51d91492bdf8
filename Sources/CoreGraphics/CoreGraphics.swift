// `import CoreGraphics` brings the Core Graphics types (CGFloat, CGRect, CGAffineTransform, CGColor,
// CGPath …), which live in Foundation and the UIKit module here, as `import UIKit` does on iOS.
@_exported import UIKit
