/// The layers and mask tied to a view: the layer it made, a layer it adopted (held strongly or,
/// when the layer holds the view, weakly), its mask view and the view it masks.
struct ViewLayerLinks {
    var own: CALayer?
    var adopted: CALayer?
    weak var weaklyAdopted: CALayer?
    var mask: UIView?
    weak var maskOwner: UIView?
}
