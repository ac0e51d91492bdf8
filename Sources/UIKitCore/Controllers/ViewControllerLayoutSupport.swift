/// A controller's top or bottom layout guide: the strip between its view's edge and the safe area
/// (the status bar, navigation bar, tab bar or home indicator), as a layout guide its view owns.
@preconcurrency @MainActor
final class ViewControllerLayoutSupport: UILayoutSupport {
    enum Edge { case top, bottom }

    private let edge: Edge
    private unowned let view: UIView
    /// The guide constraints name (a storyboard's `<viewControllerLayoutGuide>`).
    let guide = UILayoutGuide()

    init(_ edge: Edge, of view: UIView) {
        self.edge = edge
        self.view = view
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        switch edge {
        case .top:
            NSLayoutConstraint.activate([guide.topAnchor.constraint(equalTo: view.topAnchor),
                                         guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)])
        case .bottom:
            NSLayoutConstraint.activate([guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
                                         guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)])
        }
    }

    var length: CGFloat { edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom }
    var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}

extension UIViewController {
    /// The bars above the content: its length is the safe area's top inset.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead")
    public var topLayoutGuide: UILayoutSupport { layoutSupport.top }

    /// The bars below the content: its length is the safe area's bottom inset.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead")
    public var bottomLayoutGuide: UILayoutSupport { layoutSupport.bottom }

    private var layoutSupport: (top: ViewControllerLayoutSupport, bottom: ViewControllerLayoutSupport) {
        if let guides = layoutSupportGuides { return guides }
        let guides = (ViewControllerLayoutSupport(.top, of: view), ViewControllerLayoutSupport(.bottom, of: view))
        layoutSupportGuides = guides
        return guides
    }
}
