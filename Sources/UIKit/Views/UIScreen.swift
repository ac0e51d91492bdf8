/// The display. Its bounds follow the host's window, since that window is the simulated device.
@MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen()

    /// The size in points; 390 × 844 (an iPhone 14) until a host says otherwise.
    public package(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point, from the renderer's output size.
    public package(set) var scale: CGFloat = 1
    public var nativeScale: CGFloat { scale }
    public var traitCollection: UITraitCollection { UITraitCollection(windowSize: bounds.size, scale: scale) }
}
