extension UIView {
    /// The controller a control presents its editor from (a compact date picker's wheels, a colour
    /// well's picker): the one whose view holds this view, or the last of what that one presents.
    /// Nil for a view in no controller's view.
    var controllerToPresentFrom: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard var top = responder as? UIViewController else { return nil }
        while let presented = top.presentedViewController { top = presented }
        return top
    }
}
