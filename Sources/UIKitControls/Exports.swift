// The layer below, and its members that this layer's subclasses override (`@_spi(UIKitLayers)`).
@_exported import UIKitCore
