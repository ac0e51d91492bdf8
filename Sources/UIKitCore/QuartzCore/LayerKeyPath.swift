/// A key path Core Animation animations can name on a view's layer: how to read its model value
/// as numbers, turn an animation's `fromValue`/`toValue` into numbers, and show numbers on screen.
@MainActor
struct LayerKeyPath {
    let name: String
    private let read: (UIView) -> [CGFloat]
    private let write: ([CGFloat], inout LayerAnimationValues, UIView) -> Void
    private let parse: (Any) -> [CGFloat]?
    /// The value `progress` of the way between two values (past 1 for a spring): entry by entry,
    /// except for whole transforms, which Core Animation interpolates by their parts.
    var interpolate: ([CGFloat], [CGFloat], CGFloat) -> [CGFloat] = LayerKeyPath.lerp

    nonisolated static func lerp(_ from: [CGFloat], _ to: [CGFloat], _ progress: CGFloat) -> [CGFloat] {
        zip(from, to).map { $0 + ($1 - $0) * progress }
    }

    /// The key paths the lab animates: those Apple lists as animatable that the lab draws.
    static let supportedNames = ["opacity", "position", "position.x", "position.y", "bounds", "bounds.size", "bounds.size.width",
                                 "bounds.size.height", "anchorPoint", "zPosition", "transform", "transform.rotation",
                                 "transform.rotation.x", "transform.rotation.y", "transform.rotation.z", "transform.scale",
                                 "transform.scale.x", "transform.scale.y", "transform.scale.z", "transform.translation",
                                 "transform.translation.x", "transform.translation.y", "transform.translation.z",
                                 "cornerRadius", "borderWidth", "borderColor", "backgroundColor", "shadowOpacity",
                                 "shadowRadius", "shadowOffset", "shadowColor", "path", "fillColor", "strokeColor",
                                 "strokeStart", "strokeEnd", "lineWidth", "colors", "locations", "startPoint", "endPoint"]

    static func named(_ name: String) -> LayerKeyPath? {
        switch name {
        case "opacity":
            return scalar(name, { $0.alpha }) { value, values, _ in values.opacity = value }
        case "position":
            return LayerKeyPath(name: name, read: { [$0.center.x, $0.center.y] },
                                write: { v, values, _ in values.position = CGPoint(x: v[0], y: v[1]) }, parse: point)
        case "position.x", "position.y":
            let axis = name.hasSuffix("x") ? 0 : 1
            return scalar(name, { axis == 0 ? $0.center.x : $0.center.y }) { value, values, view in
                var position = values.position ?? view.center
                if axis == 0 { position.x = value } else { position.y = value }
                values.position = position
            }
        case "bounds":
            return LayerKeyPath(name: name, read: { [$0.bounds.minX, $0.bounds.minY, $0.bounds.width, $0.bounds.height] },
                                write: { v, values, _ in values.bounds = CGRect(x: v[0], y: v[1], width: v[2], height: v[3]) }, parse: rect)
        case "bounds.size":
            return LayerKeyPath(name: name, read: { [$0.bounds.width, $0.bounds.height] },
                                write: { v, values, view in values.bounds = CGRect(origin: (values.bounds ?? view.bounds).origin, size: CGSize(width: v[0], height: v[1])) },
                                parse: size)
        case "bounds.size.width", "bounds.size.height":
            let isWidth = name.hasSuffix("width")
            return scalar(name, { isWidth ? $0.bounds.width : $0.bounds.height }) { value, values, view in
                var bounds = values.bounds ?? view.bounds
                if isWidth { bounds.size.width = value } else { bounds.size.height = value }
                values.bounds = bounds
            }
        case "transform":
            return LayerKeyPath(name: name, read: { $0.layer.transform.rows.flatMap { $0 } },
                                write: { v, values, _ in values.transform = CATransform3D(rows: [Array(v[0..<4]), Array(v[4..<8]), Array(v[8..<12]), Array(v[12..<16])]) },
                                parse: transform, interpolate: interpolateTransforms)
        case "transform.rotation", "transform.rotation.z", "transform.rotation.x", "transform.rotation.y":
            let axis: (CGFloat, CGFloat, CGFloat) = name.hasSuffix(".x") ? (1, 0, 0) : name.hasSuffix(".y") ? (0, 1, 0) : (0, 0, 1)
            return component(name) { CATransform3DMakeRotation($0, axis.0, axis.1, axis.2) }
        case "transform.scale":
            return component(name, identity: 1) { CATransform3DMakeScale($0, $0, 1) }
        case "transform.scale.x":
            return component(name, identity: 1) { CATransform3DMakeScale($0, 1, 1) }
        case "transform.scale.y":
            return component(name, identity: 1) { CATransform3DMakeScale(1, $0, 1) }
        case "transform.translation.x":
            return component(name) { CATransform3DMakeTranslation($0, 0, 0) }
        case "transform.translation.y":
            return component(name) { CATransform3DMakeTranslation(0, $0, 0) }
        case "cornerRadius":
            return scalar(name, { $0.storedCornerRadius }) { value, values, _ in values.cornerRadius = value }
        case "borderWidth":
            return scalar(name, { $0.layer.borderWidth }) { value, values, _ in values.borderWidth = value }
        case "shadowOpacity":
            return scalar(name, { CGFloat($0.layer.shadowOpacity) }) { value, values, _ in values.shadowOpacity = value }
        case "backgroundColor":
            return LayerKeyPath(name: name, read: { view in
                let c = view.backgroundColor?.rgba ?? .clear
                return [c.red, c.green, c.blue, c.alpha]
            }, write: { v, values, _ in values.backgroundColor = RGBA(red: v[0], green: v[1], blue: v[2], alpha: v[3]) }, parse: color)
        case "transform.scale.z":
            return component(name, identity: 1) { CATransform3DMakeScale(1, 1, $0) }
        case "transform.translation.z":
            return component(name) { CATransform3DMakeTranslation(0, 0, $0) }
        case "transform.translation":
            return LayerKeyPath(name: name, read: { _ in [0, 0] }, write: { v, values, view in
                values.transform = CATransform3DMakeTranslation(v[0], v[1], 0).concatenating(values.transform ?? view.layer.transform)
            }, parse: size)
        case "anchorPoint":
            return extra(name, read: { [$0.layerGeometry.anchorPoint.x, $0.layerGeometry.anchorPoint.y] }, parse: point)
        case "zPosition", "shadowRadius":
            return extra(name, read: { [name == "zPosition" ? $0.layer.zPosition : $0.layer.shadowRadius] }, parse: { CGFloat(anyNumber: $0).map { [$0] } })
        case "shadowOffset":
            return extra(name, read: { [$0.layer.shadowOffset.width, $0.layer.shadowOffset.height] }, parse: size)
        case "shadowColor", "borderColor":
            return extra(name, read: { numbers(of: name == "shadowColor" ? $0.layer.shadowColor : $0.layer.borderColor) }, parse: color)
        case "strokeStart", "strokeEnd", "lineWidth":
            return extra(name, read: { view in
                guard let shape = view.layer as? CAShapeLayer else { return [0] }
                return [name == "strokeStart" ? shape.strokeStart : name == "strokeEnd" ? shape.strokeEnd : shape.lineWidth]
            }, parse: { CGFloat(anyNumber: $0).map { [$0] } })
        case "fillColor", "strokeColor":
            return extra(name, read: { view in
                let shape = view.layer as? CAShapeLayer
                return numbers(of: name == "fillColor" ? shape?.fillColor : shape?.strokeColor)
            }, parse: color)
        case "path":
            return extra(name, read: { ($0.layer as? CAShapeLayer)?.path?.coordinates ?? [] }, parse: { ($0 as? CGPath)?.coordinates })
        case "colors":
            return extra(name, read: { view in
                ((view.layer as? CAGradientLayer)?.colors ?? []).flatMap { color($0) ?? [] }
            }, parse: { value in
                guard let list = value as? [Any] else { return nil }
                let parts = list.compactMap(color)
                return parts.count == list.count ? parts.flatMap { $0 } : nil
            })
        case "locations":
            return extra(name, read: { view in
                ((view.layer as? CAGradientLayer)?.locations ?? []).map { CGFloat($0.doubleValue) }
            }, parse: { value in
                guard let list = value as? [Any] else { return nil }
                let numbers = list.compactMap { CGFloat(anyNumber: $0) }
                return numbers.count == list.count ? numbers : nil
            })
        case "startPoint", "endPoint":
            return extra(name, read: { view in
                let gradient = view.layer as? CAGradientLayer
                let point = (name == "startPoint" ? gradient?.startPoint : gradient?.endPoint) ?? .zero
                return [point.x, point.y]
            }, parse: point)
        default:
            return nil
        }
    }

    func modelValue(of view: UIView) -> [CGFloat] { read(view) }

    /// What a running Core Animation animation shows for this key path now, if one does.
    func animatedValue(of view: UIView) -> [CGFloat]? {
        guard let values = view.animationState.layerValues else { return nil }
        switch name {
        case "opacity": return values.opacity.map { [$0] }
        case "position": return values.position.map { [$0.x, $0.y] }
        case "bounds": return values.bounds.map { [$0.minX, $0.minY, $0.width, $0.height] }
        case "transform": return values.transform?.rows.flatMap { $0 }
        case "cornerRadius": return values.cornerRadius.map { [$0] }
        case "backgroundColor": return values.backgroundColor.map { [$0.red, $0.green, $0.blue, $0.alpha] }
        case "borderWidth": return values.borderWidth.map { [$0] }
        case "shadowOpacity": return values.shadowOpacity.map { [$0] }
        default: return values.extra[name]
        }
    }
    func show(_ value: [CGFloat], in values: inout LayerAnimationValues, of view: UIView) { write(value, &values, view) }

    /// An animation value as numbers, or nil when it is not one this key path takes.
    func numbers(from value: Any?) -> [CGFloat]? {
        guard let value else { return nil }
        return parse(value)
    }

    // MARK: Kinds of value

    private static func scalar(_ name: String, _ read: @escaping (UIView) -> CGFloat,
                               _ write: @escaping (CGFloat, inout LayerAnimationValues, UIView) -> Void) -> LayerKeyPath {
        LayerKeyPath(name: name, read: { [read($0)] }, write: { v, values, view in write(v[0], &values, view) }, parse: { CGFloat(anyNumber: $0).map { [$0] } })
    }

    /// A key path shown from the animation values' `extra` numbers, which its layer's drawing reads.
    private static func extra(_ name: String, read: @escaping (UIView) -> [CGFloat], parse: @escaping (Any) -> [CGFloat]?) -> LayerKeyPath {
        LayerKeyPath(name: name, read: read, write: { v, values, _ in values.extra[name] = v }, parse: parse)
    }

    /// Two matrices that stay in the plane interpolate by their parts (translation, rotation,
    /// shear, scale); others entry by entry.
    private static func interpolateTransforms(_ from: [CGFloat], _ to: [CGFloat], _ progress: CGFloat) -> [CGFloat] {
        func matrix(_ v: [CGFloat]) -> CATransform3D { CATransform3D(rows: [Array(v[0..<4]), Array(v[4..<8]), Array(v[8..<12]), Array(v[12..<16])]) }
        guard from.count == 16, to.count == 16 else { return lerp(from, to, progress) }
        let start = matrix(from), end = matrix(to)
        guard CATransform3DIsAffine(start), CATransform3DIsAffine(end) else { return lerp(from, to, progress) }
        let between = CGAffineTransform.interpolate(CATransform3DGetAffineTransform(start), CATransform3DGetAffineTransform(end), progress)
        return CATransform3DMakeAffineTransform(between).rows.flatMap { $0 }
    }

    private static func numbers(of color: CGColor?) -> [CGFloat] {
        let c = color?.rgba ?? .clear
        return [c.red, c.green, c.blue, c.alpha]
    }

    /// A component of the transform ("transform.rotation.z"): the animated part is applied before
    /// the model transform; its model value is the identity's.
    private static func component(_ name: String, identity: CGFloat = 0, _ make: @escaping (CGFloat) -> CATransform3D) -> LayerKeyPath {
        scalar(name, { _ in identity }) { value, values, view in
            values.transform = make(value).concatenating(values.transform ?? view.layer.transform)
        }
    }

    // Values come as Swift values or, written the Objective-C way, boxed in NSValue.
    private static func point(_ value: Any) -> [CGFloat]? {
        (value as? CGPoint).map { [$0.x, $0.y] } ?? boxed(value, count: 2)
    }
    private static func size(_ value: Any) -> [CGFloat]? {
        (value as? CGSize).map { [$0.width, $0.height] } ?? boxed(value, count: 2)
    }
    private static func rect(_ value: Any) -> [CGFloat]? {
        (value as? CGRect).map { [$0.minX, $0.minY, $0.width, $0.height] } ?? boxed(value, count: 4)
    }
    private static func boxed(_ value: Any, count: Int) -> [CGFloat]? {
        guard let numbers = (value as? NSValue)?.geometryNumbers, numbers.count == count else { return nil }
        return numbers
    }
    private static func transform(_ value: Any) -> [CGFloat]? {
        if let matrix = value as? CATransform3D { return matrix.rows.flatMap { $0 } }
        return (value as? NSValue)?.numbers(16)
    }
    private static func color(_ value: Any) -> [CGFloat]? {
        let rgba = (value as? CGColor)?.rgba ?? (value as? UIColor)?.rgba
        return rgba.map { [$0.red, $0.green, $0.blue, $0.alpha] }
    }
}
