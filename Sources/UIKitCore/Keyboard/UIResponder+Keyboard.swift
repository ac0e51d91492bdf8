import Foundation

/// The software keyboard's notifications and their user-info keys, as UIKit declares them on
/// `UIResponder`. SoftwareKeyboard posts them, with the frames in screen coordinates.
extension UIResponder {
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")

    /// An `NSValue` holding the keyboard's frame before the change.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// An `NSValue` holding the keyboard's frame after the change (`cgRectValue`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// An `NSNumber` of seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// An `NSNumber` with the curve's raw value: 7, the keyboard's own curve, as on iOS (use it as
    /// `UIView.AnimationOptions(rawValue: curve << 16)`).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// An `NSNumber`: true, the keyboard belongs to this app.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
