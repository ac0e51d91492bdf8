import Foundation

extension UITextView {
    /// Posted, with the text view as the object, after it becomes first responder.
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after typing changes the text (not when code sets `text`, as in UIKit).
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// Posted after the text view resigns first responder.
    public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
}
