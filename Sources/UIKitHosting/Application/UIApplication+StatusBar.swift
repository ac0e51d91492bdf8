extension UIApplication {
    /// The status bar's frame on the device, zero where it is hidden (deprecated in iOS 13 for the
    /// scene's `statusBarManager`).
    public var statusBarFrame: CGRect {
        if keyWindow?.statusBarAppearance.isHidden ?? false { return .zero }
        return environment.screen.deviceChrome?.statusBarFrame ?? .zero
    }
}
