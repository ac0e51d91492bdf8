/// The state a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}
