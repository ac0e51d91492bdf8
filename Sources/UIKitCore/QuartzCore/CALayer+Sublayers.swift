// Sublayers. The layers of subviews are sublayers, as in UIKit; a layer made on its own is drawn by
// a view of its own (LayerBackingView), added among the subviews at the sublayer's place.
extension CALayer {
    /// Setting it replaces the sublayers: those not in the new array leave, the rest are placed in
    /// its order (`layer.sublayers?.removeAll()` removes them all).
    public var sublayers: [CALayer]? {
        get {
            let layers = view.subviews.map(\.layer)
            return layers.isEmpty ? nil : layers
        }
        set {
            let kept = newValue ?? []
            for layer in sublayers ?? [] where !kept.contains(where: { $0 === layer }) { layer.removeFromSuperlayer() }
            for layer in kept {
                // A sublayer already here keeps its view without a word; a new one is added as addSublayer adds it.
                if layer.view.superview === view { view.addSubview(layer.view) } else { addSublayer(layer) }
            }
        }
    }

    public var superlayer: CALayer? { view.superview?.layer }

    public func addSublayer(_ layer: CALayer) {
        view.addSubview(layer.attachableView)
    }

    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        view.insertSubview(layer.attachableView, at: Int(idx))
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling.view.superview === view else { insertSublayer(layer, at: 0); return }
        view.insertSubview(layer.attachableView, belowSubview: sibling.view)
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling.view.superview === view else { addSublayer(layer); return }
        view.insertSubview(layer.attachableView, aboveSubview: sibling.view)
    }

    public func removeFromSuperlayer() { view.removeFromSuperview() }

    public var isHidden: Bool {
        get { view.isHidden }
        set { if !isPresentation { view.isHidden = newValue } }
    }

    /// The view that shows this layer in a tree: its backing view for a layer made on its own. A
    /// view's own layer goes with its view, which becomes a subview where the layer is added (the
    /// lab's layer tree is its view tree; said once, since UIKit leaves `superview` as it was).
    fileprivate var attachableView: UIView {
        if !(view is LayerBackingView) {
            Diagnostics.warnOnce("addSublayer.viewLayer", "CALayer.addSublayer(_:) with the layer of a \(type(of: view)): the view becomes a subview of the layer's view (addSubview(_:) says so directly).")
        }
        return view
    }
}

extension UIView {
    /// The layer of `layerClass`, made for `view`: the lab's layer classes. A subclass of the app's
    /// cannot be made (Swift calls only a `required` initializer through a metatype, and UIKit's
    /// `init()` is not one), so the view gets the lab class it derives from and says so once.
    static func makeLayer(of layerClass: AnyClass, for view: UIView) -> CALayer {
        let layer: CALayer
        switch layerClass {
        case is CAGradientLayer.Type: layer = CAGradientLayer(view: view)
        case is CAShapeLayer.Type: layer = CAShapeLayer(view: view)
        case is CAScrollLayer.Type: layer = CAScrollLayer(view: view)
        case is CAEmitterLayer.Type: layer = CAEmitterLayer(view: view)
        case is CAReplicatorLayer.Type: layer = CAReplicatorLayer(view: view)
        case is CATextLayer.Type: layer = CATextLayer(view: view)
        case is CALayer.Type: layer = CALayer(view: view)
        default: Diagnostics.fail("\(type(of: view)).layerClass returns \(layerClass), which is not a CALayer class.")
        }
        if layerClass != type(of: layer) {
            Diagnostics.warnOnce("layerClass.\(layerClass)", "\(type(of: view)).layerClass returns \(layerClass), a layer class of the app's that the lab cannot make; the view is backed by a \(type(of: layer)) and \(layerClass)'s overrides do not run. Add a \(layerClass) as a sublayer instead.")
        }
        return layer
    }
}

/// The view that draws a layer made on its own: it takes no touches and holds its layer while it
/// is in a tree.
@MainActor
final class LayerBackingView: UIView {
    /// Set once the layer has been drawn: from then on its changes animate implicitly.
    private(set) var hasBeenOnScreen = false

    override func paintContent(into commands: inout [DisplayCommand], toWindow: CGAffineTransform) {
        hasBeenOnScreen = true
        super.paintContent(into: &commands, toWindow: toWindow)
    }

    /// What the layer draws (`draw(in:)`, once asked with `setNeedsDisplay()`) is this view's drawing.
    override func draw(_ rect: CGRect) { (layerLinks.adopted ?? layerLinks.weaklyAdopted)?.displayForBackingView() }

    /// The layer lays out its sublayers (`layoutSublayers()`) when this view lays out its subviews.
    override func layoutSubviews() {
        super.layoutSubviews()
        (layerLinks.adopted ?? layerLinks.weaklyAdopted)?.layoutSublayers()
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if superview != nil {
            if let weak = layerLinks.weaklyAdopted { layerLinks.adopted = weak }
        } else if let strong = layerLinks.adopted {
            layerLinks.weaklyAdopted = strong
            layerLinks.adopted = nil
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        autoresizesSubviews = false
    }

    required init?(coder: NSCoder) { return nil }
}
