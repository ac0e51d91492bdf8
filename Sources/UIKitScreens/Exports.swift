// The layers below, and their members that this layer's subclasses override (`@_spi(UIKitLayers)`).
@_exported import UIKitCore
@_exported import UIKitControls
