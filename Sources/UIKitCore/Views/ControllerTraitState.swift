/// What a controller sets of the traits it and its children see: its interface style override,
/// the trait collections it sets for each child (`setOverrideTraitCollection(_:forChild:)`), and the
/// trait-change registrations made on it.
struct ControllerTraitState {
    var overrideStyle = UIUserInterfaceStyle.unspecified
    var childOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    var changeRegistrations: [UITraitChangeRegistration] = []
}
