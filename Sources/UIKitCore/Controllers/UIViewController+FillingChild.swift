// A child controller whose view fills the parent's and follows its size: the system controllers
// that wrap a navigation stack (the photo picker, the document picker) hold theirs this way.
extension UIViewController {
    /// Adds `child` as UIKit's containment asks (`addChild`, the view, `didMove(toParent:)`), its
    /// view filling this controller's view.
    package func addFillingChild(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
