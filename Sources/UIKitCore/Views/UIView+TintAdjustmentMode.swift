import Foundation

extension UIView {
    /// How a view's tint shows (`tintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode; `.normal` at the top of the tree.
        case automatic
        case normal
        /// Desaturated, as UIKit shows the tint of what lies under an alert.
        case dimmed
    }
}
