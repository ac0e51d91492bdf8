// As on iOS, `import UIKit` brings Foundation's types (CGRect, NSObject, TimeInterval …) with it.
@_exported import Foundation
