/// The system appearance of a host: the screen's light or dark style.
extension HostEnvironment {
    /// Switches the appearance; every window's views and controllers whose style changes hear of it.
    package func setSystemAppearance(_ style: UIUserInterfaceStyle) {
        guard style != screen.userInterfaceStyle else { return }
        run { AppearanceChange.run(in: windows) { screen.userInterfaceStyle = style } }
    }
}
