/// What the status bar shows, and the controllers that decided it.
package struct StatusBarAppearance {
    package let style: UIStatusBarStyle
    package let isHidden: Bool
    package let styleController: UIViewController?
}
