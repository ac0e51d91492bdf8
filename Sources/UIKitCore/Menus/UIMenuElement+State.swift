extension UIMenuElement {
    /// Whether an action shows a checkmark.
    public enum State: Int, Sendable {
        case off = 0, on = 1, mixed = 2
    }
}
