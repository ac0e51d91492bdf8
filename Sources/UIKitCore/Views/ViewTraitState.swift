/// What a view sets of the traits and tint it passes down: its interface style override, tint
/// colour and adjustment mode, and the trait-change registrations made on it.
struct ViewTraitState {
    var overrideStyle = UIUserInterfaceStyle.unspecified
    /// The level the system's chrome sets on its own views (a popover's background).
    var interfaceLevelOverride = UIUserInterfaceLevel.unspecified
    var tintColor: UIColor?
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    var changeRegistrations: [UITraitChangeRegistration] = []
}
