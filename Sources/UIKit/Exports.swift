// `import UIKit` brings every layer of the lab's UIKit, bottom first; user code never names them.
@_exported import UIKitCore
@_exported import UIKitControls
@_exported import UIKitScreens
@_exported import UIKitHosting
// And URLSession, URLRequest and URLResponse, which Foundation has on iOS and Linux keeps in
// FoundationNetworking (it needs libcurl, which `make` installs). Only here: no layer of the lab
// uses the network, so only what imports `UIKit` links it.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
