// `import UIKit` brings every layer of the lab's UIKit, bottom first; user code never names them.
@_exported import UIKitCore
@_exported import UIKitControls
@_exported import UIKitScreens
@_exported import UIKitHosting
