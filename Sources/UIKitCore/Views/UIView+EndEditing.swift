extension UIView {
    /// Ends editing in this view's tree: the first responder inside it (a text field) resigns.
    /// With `force`, it resigns even if it would refuse (a delegate's `textFieldShouldEndEditing`
    /// returning false). Returns whether nothing in the tree is editing afterwards.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = environment.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        environment.firstResponder = nil
        responder.firstResponderStatusDidChange()
        return true
    }
}
