/// A layer filled with a gradient, as Core Animation's `CAGradientLayer`: `colors` (CGColors) at
/// `locations` (evenly spread when nil) along the line from `startPoint` to `endPoint`, in unit
/// coordinates of the bounds (top to bottom by default). Axial gradients are drawn; radial and conic
/// ones are not built and say so.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    open var colors: [Any]? { didSet { animatableDidChange("colors", from: oldValue); modelDidChange() } }
    open var locations: [NSNumber]? { didSet { animatableDidChange("locations", from: oldValue); modelDidChange() } }
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { animatableDidChange("startPoint", from: oldValue); modelDidChange() } }
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { animatableDidChange("endPoint", from: oldValue); modelDidChange() } }
    open var type: CAGradientLayerType = .axial {
        didSet {
            if type != .axial {
                Diagnostics.warnOnce("gradient-\(type.rawValue)", "CAGradientLayer type \(type.rawValue) is not built; it is drawn axial.")
            }
        }
    }

    override func copyValues(of model: CALayer) {
        super.copyValues(of: model)
        guard let gradient = model as? CAGradientLayer else { return }
        colors = gradient.colors
        locations = gradient.locations
        startPoint = gradient.startPoint
        endPoint = gradient.endPoint
        type = gradient.type
    }

    override func presentationCopy() -> CALayer {
        let copy = CAGradientLayer(presentationOf: self)
        copy.colors = shownColors.map { CGColor($0) }
        copy.locations = shownLocations?.map { NSNumber(value: Double($0)) }
        copy.startPoint = shownStartPoint
        copy.endPoint = shownEndPoint
        copy.type = type
        return copy
    }

    /// The colours as the screen shows them (animated ones over the model).
    private var shownColors: [RGBA] {
        if let numbers = view.animationState.layerValues?.extra["colors"] {
            return stride(from: 0, to: numbers.count - 3, by: 4).map { RGBA(red: numbers[$0], green: numbers[$0 + 1], blue: numbers[$0 + 2], alpha: numbers[$0 + 3]) }
        }
        return (colors ?? []).compactMap { ($0 as? CGColor)?.rgba ?? ($0 as? UIColor)?.rgba }
    }
    private var shownLocations: [CGFloat]? { view.animationState.layerValues?.extra["locations"] ?? locations?.map { CGFloat($0.doubleValue) } }
    private var shownStartPoint: CGPoint { view.animationState.layerValues?.point("startPoint") ?? startPoint }
    private var shownEndPoint: CGPoint { view.animationState.layerValues?.point("endPoint") ?? endPoint }

    /// The stops as drawn: colours with their locations, in order.
    var stops: [DisplayCommand.GradientStop] {
        let rgba = shownColors
        guard !rgba.isEmpty else { return [] }
        let spread = rgba.indices.map { rgba.count == 1 ? 0 : CGFloat($0) / CGFloat(rgba.count - 1) }
        let given = shownLocations
        return rgba.indices.map { index in
            let location = given.flatMap { index < $0.count ? $0[index] : nil } ?? spread[index]
            return DisplayCommand.GradientStop(color: .init(rgba[index]), location: location)
        }.sorted { $0.location < $1.location }
    }

    override func paintLayerContent(into commands: inout [DisplayCommand], bounds: CGRect, toWindow: CGAffineTransform) {
        let stops = self.stops
        guard !stops.isEmpty else { return }
        let startPoint = shownStartPoint, endPoint = shownEndPoint
        let start = CGPoint(x: bounds.minX + startPoint.x * bounds.width, y: bounds.minY + startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + endPoint.x * bounds.width, y: bounds.minY + endPoint.y * bounds.height)
        commands.append(.linearGradient(rect: bounds, transform: toWindow, stops: stops, start: start, end: end))
    }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
