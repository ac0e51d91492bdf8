// `import QuartzCore` brings Core Animation's types (CALayer, CATransform3D, CABasicAnimation …),
// which live in the UIKit module here, as `import UIKit` does on iOS.
@_exported import UIKit
