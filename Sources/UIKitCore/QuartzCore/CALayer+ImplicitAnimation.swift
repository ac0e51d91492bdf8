// Implicit animations: a layer that backs no view animates a change of an animatable property
// over the transaction's duration (0.25 s by default), unless actions are disabled, as Core
// Animation does. A view's own layer does not: its view answers no action outside an animation
// block (UIKit's rule), and animation blocks animate views here.
extension CALayer {
    /// The keys whose changes a standalone layer animates by default.
    static let implicitlyAnimatedKeys: Set<String> = [
        "opacity", "position", "bounds", "transform", "anchorPoint", "zPosition", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor",
        "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth",
        "colors", "locations", "startPoint", "endPoint",
    ]

    /// The default action for `event` when neither `actions` nor the class names one.
    func implicitAction(forKey event: String) -> CAAction? {
        guard view is LayerBackingView, CALayer.implicitlyAnimatedKeys.contains(event) else { return nil }
        return CABasicAnimation(keyPath: event)
    }

    /// `key` changed from `oldValue` (the model value before): runs the layer's action for it, an
    /// animation from what the screen showed. New layers, not yet drawn, change without one, as a
    /// layer made and set up in one transaction does.
    func animatableDidChange(_ key: String, from oldValue: Any?) {
        guard !isPresentation, let backing = view as? LayerBackingView, backing.hasBeenOnScreen else { return }
        guard !(HostEnvironment.openTransaction?.disablesActions ?? false), let action = action(forKey: key) else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let path = LayerKeyPath.named(key) {
            // From the value on screen: mid-flight, that of the animation it replaces.
            basic.fromNumbers = path.animatedValue(of: view) ?? path.numbers(from: oldValue)
        }
        action.run(forKey: key, object: self, arguments: nil)
    }
}
