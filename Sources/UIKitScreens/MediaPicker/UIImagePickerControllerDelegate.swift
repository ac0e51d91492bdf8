/// What an image picker tells its delegate. Both methods are optional in UIKit; without them the
/// picker dismisses itself, which is what the defaults do.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismissPicker()
    }

    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismissPicker()
    }
}
