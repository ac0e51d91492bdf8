/// An animation of one layer property named by key path, as Core Animation's `CAPropertyAnimation`.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Adds the animated value to the model value instead of replacing it.
    open var isAdditive = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    override func copyForLayer() -> CAAnimation {
        let copy = super.copyForLayer()
        (copy as? CAPropertyAnimation)?.keyPath = keyPath
        (copy as? CAPropertyAnimation)?.isAdditive = isAdditive
        return copy
    }

    override func makeCopy() -> CAAnimation { CAPropertyAnimation() }

    /// Shows `value` (numbers of this key path) on the layer, added to the model when additive.
    func show(_ value: [CGFloat], keyPath: LayerKeyPath, in values: inout LayerAnimationValues, of view: UIView) {
        guard isAdditive else { keyPath.show(value, in: &values, of: view); return }
        let model = keyPath.modelValue(of: view)
        keyPath.show(zip(model, value).map { $0 + $1 }, in: &values, of: view)
    }
}

/// An animation between two values, as Core Animation's `CABasicAnimation`: from `fromValue` to
/// `toValue`, or by `byValue`; a missing end is the layer's current (model) value.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
    /// The start as numbers, for an implicit animation from what the screen showed.
    var fromNumbers: [CGFloat]?

    override func copyForLayer() -> CAAnimation {
        let copy = super.copyForLayer() as! CABasicAnimation
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        copy.fromNumbers = fromNumbers
        return copy
    }

    override func makeCopy() -> CAAnimation { CABasicAnimation() }

    /// The start and end as numbers, resolved as Core Animation documents for each combination.
    func endpoints(_ keyPath: LayerKeyPath, model: [CGFloat]) -> (from: [CGFloat], to: [CGFloat]) {
        let from = fromNumbers ?? keyPath.numbers(from: fromValue), to = keyPath.numbers(from: toValue), by = keyPath.numbers(from: byValue)
        func plus(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] { zip(a, b).map { $0 + $1 } }
        func minus(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] { zip(a, b).map { $0 - $1 } }
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, plus(from, by))
        case let (nil, to?, by?): return (minus(to, by), to)
        case let (from?, nil, nil): return (from, model)
        case let (nil, to?, nil): return (model, to)
        case let (nil, nil, by?): return (model, plus(model, by))
        default: return (model, model)
        }
    }

    override func apply(progress: CGFloat, localTime: CFTimeInterval, to values: inout LayerAnimationValues, of view: UIView) {
        guard let name = keyPath, let path = LayerKeyPath.named(name) else { return }
        let (from, to) = endpoints(path, model: path.modelValue(of: view))
        let value = path.interpolate(from, to, springOrLinear(progress, localTime: localTime))
        show(value, keyPath: path, in: &values, of: view)
    }

    /// The share of the way from the start to the end; a spring animation overrides it.
    func springOrLinear(_ progress: CGFloat, localTime: CFTimeInterval) -> CGFloat { progress }
}
