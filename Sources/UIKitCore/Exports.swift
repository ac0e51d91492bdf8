// As on iOS, `import UIKit` brings Foundation's types (CGRect, NSObject, TimeInterval …) with it.
@_exported import Foundation
// And Core Graphics, whose module name resolves under `import UIKit` as on iOS (`CoreGraphics.log(x)`).
@_exported import CoreGraphics
// And, as Foundation brings Darwin there, `os_unfair_lock` (libraries lock with it after `import UIKit`).
@_exported import _OSLock
