// Core Graphics' module: the geometry, paths, colours and gradients that need nothing of UIKit.
// UIKit re-exports it, so `import UIKit` makes the module name visible as on iOS (`CoreGraphics.log(x)`).
// The types that draw through UIKit's renderer (CGContext, CGImage, CGFont) live in UIKit.
// As on Apple's platforms, Core Graphics brings Foundation's CGFloat, CGRect … and the C library's math.
@_exported import Foundation
