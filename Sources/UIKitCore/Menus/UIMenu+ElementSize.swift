extension UIMenu {
    /// How large the children of an inline menu are drawn.
    public enum ElementSize: Int, Sendable {
        case small = 0, medium = 1, large = 2
        /// UIKit chooses; the lab draws large rows.
        case automatic = -1
    }
}
