import Foundation

extension UITextField {
    /// Posted, with the field as the object, after the field becomes first responder.
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after typing changes the field's text (not when code sets `text`, as in UIKit).
    public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after the field resigns first responder.
    public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
}
