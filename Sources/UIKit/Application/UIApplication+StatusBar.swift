extension UIApplication {
    /// The status bar's frame on the device, zero where it is hidden (deprecated in iOS 13 for the
    /// scene's `statusBarManager`).
    public var statusBarFrame: CGRect {
        let screen = environment.screen
        let hidden = keyWindow?.statusBarAppearance.isHidden ?? false
        let height = hidden ? 0 : screen.device.statusBarHeight(in: screen.orientation)
        return height == 0 ? .zero : CGRect(x: 0, y: 0, width: screen.bounds.width, height: height)
    }
}
